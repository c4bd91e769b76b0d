export { posRoutes } from "./pos.routes.js";
export { hashPin } from "./pos-approval.js";
export { definePosJobs } from "./pos.jobs.js";
