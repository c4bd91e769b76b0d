export { orderingRoutes } from "./ordering.routes.js";
export { ORDER_STATUSES, type OrderStatus } from "./order-status.js";
