export { orderingRoutes } from "./ordering.routes.js";
export { placeTableOrder, tableSessionOrders, type TableBillOrder, type TableOrderInput } from "./table-order.service.js";
export { customerOrderRestaurant } from "./order-reads.js";
export { defineOrderingJobs, IDEMPOTENCY_KEYS_SWEEP_JOB } from "./ordering.jobs.js";
export { bookKitchenPlaces, preparationSlots, releaseKitchenPlaces } from "./kitchen-capacity.js";
