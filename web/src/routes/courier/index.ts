/** The courier's screens. */
export { CourierOnboardingPage } from "./courier-onboarding-page";
export { CourierDashboardPage } from "./courier-dashboard-page";
export { CourierProfilesPage } from "./courier-profiles-page";
