/** The analytics module: read-only figures over the operational tables (it owns no table). */
export { analyticsRoutes } from "./analytics.routes.js";
export { insightsRoutes } from "./ai-control/insights.routes.js";
