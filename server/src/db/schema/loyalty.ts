import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./identity.js";

/**
 * Owned by the loyalty module: an append-only ledger (a trigger refuses UPDATE). Every row moves points in or
 * out; a row counts as available once `available_at` is at or before the account's `settled_through`, and as
 * pending before that (an order's points wait out its refund window).
 */
export const loyaltyLedger = pgTable(
  "loyalty_ledger",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** earn | redeem | adjust | expire | reverse */
    kind: text("kind").notNull(),
    points: integer("points").notNull(),
    description: text("description").notNull(),
    /** The order the points came from or went back to (owned by ordering; no FK across modules). */
    orderId: uuid("order_id"),
    /** The voucher a redemption bought. */
    voucherId: uuid("voucher_id"),
    /** When the points become spendable: the end of the order's refund window for earns, else the row's time. */
    availableAt: timestamp("available_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * What makes a credit happen at most once (`earn:order:<id>`, `bonus:first-order:<user>`,
     * `recovery:order:<id>`, `reverse:order:<id>:<n>`…): a second attempt hits the unique index and writes nothing.
     */
    dedupeKey: text("dedupe_key").unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("loyalty_ledger_user_created_idx").on(t.userId, t.createdAt),
    index("loyalty_ledger_user_available_idx").on(t.userId, t.availableAt),
    check("loyalty_ledger_kind_known", sql`${t.kind} in ('earn','redeem','adjust','expire','reverse')`),
    check(
      "loyalty_ledger_sign",
      sql`(${t.kind} = 'earn' and ${t.points} > 0) or (${t.kind} in ('redeem','expire','reverse') and ${t.points} < 0) or (${t.kind} = 'adjust' and ${t.points} <> 0)`,
    ),
  ],
);

/**
 * One row per customer, updated in the same transaction as every ledger insert. `balance` is what can be spent
 * (rows available by `settled_through`), `pending` the rest; both are the ledger's sums, and the checks make a
 * redemption that would overdraw fail in the database, whatever the code above it does.
 */
export const loyaltyAccounts = pgTable(
  "loyalty_accounts",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    balance: integer("balance").notNull().default(0),
    pending: integer("pending").notNull().default(0),
    /** Ledger rows with available_at up to here are in `balance`; later ones are in `pending`. */
    settledThrough: timestamp("settled_through", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("loyalty_accounts_balance_nonnegative", sql`${t.balance} >= 0`),
    check("loyalty_accounts_pending_nonnegative", sql`${t.pending} >= 0`),
  ],
);

/**
 * A reward bought with points (the spec's catalogue): checkout applies an issued voucher once, which marks it
 * used by that order; an order cancelled before it is accepted gives it back.
 */
export const loyaltyVouchers = pgTable(
  "loyalty_vouchers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** free-delivery | twenty-off | free-appetizer | vip-status (contracts' LOYALTY_REWARDS). */
    rewardId: text("reward_id").notNull(),
    title: text("title").notNull(),
    pointsSpent: integer("points_spent").notNull(),
    /** issued | used | expired */
    state: text("state").notNull().default("issued"),
    /** The client's Idempotency-Key: a double click or a retried request gets the same voucher. */
    idempotencyKey: text("idempotency_key").notNull(),
    /** The order that used it (owned by ordering; no FK across modules). */
    orderId: uuid("order_id"),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("loyalty_vouchers_user_key_idx").on(t.userId, t.idempotencyKey),
    index("loyalty_vouchers_user_state_idx").on(t.userId, t.state),
    uniqueIndex("loyalty_vouchers_order_idx").on(t.orderId).where(sql`${t.orderId} is not null`),
    check("loyalty_vouchers_state_known", sql`${t.state} in ('issued','used','expired')`),
    check("loyalty_vouchers_points_positive", sql`${t.pointsSpent} > 0`),
    check("loyalty_vouchers_used_has_order", sql`(${t.state} = 'used') = (${t.orderId} is not null)`),
  ],
);
