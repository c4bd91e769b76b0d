/** The analytics module: figures over the operational tables, read through rollups it owns (it writes no other table). */
export { analyticsRoutes } from "./analytics.routes.js";
export { insightsRoutes } from "./ai-control/insights.routes.js";
export { defineAnalyticsJobs } from "./analytics.jobs.js";
export { refreshRollups, requestRebuild } from "./rollups/rollup-refresh.js";
export { refreshInsightRollups, requestInsightRebuild } from "./rollups/insight-refresh.js";
export { refreshDishRollups, requestDishRebuild } from "./rollups/dish-refresh.js";
