export { LoyaltyPage } from "./loyalty-page";
export { LoyaltyDashboardPage } from "./loyalty-dashboard-page";
