export { cateringRoutes } from "./catering.routes.js";
export { crmRoutes } from "./crm.routes.js";
export { raiseOverdueSlaAlerts } from "./lead-sla-alerts.js";
export { createPremiumLead, createSimpleLead } from "./lead-intake.js";
export { createB2bLead, type B2bLeadInput } from "./lead-intake-b2b.js";
export { CATERING_SLA_ALERTS_JOB, defineCateringJobs } from "./catering.jobs.js";
export { quoteRoutes } from "./quotes.routes.js";
