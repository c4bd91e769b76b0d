import type { ComponentType } from "react";
import * as Pages from "./lazy-routes";

/**
 * Every built screen of the spec's route table (section 2), in one list; `auth` screens send visitors to
 * /login first. "/" (landing or home) and the placeholders (routes/placeholder/placeholder-routes.ts) are
 * wired in router.tsx.
 */
export type ScreenRoute = { path: string; component: ComponentType; auth?: boolean };

export const SCREEN_ROUTES: readonly ScreenRoute[] = [
  { path: "/login", component: Pages.LoginPage },
  { path: "/signup", component: Pages.SignupPage },
  { path: "/home", component: Pages.HomePage, auth: true },
  { path: "/catering", component: Pages.CateringPage, auth: true },
  { path: "/catering-request", component: Pages.CateringRequestPage },
  { path: "/catering-crm", component: Pages.CateringCrmPage, auth: true },
  { path: "/catering/crm", component: Pages.CateringCrmPage, auth: true },
  { path: "/catering-requests-crm", component: Pages.CateringCrmPage, auth: true },
  // Public with ?token= (the client's link); the builder inside asks the team to sign in.
  { path: "/catering-quotes", component: Pages.CateringQuotesPage },
  { path: "/b2b-catering-crm", component: Pages.B2bCateringCrmPage, auth: true },
  { path: "/catering-checkout/:leadId", component: Pages.CateringCheckoutPage },
  { path: "/features", component: Pages.FeaturesPage },
  { path: "/how-it-works", component: Pages.HowItWorksPage },
  { path: "/pricing", component: Pages.PricingPage },
  { path: "/investors", component: Pages.InvestorsPage },
  { path: "/demos", component: Pages.DemosHubPage },
  { path: "/menu-demo", component: Pages.MenuDemoPage },
  { path: "/demo/restaurant/onboarding", component: Pages.RestaurantOnboardingDemoPage },
  { path: "/demo/restaurant-onboarding", component: Pages.RestaurantOnboardingDemoPage },
  { path: "/demo/user/onboarding", component: Pages.CustomerOnboardingDemoPage },
  { path: "/demo/customer-onboarding", component: Pages.CustomerOnboardingDemoPage },
  { path: "/demo/courier/onboarding", component: Pages.CourierOnboardingDemoPage },
  { path: "/demo/courier-onboarding", component: Pages.CourierOnboardingDemoPage },
  { path: "/courier-onboarding", component: Pages.CourierOnboardingPage },
  { path: "/courier-dashboard", component: Pages.CourierDashboardPage, auth: true },
  { path: "/demo/restaurant/dashboard", component: Pages.RestaurantDashboardDemoPage },
  { path: "/demo/user/dashboard", component: Pages.CustomerDashboardDemoPage },
  { path: "/order", component: Pages.OrderPage },
  { path: "/checkout", component: Pages.CheckoutPage, auth: true },
  { path: "/order-tracking", component: Pages.OrderTrackingPage, auth: true },
  { path: "/order-tracking/:orderId", component: Pages.OrderTrackingPage, auth: true },
  { path: "/my-orders", component: Pages.MyOrdersPage, auth: true },
  { path: "/restaurant-dashboard", component: Pages.RestaurantDashboardPage, auth: true },
  { path: "/tables", component: Pages.TablesPage },
  { path: "/reservations/:reference", component: Pages.ReservationPage },
  { path: "/my-reservations", component: Pages.MyReservationsPage, auth: true },
  { path: "/checkin", component: Pages.CheckInPage },
  { path: "/restaurant-dashboard/table-codes", component: Pages.TableCodesPage, auth: true },
  { path: "/table-reservations", component: Pages.HostStandPage, auth: true },
  { path: "/table-recommendations", component: Pages.TableRecommendationsPage, auth: true },
  { path: "/waitlist/:reference", component: Pages.WaitlistPage },
  { path: "/feedback", component: Pages.FeedbackPage },
  { path: "/customer-feedback", component: Pages.CustomerFeedbackPage, auth: true },
  { path: "/inventory-management", component: Pages.InventoryManagementPage, auth: true },
  // Public: signed out, it offers to sign in and come back with the link (RequireAuth would drop the token).
  { path: "/staff-invite", component: Pages.StaffInvitePage },
  { path: "/loyalty", component: Pages.LoyaltyPage },
  { path: "/loyalty-advanced", component: Pages.LoyaltyDashboardPage, auth: true },
  { path: "/admin/mail", component: Pages.MailOutboxPage, auth: true },
  { path: "/admin/couriers", component: Pages.CourierApplicationsPage, auth: true },
  { path: "/super-admin-dashboard", component: Pages.SuperAdminDashboardPage, auth: true },
  { path: "/admin", component: Pages.AdminPage, auth: true },
  { path: "/admin/restaurants", component: Pages.RestaurantApplicationsPage, auth: true },
  { path: "/restaurant-onboarding", component: Pages.RestaurantOnboardingPage },
  { path: "/ceo/login", component: Pages.CeoLoginPage },
  { path: "/ceo/dashboard", component: Pages.CeoDashboardPage, auth: true },
  { path: "/ceo-dashboard", component: Pages.CeoDashboardPage, auth: true },
  { path: "/ceo/change-password", component: Pages.ChangePasswordPage, auth: true },
  { path: "/ceo/reset-password", component: Pages.ResetPasswordPage },
];
