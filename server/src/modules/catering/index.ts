export { cateringRoutes } from "./catering.routes.js";
export { crmRoutes } from "./crm.routes.js";
export { raiseOverdueSlaAlerts } from "./lead-sla-alerts.js";
export { createPremiumLead, createSimpleLead } from "./lead-intake.js";
export { CATERING_RECONFIRM_JOB } from "./reconfirmation.service.js";
export { CATERING_DEPOSIT_REMINDERS_JOB, CATERING_QUOTE_EXPIRY_JOB, CATERING_SLA_ALERTS_JOB, defineCateringJobs } from "./catering.jobs.js";
export { createB2bLead, type B2bLeadInput } from "./lead-intake-b2b.js";
export { quoteRoutes } from "./quotes.routes.js";
export { cateringOpsRoutes } from "./catering-ops.routes.js";
