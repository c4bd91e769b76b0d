import { sql } from "drizzle-orm";
import { bigint, doublePrecision, index, integer, pgTable, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";

/** Owned by the identity module (auth): accounts and their sessions. */
export const users = pgTable("users", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash"),
  firstName: text("first_name"),
  lastName: text("last_name"),
  role: text("role").notNull().default("customer"),
  profileImageUrl: text("profile_image_url"),
  permissions: text("permissions").array().notNull().default(sql`'{}'::text[]`),
  organizationId: text("organization_id"),
  /** Where the customer usually orders from; recommendations rank restaurants by distance to it. */
  homeLat: doublePrecision("home_lat"),
  homeLng: doublePrecision("home_lng"),
  favoriteCuisines: text("favorite_cuisines").array().notNull().default(sql`'{}'::text[]`),
  /** Set by a super admin: a locked account cannot sign in and none of its sessions work (session.ts). */
  lockedAt: timestamp("locked_at", { withTimezone: true }),
  lockedReason: varchar("locked_reason", { length: 500 }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Sessions live in the database so any server process can read them. Only the SHA-256 of the token is
 * stored: a leaked table does not let anyone sign in.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull().unique(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Set by the admin key: raises this session (not the account) to ceo, until `elevated_until`. */
    roleOverride: text("role_override"),
    /** When the admin-key elevation ends (hours, not the session's days). */
    elevatedUntil: timestamp("elevated_until", { withTimezone: true }),
    /** A fingerprint of the ADMIN_KEY that granted the elevation: rotating or removing the key ends it. */
    elevatedKeyFp: text("elevated_key_fp"),
    /** A shorter idle window than SESSION_IDLE_MINUTES for this session (executive sign-in: 30 minutes). */
    idleSeconds: integer("idle_seconds"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

/**
 * An executive's TOTP factor (one per user). `confirmed_at` is null while enrolment waits for its first code;
 * `last_step` is the 30-second step of the last accepted code, so the same code (or an older one) is refused.
 * The secret is never returned once the factor is confirmed.
 */
export const userTotp = pgTable("user_totp", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  lastStep: bigint("last_step", { mode: "number" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One-time recovery codes of a TOTP factor: only the SHA-256 is kept; `used_at` spends one. */
export const userRecoveryCodes = pgTable(
  "user_recovery_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull().unique(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("user_recovery_codes_user_idx").on(t.userId)],
);

/**
 * The executive sign-in between its two steps: a correct password creates this (5 minutes, its token's SHA-256
 * in a cookie-bound row), and only a correct second factor turns it into a session.
 */
export const execSignInChallenges = pgTable(
  "exec_sign_in_challenges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull().unique(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("exec_sign_in_challenges_user_idx").on(t.userId)],
);

/** Password reset links: the token's SHA-256, valid 30 minutes, spent once (`used_at`). */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull().unique(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("password_reset_tokens_user_idx").on(t.userId)],
);
