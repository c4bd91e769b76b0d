/** The member's loyalty dashboard (/loyalty is a chunk of its own: lazy-routes.ts). */
export { LoyaltyDashboardPage } from "./loyalty-dashboard-page";
