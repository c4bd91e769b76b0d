export { paymentsRoutes } from "./payments.routes.js";
export {
  authorizeOrderPayment,
  captureOrderPayment,
  paymentsForOrders,
  previewRoute,
  refundOrderPayment,
  releaseOrderPayment,
} from "./payments.service.js";
