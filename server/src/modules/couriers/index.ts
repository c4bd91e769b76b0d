export { couriersRoutes } from "./couriers.routes.js";
