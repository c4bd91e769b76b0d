/**
 * The customer's ordering screens load as one chunk: they share most of their code (cart, quote, order views),
 * and one chunk instead of a dozen small shared ones keeps the entry's preload map — and the first load — small.
 */
export { CheckoutPage } from "./checkout-page";
export { MyOrdersPage } from "./my-orders-page";
export { OrderPage } from "./order-page";
export { OrderTrackingPage } from "./order-tracking-page";
