/** The host's screens (and the guest's waitlist page, which shares their views) load as one chunk. */
export { HostStandPage } from "./host-stand-page";
export { TableRecommendationsPage } from "./table-recommendations-page";
export { WaitlistPage } from "./waitlist-page";
