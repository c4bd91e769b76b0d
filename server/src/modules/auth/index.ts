export { authRoutes } from "./auth.routes.js";
export { execAuthRoutes } from "./exec-auth.routes.js";
export { hashPassword } from "./password.js";
export { assertNoPublicDemoAccounts, DemoAccountsError, UNSAFE_START_EXIT_CODE } from "./demo-accounts.guard.js";
export { adminAccountProblems, createOrPromoteSuperAdmin, type AdminAccountInput } from "./admin-account.js";
export { findUserById, grantCourierRole, grantRestaurantOwnerRole, grantRestaurantStaffRole, joinCompanyAsEnterpriseClient } from "./auth.repository.js";
export { defineAuthJobs, PASSWORD_RESET_MAIL_JOB } from "./auth.jobs.js";
export { removeSecondFactor } from "./exec-auth.repository.js";
export { encryptPlaintextTotpSecrets } from "./exec-auth.repository.js";
