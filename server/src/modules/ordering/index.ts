export { orderingRoutes } from "./ordering.routes.js";
export { placeTableOrder, tableSessionOrders, type TableBillOrder, type TableOrderInput } from "./table-order.service.js";
export { customerOrderRestaurant } from "./order-reads.js";
