import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./identity.js";
import { restaurants, restaurantTables } from "./restaurants.js";

/**
 * Owned by the dine-in module: table QR codes, table sessions and their guests, calls for the server, and
 * payments toward a table's bill.
 */

/** The secret each table's QR code carries (rotatable: a new token invalidates printed codes for new check-ins). */
export const tableQrCodes = pgTable("table_qr_codes", {
  tableId: uuid("table_id")
    .primaryKey()
    .references(() => restaurantTables.id, { onDelete: "cascade" }),
  restaurantId: uuid("restaurant_id")
    .notNull()
    .references(() => restaurants.id, { onDelete: "cascade" }),
  /** 128 random bits, base64url. Kept in clear text because the restaurant prints it again. */
  token: text("token").notNull().unique(),
  /**
   * The table card's short code (4 characters without look-alikes, e.g. "K7MX"), printed beside the table
   * number and rotated with the token: Manual Entry needs it to join the table without waiting to be let in.
   */
  shortCode: text("short_code").notNull(),
  rotatedAt: timestamp("rotated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A party at a table, from the first check-in until the bill is paid (or staff close it). */
export const tableSessions = pgTable(
  "table_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    restaurantId: uuid("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    tableId: uuid("table_id")
      .notNull()
      .references(() => restaurantTables.id, { onDelete: "cascade" }),
    /** open → closed. */
    status: text("status").notNull().default("open"),
    /** The reservation seated at this table, when there was one (owned by reservations; no FK across modules). */
    reservationId: uuid("reservation_id"),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [
    // At most one open session per table: concurrent first check-ins converge on one row.
    uniqueIndex("table_sessions_one_open_per_table").on(t.tableId).where(sql`${t.status} = 'open'`),
    index("table_sessions_restaurant_idx").on(t.restaurantId, t.status),
    check("table_sessions_status_known", sql`${t.status} in ('open','closed')`),
  ],
);

/** Each phone that joined a session; it proves membership with a secret whose SHA-256 is kept here. */
export const tableSessionGuests = pgTable(
  "table_session_guests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => tableSessions.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    /** The signed-in user behind this phone, if any (their dine-in orders then show in My Orders). */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** "qr" (the QR secret), "code" (table number and its short code) or "manual" (table number only). */
    joinedVia: text("joined_via").notNull(),
    /**
     * admitted → sees and uses the table; pending → joined by number only and waits for a guest at the
     * table or the staff to let them in; declined → was not let in (the phone is told, and sees nothing).
     */
    admission: text("admission").notNull().default("admitted"),
    /** When a pending guest was let in or declined, and by whom (a guest at the table, or a staff user). */
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedByGuestId: uuid("decided_by_guest_id"),
    decidedByUserId: uuid("decided_by_user_id").references(() => users.id, { onDelete: "set null" }),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("table_session_guests_session_idx").on(t.sessionId),
    check("table_session_guests_admission_known", sql`${t.admission} in ('admitted','pending','declined')`),
    check("table_session_guests_joined_via_known", sql`${t.joinedVia} in ('qr','code','manual')`),
  ],
);

/** "Call Server" and similar requests, seen live by the restaurant's staff until someone resolves them. */
export const serviceCalls = pgTable(
  "service_calls",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    restaurantId: uuid("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => tableSessions.id, { onDelete: "cascade" }),
    tableId: uuid("table_id")
      .notNull()
      .references(() => restaurantTables.id, { onDelete: "cascade" }),
    /** "server" (Call Server) or "bill" (asked for the bill). */
    kind: text("kind").notNull().default("server"),
    /** open → acknowledged → resolved. */
    status: text("status").notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    acknowledgedAt: timestamp("acknowledged_at", { withTimezone: true }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: uuid("resolved_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("service_calls_restaurant_status_idx").on(t.restaurantId, t.status),
    // One open call per session at a time: pressing Call Server twice does not page twice.
    uniqueIndex("service_calls_one_open_per_session").on(t.sessionId).where(sql`${t.status} <> 'resolved'`),
    check("service_calls_kind_known", sql`${t.kind} in ('server','bill')`),
    check("service_calls_status_known", sql`${t.status} in ('open','acknowledged','resolved')`),
  ],
);

/** One payment toward a session's bill: the whole rest, an even share, or chosen lines. */
export const billPayments = pgTable(
  "bill_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => tableSessions.id, { onDelete: "cascade" }),
    guestId: uuid("guest_id").references(() => tableSessionGuests.id, { onDelete: "set null" }),
    /** "full", "even" or "items". */
    splitMode: text("split_mode").notNull(),
    /** For "even": how many ways the bill was split. */
    splitWays: integer("split_ways"),
    /** The share of the bill (food and tax), in cents, not counting the tip. */
    amountCents: integer("amount_cents").notNull(),
    tipCents: integer("tip_cents").notNull().default(0),
    /** The payments row (purpose "bill") that charged the card. */
    paymentId: uuid("payment_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("bill_payments_session_idx").on(t.sessionId),
    check("bill_payments_amount_positive", sql`${t.amountCents} > 0`),
    check("bill_payments_tip_nonnegative", sql`${t.tipCents} >= 0`),
    check("bill_payments_split_known", sql`${t.splitMode} in ('full','even','items')`),
  ],
);

/** Which order lines a "by item" payment covered; the primary key means a line is never paid twice. */
export const billPaymentItems = pgTable("bill_payment_items", {
  orderItemId: uuid("order_item_id").primaryKey(),
  billPaymentId: uuid("bill_payment_id")
    .notNull()
    .references(() => billPayments.id, { onDelete: "cascade" }),
  amountCents: integer("amount_cents").notNull(),
  /** Kept for the receipt: the line as it was paid. */
  line: jsonb("line").$type<{ name: string; quantity: number }>(),
});
