/** The web-events module: the funnel's browser events (owns `web_events`; analytics reads it). */
export { webEventsRoutes } from "./web-events.routes.js";
export { defineWebEventsJobs, pruneWebEvents, WEB_EVENTS_RETENTION_JOB } from "./web-events-jobs.js";
