import { z } from "zod";
import { roleSchema, type Role } from "./auth.js";
import { pageQueryFields } from "./paging.js";

/** Limits of the super admins' user management and the audit log (the database checks the same). */
export const ADMIN_LIMITS = { search: 100, reason: 500, email: 320, targetId: 100 } as const;

/**
 * Every privileged action the audit log records, by name. The log is append-only (the database refuses UPDATE,
 * DELETE and TRUNCATE on it); each entry keeps who, what, when, and the target's state before and after.
 */
export const AUDIT_ACTIONS = [
  "user.role_changed",
  "user.locked",
  "user.unlocked",
  "user.sessions_ended",
  "user.second_factor_reset",
  "payments.provider_switched",
  "courier.application_reviewed",
  "auth.admin_key_elevation",
  "feature_flag.changed",
  "pos.discount_decided",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What a person reads for each action in the log. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  "user.role_changed": "Role changed",
  "user.locked": "Account locked",
  "user.unlocked": "Account unlocked",
  "user.sessions_ended": "Sessions ended",
  "user.second_factor_reset": "Second factor reset",
  "payments.provider_switched": "Payment provider switched",
  "courier.application_reviewed": "Courier application reviewed",
  "auth.admin_key_elevation": "CEO access granted by admin key",
  "feature_flag.changed": "Feature flag changed",
  "pos.discount_decided": "POS discount approved or declined",
};

const pageFields = pageQueryFields();

export const ACCOUNT_STATUSES = ["active", "locked"] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const adminUserListQuerySchema = z.object({
  q: z.string().trim().max(ADMIN_LIMITS.search, { error: `Search is at most ${ADMIN_LIMITS.search} characters` }).optional(),
  role: roleSchema.optional(),
  status: z.enum(ACCOUNT_STATUSES, { error: "status is active or locked" }).optional(),
  ...pageFields,
});
export type AdminUserListQuery = z.input<typeof adminUserListQuerySchema>;

export const adminUserSchema = z.object({
  id: z.uuid(),
  email: z.string().max(ADMIN_LIMITS.email),
  firstName: z.string().max(100).nullable(),
  lastName: z.string().max(100).nullable(),
  role: roleSchema,
  lockedAt: z.string().max(40).nullable(),
  lockedReason: z.string().max(ADMIN_LIMITS.reason).nullable(),
  createdAt: z.string().max(40),
  /** Sessions that still work (not expired, not idle past their window). */
  liveSessions: z.number().int(),
  lastSeenAt: z.string().max(40).nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserPageSchema = z.object({
  items: z.array(adminUserSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

const REASON_MESSAGE = "Give a reason of 3 to 500 characters";
/** Every privileged change carries a reason: it is what the audit log shows next to who and when. */
export const adminReasonSchema = z
  .string({ error: REASON_MESSAGE })
  .trim()
  .min(3, { error: REASON_MESSAGE })
  .max(ADMIN_LIMITS.reason, { error: REASON_MESSAGE });

export const roleChangeSchema = z.object({ role: roleSchema, reason: adminReasonSchema });
export type RoleChange = z.input<typeof roleChangeSchema>;

export const accountLockSchema = z.object({ reason: adminReasonSchema });
export type AccountLock = z.input<typeof accountLockSchema>;

export const adminUserIdParamsSchema = z.object({ id: z.uuid({ error: "Not a user id" }) });

export const adminSessionSchema = z.object({
  id: z.uuid(),
  createdAt: z.string().max(40),
  lastSeenAt: z.string().max(40),
  expiresAt: z.string().max(40),
  /** An admin-key elevation: the role this session is raised to, while it lasts. */
  elevatedTo: roleSchema.nullable(),
  /** A shorter idle window than the default (executive sign-in: 30). */
  idleMinutes: z.number().int().nullable(),
});
export type AdminSession = z.infer<typeof adminSessionSchema>;

export const sessionsEndedSchema = z.object({ ended: z.number().int() });

export const auditListQuerySchema = z.object({
  action: z.enum(AUDIT_ACTIONS, { error: "Unknown audit action" }).optional(),
  /** The acting user's email, or part of it. */
  actor: z.string().trim().max(ADMIN_LIMITS.email, { error: `actor is at most ${ADMIN_LIMITS.email} characters` }).optional(),
  targetId: z.string().trim().max(ADMIN_LIMITS.targetId, { error: `targetId is at most ${ADMIN_LIMITS.targetId} characters` }).optional(),
  ...pageFields,
});
export type AuditListQuery = z.input<typeof auditListQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.uuid(),
  at: z.string().max(40),
  actorId: z.uuid().nullable(),
  actorEmail: z.string().max(ADMIN_LIMITS.email).nullable(),
  action: z.enum(AUDIT_ACTIONS),
  targetType: z.string().max(40),
  targetId: z.string().max(ADMIN_LIMITS.targetId),
  /** A short name of the target when it was changed (an email, a provider, a restaurant). */
  targetLabel: z.string().max(ADMIN_LIMITS.email).nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  reason: z.string().max(ADMIN_LIMITS.reason).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

/** The message a locked account reads at sign-in (only after a correct password: it says nothing to a guesser). */
export const ACCOUNT_LOCKED_MESSAGE = "This account is locked. Contact support to have it unlocked.";

/** How the admin screens name each role. */
export const ROLE_LABELS = {
  customer: "Customer",
  restaurant_owner: "Restaurant owner",
  restaurant_staff: "Restaurant staff",
  courier: "Courier",
  enterprise_client: "Enterprise client",
  ceo: "CEO",
  super_admin: "Super admin",
} as const satisfies Record<Role, string>;
