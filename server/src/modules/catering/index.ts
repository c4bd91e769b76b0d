export { cateringRoutes } from "./catering.routes.js";
