/**
 * The customer's ordering screens after the menu load as one chunk: they share most of their code (quote, order
 * views), and one chunk instead of a dozen small shared ones keeps the preload map small. The menu (/order) is a
 * chunk of its own (lazy-routes.ts): a first visit there does not fetch checkout's forms and card fields.
 */
export { CheckoutPage } from "./checkout-page";
export { MyOrdersPage } from "./my-orders-page";
export { OrderTrackingPage } from "./order-tracking-page";
