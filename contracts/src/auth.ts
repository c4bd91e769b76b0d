import { z } from "zod";
import { LOYALTY_TIERS } from "./constants.js";

export const ROLES = [
  "customer",
  "restaurant_owner",
  "restaurant_staff",
  "courier",
  "enterprise_client",
  "ceo",
  "super_admin",
] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** Roles that see the executive view (spec section 6). */
export const EXECUTIVE_ROLES: readonly Role[] = ["ceo", "super_admin"];
export const isExecutive = (role: Role | null | undefined): boolean =>
  role != null && EXECUTIVE_ROLES.includes(role);

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
/** Same words for an unknown email and a wrong password, so sign-in reveals no accounts. */
export const INVALID_CREDENTIALS_MESSAGE = "Invalid email or password";
export const EMAIL_TAKEN_MESSAGE = "An account with this email already exists";

export const registerSchema = z.object({
  email: z.email({ error: "Valid email is required" }).max(254).transform((e) => e.toLowerCase()),
  password: z
    .string({ error: PASSWORD_MESSAGE })
    .min(PASSWORD_MIN_LENGTH, { error: PASSWORD_MESSAGE })
    .max(256, { error: "Password must be at most 256 characters" }),
  firstName: z.string({ error: "First name is required" }).trim().min(1, { error: "First name is required" }).max(100),
  lastName: z.string({ error: "Last name is required" }).trim().min(1, { error: "Last name is required" }).max(100),
});
export type RegisterInput = z.input<typeof registerSchema>;

export const loginSchema = z.object({
  email: z.email({ error: "Valid email is required" }).max(254).transform((e) => e.toLowerCase()),
  password: z.string({ error: "Password is required" }).min(1, { error: "Password is required" }).max(256),
});
export type LoginInput = z.input<typeof loginSchema>;

export const adminKeySchema = z.object({
  adminKey: z.string({ error: "Admin key is required" }).min(1, { error: "Admin key is required" }).max(512),
});
export type AdminKeyInput = z.infer<typeof adminKeySchema>;

export const testLoginQuerySchema = z.object({ role: roleSchema.optional() });

/** The spec's user object (section 3), from real data. */
export const userSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  role: roleSchema.nullable(),
  profileImageUrl: z.string().nullable(),
  totalPoints: z.number().int(),
  tier: z.enum(LOYALTY_TIERS),
  permissions: z.array(z.string()),
  organizationId: z.string().nullable(),
  /**
   * The account's roles on restaurant teams (owner, manager, staff), distinct: a `restaurant_staff` account may be a
   * manager, which the account's role does not say. The navigation shows a team screen to the roles its API admits.
   */
  teamRoles: z.array(z.enum(["owner", "manager", "staff"])),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const okSchema = z.object({ ok: z.literal(true) });
