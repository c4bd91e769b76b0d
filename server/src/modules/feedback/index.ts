export { feedbackRoutes } from "./feedback.routes.js";
