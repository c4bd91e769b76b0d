export { orderingRoutes } from "./ordering.routes.js";
export { placeTableOrder, tableSessionOrders, type TableBillOrder, type TableOrderInput } from "./table-order.service.js";
export { customerOrderRestaurant } from "./order-reads.js";
export { defineOrderingJobs, IDEMPOTENCY_KEYS_SWEEP_JOB } from "./ordering.jobs.js";
export { bookKitchenPlaces, preparationSlots, releaseKitchenPlaces } from "./kitchen-capacity.js";
export { moveOrderForCourier, type CourierStep, type DeliveryHooks } from "./delivery-hooks.js";
export { findOrder as findOrderRow, type OrderRow } from "./ordering.repository.js";
export { slotCapacities } from "./ordering.repository.js";
export { assertCapacityEditor } from "./slot-capacity.service.js";
