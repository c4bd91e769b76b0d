export { posRoutes } from "./pos.routes.js";
export { hashPin } from "./pos-approval.js";
