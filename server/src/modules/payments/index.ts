export { paymentsRoutes } from "./payments.routes.js";
export { keepCardForSubject, retireToken, saveCardFromToken, savedCardToken, storeSavedCard, type CardOnFile } from "./saved-cards.js";
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
  refundPayment,
  releaseOrderPayment,
  tokenizeCard,
} from "./payments.service.js";
