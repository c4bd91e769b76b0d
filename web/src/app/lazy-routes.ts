import { lazy } from "react";

/**
 * Every screen is its own chunk (architecture: "every role screen lazy") so the first paint only pays
 * for the shell. Pages use named exports, hence the `.then` mapping.
 */
export const LoginPage = lazy(() => import("@/routes/public/login-page").then((m) => ({ default: m.LoginPage })));
export const SignupPage = lazy(() => import("@/routes/public/signup-page").then((m) => ({ default: m.SignupPage })));
// "/home" shares the loader "/" uses for signed-in customers.
export { HomePage } from "./root-pages";
export const CateringPage = lazy(() =>
  import("@/routes/catering/catering-page").then((m) => ({ default: m.CateringPage })),
);
export const CateringRequestPage = lazy(() =>
  import("@/routes/public/catering-request-page").then((m) => ({ default: m.CateringRequestPage })),
);
export const FeaturesPage = lazy(() => import("@/routes/marketing/features-page").then((m) => ({ default: m.FeaturesPage })));
export const CourierDashboardDemoPage = lazy(() =>
  import("@/routes/demos/courier-dashboard-demo-page").then((m) => ({ default: m.CourierDashboardDemoPage })),
);
export const CouriersPage = lazy(() => import("@/routes/marketing/couriers-page").then((m) => ({ default: m.CouriersPage })));
export const HowItWorksPage = lazy(() =>
  import("@/routes/marketing/how-it-works-page").then((m) => ({ default: m.HowItWorksPage })),
);
export const PricingPage = lazy(() => import("@/routes/marketing/pricing-page").then((m) => ({ default: m.PricingPage })));
export const InvestorsPage = lazy(() =>
  import("@/routes/marketing/investors-page").then((m) => ({ default: m.InvestorsPage })),
);
export const MenuDemoPage = lazy(() => import("@/routes/demos/menu-demo-page").then((m) => ({ default: m.MenuDemoPage })));
export const DemosHubPage = lazy(() => import("@/routes/demos/demos-hub-page").then((m) => ({ default: m.DemosHubPage })));
export const RestaurantOnboardingDemoPage = lazy(() =>
  import("@/routes/demos/restaurant-onboarding-demo-page").then((m) => ({ default: m.RestaurantOnboardingDemoPage })),
);
export const CustomerOnboardingDemoPage = lazy(() =>
  import("@/routes/demos/customer-onboarding-demo-page").then((m) => ({ default: m.CustomerOnboardingDemoPage })),
);
export const CourierOnboardingDemoPage = lazy(() =>
  import("@/routes/demos/courier-onboarding-demo-page").then((m) => ({ default: m.CourierOnboardingDemoPage })),
);
export const RestaurantDashboardDemoPage = lazy(() =>
  import("@/routes/demos/restaurant-dashboard-demo-page").then((m) => ({ default: m.RestaurantDashboardDemoPage })),
);
export const CustomerDashboardPage = lazy(() =>
  import("@/routes/customer/customer-dashboard-page").then((m) => ({ default: m.CustomerDashboardPage })),
);
export const CustomerDashboardDemoPage = lazy(() =>
  import("@/routes/demos/customer-dashboard-demo-page").then((m) => ({ default: m.CustomerDashboardDemoPage })),
);
// The four public pages a first visit often lands on (and that are prerendered: prerender/pages.ts) are chunks
// of their own, so their first load does not carry the checkout, reservation management, table codes or the
// loyalty dashboard.
export const OrderPage = lazy(() => import("@/routes/ordering/order-page").then((m) => ({ default: m.OrderPage })));
const ordering = () => import("@/routes/ordering");
export const CheckoutPage = lazy(() => ordering().then((m) => ({ default: m.CheckoutPage })));
export const OrderTrackingPage = lazy(() => ordering().then((m) => ({ default: m.OrderTrackingPage })));
export const MyOrdersPage = lazy(() => ordering().then((m) => ({ default: m.MyOrdersPage })));
export const TablesPage = lazy(() => import("@/routes/reservations/tables-page").then((m) => ({ default: m.TablesPage })));
const reservations = () => import("@/routes/reservations");
export const ReservationPage = lazy(() => reservations().then((m) => ({ default: m.ReservationPage })));
export const MyReservationsPage = lazy(() => reservations().then((m) => ({ default: m.MyReservationsPage })));
export const CheckInPage = lazy(() => import("@/routes/dine-in/check-in-page").then((m) => ({ default: m.CheckInPage })));
export const TableCodesPage = lazy(() => import("@/routes/dine-in").then((m) => ({ default: m.TableCodesPage })));
const hostStand = () => import("@/routes/host-stand");
export const HostStandPage = lazy(() => hostStand().then((m) => ({ default: m.HostStandPage })));
export const TableRecommendationsPage = lazy(() => hostStand().then((m) => ({ default: m.TableRecommendationsPage })));
export const WaitlistPage = lazy(() => hostStand().then((m) => ({ default: m.WaitlistPage })));
export const LoyaltyPage = lazy(() => import("@/routes/loyalty/loyalty-page").then((m) => ({ default: m.LoyaltyPage })));
export const LoyaltyDashboardPage = lazy(() => import("@/routes/loyalty").then((m) => ({ default: m.LoyaltyDashboardPage })));
export const RestaurantDashboardPage = lazy(() =>
  import("@/routes/restaurant/restaurant-dashboard-page").then((m) => ({ default: m.RestaurantDashboardPage })),
);
export const PosPage = lazy(() => import("@/routes/restaurant/pos-page").then((m) => ({ default: m.PosPage })));
export const PosReceiptPage = lazy(() => import("@/routes/restaurant/pos-receipt-page").then((m) => ({ default: m.PosReceiptPage })));
export const KitchenDisplayPage = lazy(() => import("@/routes/restaurant/kitchen-display-page").then((m) => ({ default: m.KitchenDisplayPage })));
/** Anything else: a placeholder route's title and line, or the 404 (the table loads only here). */
export const FallbackPage = lazy(() =>
  import("@/routes/placeholder/fallback-page").then((m) => ({ default: m.FallbackPage })),
);
export const FeedbackPage = lazy(() => import("@/routes/feedback/feedback-page").then((m) => ({ default: m.FeedbackPage })));
export const StaffInvitePage = lazy(() => import("@/routes/restaurant/staff-invite-page").then((m) => ({ default: m.StaffInvitePage })));
export const InventoryManagementPage = lazy(() =>
  import("@/routes/restaurant/inventory-management-page").then((m) => ({ default: m.InventoryManagementPage })),
);
export const PurchaseOrderPrintPage = lazy(() =>
  import("@/routes/restaurant/purchase-order-print-page").then((m) => ({ default: m.PurchaseOrderPrintPage })),
);
export const CustomerFeedbackPage = lazy(() =>
  import("@/routes/restaurant/customer-feedback-page").then((m) => ({ default: m.CustomerFeedbackPage })),
);
export const MailOutboxPage = lazy(() => import("@/routes/admin").then((m) => ({ default: m.MailOutboxPage })));
export const SuperAdminDashboardPage = lazy(() => import("@/routes/admin").then((m) => ({ default: m.SuperAdminDashboardPage })));
export const AdminPage = lazy(() => import("@/routes/admin").then((m) => ({ default: m.AdminPage })));
export const CourierApplicationsPage = lazy(() => import("@/routes/admin").then((m) => ({ default: m.CourierApplicationsPage })));
export const RestaurantApplicationsPage = lazy(() => import("@/routes/admin").then((m) => ({ default: m.RestaurantApplicationsPage })));
export const RestaurantOnboardingPage = lazy(() =>
  import("@/routes/restaurant/restaurant-onboarding-page").then((m) => ({ default: m.RestaurantOnboardingPage })),
);
export const CourierOnboardingPage = lazy(() => import("@/routes/courier").then((m) => ({ default: m.CourierOnboardingPage })));
export const CourierDashboardPage = lazy(() => import("@/routes/courier").then((m) => ({ default: m.CourierDashboardPage })));
export const CourierProfilesPage = lazy(() => import("@/routes/courier").then((m) => ({ default: m.CourierProfilesPage })));
export const CateringCrmPage = lazy(() =>
  import("@/routes/catering/catering-crm-page").then((m) => ({ default: m.CateringCrmPage })),
);
export const B2bCateringCrmPage = lazy(() =>
  import("@/routes/catering/b2b-catering-crm-page").then((m) => ({ default: m.B2bCateringCrmPage })),
);
export const CateringQuotesPage = lazy(() =>
  import("@/routes/catering/catering-quotes-page").then((m) => ({ default: m.CateringQuotesPage })),
);
export const CateringCheckoutPage = lazy(() =>
  import("@/routes/catering/catering-checkout-page").then((m) => ({ default: m.CateringCheckoutPage })),
);
export const CeoLoginPage = lazy(() => import("@/routes/exec/ceo-login-page").then((m) => ({ default: m.CeoLoginPage })));
export const FinancialAnalyticsPage = lazy(() =>
  import("@/routes/exec/financial-analytics-page").then((m) => ({ default: m.FinancialAnalyticsPage })),
);
export const AnalyticsPage = lazy(() => import("@/routes/exec/analytics-page").then((m) => ({ default: m.AnalyticsPage })));
export const AdvancedAnalyticsPage = lazy(() =>
  import("@/routes/exec/advanced-analytics-page").then((m) => ({ default: m.AdvancedAnalyticsPage })),
);
export const CeoDashboardPage = lazy(() => import("@/routes/exec/ceo-dashboard-page").then((m) => ({ default: m.CeoDashboardPage })));
export const DataSciencePage = lazy(() => import("@/routes/exec/data-science-page").then((m) => ({ default: m.DataSciencePage })));
export const AiExecutiveControlPage = lazy(() =>
  import("@/routes/exec/ai-executive-control-page").then((m) => ({ default: m.AiExecutiveControlPage })),
);
export const CustomerChurnPage = lazy(() => import("@/routes/exec/customer-churn-page").then((m) => ({ default: m.CustomerChurnPage })));
export const ChangePasswordPage = lazy(() =>
  import("@/routes/exec/change-password-page").then((m) => ({ default: m.ChangePasswordPage })),
);
export const ResetPasswordPage = lazy(() =>
  import("@/routes/exec/reset-password-page").then((m) => ({ default: m.ResetPasswordPage })),
);
