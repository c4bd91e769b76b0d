export { kitchenRoutes } from "./kitchen.routes.js";
