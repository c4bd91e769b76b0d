export { inventoryRoutes } from "./inventory.routes.js";
export { consumeHeldCourse, releaseStockForOrder, takeStockForOrder, type StockLine } from "./stock-take.js";
