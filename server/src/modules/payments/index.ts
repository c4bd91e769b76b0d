export { paymentsRoutes } from "./payments.routes.js";
export { saveCardFromToken, savedCardToken, storeSavedCard } from "./saved-cards.js";
export {
  authorizeOrderPayment,
  authorizePayment,
  captureOrderPayment,
  capturePayment,
  paymentsByIds,
  voidPayment,
  type PaymentPurpose,
  type RecordedPayment,
  paymentsForOrders,
  previewRoute,
  refundOrderPayment,
  releaseOrderPayment,
  tokenizeCard,
} from "./payments.service.js";
