export { authRoutes } from "./auth.routes.js";
export { hashPassword } from "./password.js";
