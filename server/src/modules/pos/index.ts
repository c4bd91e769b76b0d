export { posRoutes } from "./pos.routes.js";
