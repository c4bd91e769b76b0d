import { sql } from "drizzle-orm";
import { boolean, check, customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./identity.js";
import { restaurants, restaurantTables } from "./restaurants.js";

/** A Postgres `tstzrange`, carried as its text form (e.g. `["2025-06-01 17:00:00+00","2025-06-01 18:30:00+00")`). */
const tstzrange = customType<{ data: string }>({ dataType: () => "tstzrange" });

/** Opening hours per weekday in the restaurant's local time: `{ "mon": [["17:00", "22:30"]], … }`. */
export type OpeningHours = Partial<Record<"mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun", Array<[string, string]>>>;
/** How long a party keeps its table: the first entry whose `upTo` holds the party size (null = any size). */
export type PartyDurations = Array<{ upTo: number | null; minutes: number }>;

/** Owned by the reservations module: one booking policy per restaurant. */
export const reservationPolicies = pgTable(
  "reservation_policies",
  {
    restaurantId: uuid("restaurant_id")
      .primaryKey()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    /** IANA zone the opening hours are read in. */
    timezone: text("timezone").notNull().default("America/New_York"),
    slotIntervalMinutes: integer("slot_interval_minutes").notNull().default(15),
    /** Bookings must start at least this long after now. */
    leadTimeMinutes: integer("lead_time_minutes").notNull().default(60),
    bookingHorizonDays: integer("booking_horizon_days").notNull().default(30),
    /** The most guests whose bookings start in any one 15-minute window (the kitchen and the door pace them). */
    pacingCoversPer15: integer("pacing_covers_per_15").notNull().default(20),
    /** Guests may cancel online until this long before the booking starts. */
    cancellationWindowMinutes: integer("cancellation_window_minutes").notNull().default(120),
    /** A card hold per guest taken at booking and charged only on a no-show (0: no hold asked). */
    noShowFeeCentsPerGuest: integer("no_show_fee_cents_per_guest").notNull().default(0),
    durations: jsonb("durations").$type<PartyDurations>().notNull(),
    openingHours: jsonb("opening_hours").$type<OpeningHours>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("reservation_policies_interval_positive", sql`${t.slotIntervalMinutes} > 0`),
    check("reservation_policies_pacing_positive", sql`${t.pacingCoversPer15} > 0`),
  ],
);

export const reservations = pgTable(
  "reservations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** "R-" and 8 Crockford characters, read out on the phone. */
    reference: text("reference").notNull().unique(),
    restaurantId: uuid("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    /** The signed-in guest who booked, if any (anonymous bookings are allowed). */
    customerId: uuid("customer_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    notes: text("notes"),
    partySize: integer("party_size").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    status: text("status").notNull().default("booked"),
    /** SHA-256 of the view-and-cancel token; the token itself is shown once. */
    manageTokenHash: text("manage_token_hash").notNull(),
    /** "online" (the guest booked), "walk_in" (seated by the host without a booking), "host" (booked by the host stand). */
    source: text("source").notNull().default("online"),
    /** The card hold taken at booking (a payments row, purpose reservation_hold): charged only on a no-show. */
    holdPaymentId: uuid("hold_payment_id"),
    seatedAt: timestamp("seated_at", { withTimezone: true }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("reservations_restaurant_starts_idx").on(t.restaurantId, t.startsAt),
    index("reservations_customer_created_idx").on(t.customerId, t.createdAt),
    check("reservations_status_known", sql`${t.status} in ('booked','seated','completed','cancelled','no_show')`),
    check("reservations_source_known", sql`${t.source} in ('online','walk_in','host')`),
    check("reservations_party_size_range", sql`${t.partySize} between 1 and 50`),
    check("reservations_ends_after_starts", sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * The tables a reservation holds and when. An exclusion constraint (appended to the migration by hand) forbids two
 * active rows on one table with overlapping ranges: the database, not only the code, prevents double booking.
 */
export const reservationTables = pgTable(
  "reservation_tables",
  {
    reservationId: uuid("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade" }),
    tableId: uuid("table_id")
      .notNull()
      .references(() => restaurantTables.id, { onDelete: "cascade" }),
    restaurantId: uuid("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    /** [starts_at, ends_at): back-to-back bookings do not overlap. */
    during: tstzrange("during").notNull(),
    /** Cancelled, no-show and completed bookings release their tables. */
    active: boolean("active").notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.reservationId, t.tableId] }), index("reservation_tables_restaurant_idx").on(t.restaurantId)],
);

/**
 * Guests waiting for a table when nothing fits: a date's time range and a party size. When a booking frees a
 * table the first waiting entry that fits is offered the slot (status "offered", with the table and time);
 * the guest books it through their link before the offer expires.
 */
export const waitlistEntries = pgTable(
  "waitlist_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reference: text("reference").notNull().unique(),
    restaurantId: uuid("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    customerId: uuid("customer_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    partySize: integer("party_size").notNull(),
    /** The instants between which the guest could start (the restaurant's local time range on one date). */
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    windowEnd: timestamp("window_end", { withTimezone: true }).notNull(),
    /** waiting → offered → booked | expired; waiting | offered → cancelled. */
    status: text("status").notNull().default("waiting"),
    offeredTableIds: jsonb("offered_table_ids").$type<string[]>(),
    offeredStartsAt: timestamp("offered_starts_at", { withTimezone: true }),
    offerExpiresAt: timestamp("offer_expires_at", { withTimezone: true }),
    /** The reservation made from the offer. */
    reservationId: uuid("reservation_id").references(() => reservations.id, { onDelete: "set null" }),
    manageTokenHash: text("manage_token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("waitlist_restaurant_window_idx").on(t.restaurantId, t.windowStart),
    check("waitlist_status_known", sql`${t.status} in ('waiting','offered','booked','expired','cancelled')`),
    check("waitlist_window_ordered", sql`${t.windowEnd} > ${t.windowStart}`),
    check("waitlist_party_size_range", sql`${t.partySize} between 1 and 50`),
  ],
);
