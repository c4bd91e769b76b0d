export { orderingRoutes } from "./ordering.routes.js";
