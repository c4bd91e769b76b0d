import { sql } from "drizzle-orm";
import { doublePrecision, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

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
