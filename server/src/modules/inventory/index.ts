export { inventoryRoutes } from "./inventory.routes.js";
export { releaseStockForOrder, takeStockForOrder, type StockLine } from "./stock-take.js";
