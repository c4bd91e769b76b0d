/** The admin module: the audit log (every module appends through `recordAudit`) and super admins' account management. */
export { recordAudit, type AuditRecord } from "./audit.js";
export { adminRoutes } from "./admin.routes.js";
