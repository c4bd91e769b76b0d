/** Super admins' screens. */
export { MailOutboxPage } from "./mail-outbox-page";
export { CourierApplicationsPage } from "./courier-applications-page";
export { AdminPage, SuperAdminDashboardPage } from "./super-admin-page";
export { RestaurantApplicationsPage } from "./restaurant-applications-page";
