export { inventoryRoutes } from "./inventory.routes.js";
export { consumeHeldCourse, releaseHeldUnits, releaseStockForOrder, takeStockForOrder, type StockLine } from "./stock-take.js";
