import { sql } from "drizzle-orm";
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, timestamp, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { users } from "./identity.js";

/** Owned by the couriers module (dispatch): where couriers are, the delivery jobs, their bids and the earnings ledger. */

/** A courier's shift state and last reported position (one row per courier). */
export const courierPresence = pgTable("courier_presence", {
  userId: uuid("user_id").primaryKey().references(() => users.id, { onDelete: "cascade" }),
  online: boolean("online").notNull().default(false),
  lat: doublePrecision("lat"),
  lng: doublePrecision("lng"),
  reportedAt: timestamp("reported_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type AwardExplanation = {
  method: "bid" | "auto";
  /** Set when automatic assignment gave the job as part of a batch: how many orders, and the kilometres saved. */
  batch?: { orders: number; routeKm: number; separateKm: number };
  winner: { courierId: string; firstName: string; feeCents: number; pickupMinutes: number; score: number | null };
  /** Every bidder's score, so each is shown theirs beside the winner's. */
  scores: Record<string, number>;
};

/**
 * A batch (issue 18): 2–3 jobs automatic assignment gave one courier on one route, because the route is shorter than
 * separate runs by the published margin and keeps every order's promise (contracts/src/dispatch-batching.ts). The
 * stops are the route's order (all pickups, then the drop-offs); the kilometres are kept as the reason.
 */
export const deliveryBatches = pgTable(
  "delivery_batches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    courierId: uuid("courier_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    stops: jsonb("stops").$type<Array<{ jobId: string; kind: "pickup" | "dropoff" }>>().notNull(),
    routeKm: doublePrecision("route_km").notNull(),
    separateKm: doublePrecision("separate_km").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("delivery_batches_courier_idx").on(t.courierId, t.createdAt),
    check("delivery_batches_stops_check", sql`jsonb_array_length(${t.stops}) between 4 and 6 and ${t.routeKm} < ${t.separateKm}`),
  ],
);

/**
 * One per delivery order of a restaurant on platform couriers, published when the restaurant accepts it:
 * open (bidding until `bid_closes_at`) → assigned → picked_up → delivered; cancelled when the order is, or when
 * the restaurant carries it itself before anyone is assigned. Order and restaurant ids are kept without FKs
 * across modules; the areas and positions are copied at publication.
 */
export const deliveryJobs = pgTable(
  "delivery_jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id").notNull(),
    restaurantId: uuid("restaurant_id").notNull(),
    restaurantName: varchar("restaurant_name", { length: 200 }).notNull(),
    pickupArea: varchar("pickup_area", { length: 200 }).notNull(),
    pickupLat: doublePrecision("pickup_lat").notNull(),
    pickupLng: doublePrecision("pickup_lng").notNull(),
    dropoffArea: varchar("dropoff_area", { length: 200 }).notNull(),
    dropoffLat: doublePrecision("dropoff_lat"),
    dropoffLng: doublePrecision("dropoff_lng"),
    distanceKm: doublePrecision("distance_km").notNull(),
    expectedMinutes: integer("expected_minutes").notNull(),
    feeFloorCents: integer("fee_floor_cents").notNull(),
    feeCapCents: integer("fee_cap_cents").notNull(),
    night: boolean("night").notNull(),
    rain: boolean("rain").notNull(),
    peak: boolean("peak").notNull(),
    /** The order's promised arrival, for the courier's on-time record. */
    dueBy: timestamp("due_by", { withTimezone: true }),
    status: varchar("status", { length: 10 }).notNull().default("open"),
    bidClosesAt: timestamp("bid_closes_at", { withTimezone: true }).notNull(),
    courierId: uuid("courier_id").references(() => users.id),
    feeCents: integer("fee_cents"),
    awardMethod: varchar("award_method", { length: 4 }),
    explanation: jsonb("explanation").$type<AwardExplanation>(),
    awardedAt: timestamp("awarded_at", { withTimezone: true }),
    pickedUpAt: timestamp("picked_up_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    cancelReason: varchar("cancel_reason", { length: 300 }),
    /** The batch the job was given in (automatic assignment); cleared when the job is given back. */
    batchId: uuid("batch_id").references(() => deliveryBatches.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("delivery_jobs_order_idx").on(t.orderId),
    index("delivery_jobs_open_idx").on(t.status, t.bidClosesAt),
    index("delivery_jobs_courier_idx").on(t.courierId, t.deliveredAt),
    // A courier holds one active run or one batch: the database refuses a second solo run here, whoever awards it and
    // however concurrently; the trigger `delivery_jobs_one_run_or_batch` (migration 0028) refuses mixing a run with a
    // batch, two batches, or a fourth order in a batch.
    uniqueIndex("delivery_jobs_one_active_run").on(t.courierId).where(sql`${t.status} in ('assigned', 'picked_up') and ${t.batchId} is null`),
    index("delivery_jobs_batch_idx").on(t.batchId),
    check("delivery_jobs_status_check", sql`${t.status} in ('open', 'assigned', 'picked_up', 'delivered', 'cancelled')`),
    check("delivery_jobs_band_check", sql`${t.feeFloorCents} > 0 and ${t.feeCapCents} >= ${t.feeFloorCents}`),
    check(
      "delivery_jobs_award_check",
      sql`(${t.status} in ('open', 'cancelled')) or (${t.courierId} is not null and ${t.feeCents} between ${t.feeFloorCents} and ${t.feeCapCents} and ${t.awardMethod} in ('bid', 'auto'))`,
    ),
  ],
);

/** One bid per courier and job; bidding again inside the window replaces the amount. */
export const deliveryBids = pgTable(
  "delivery_bids",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    jobId: uuid("job_id").notNull().references(() => deliveryJobs.id, { onDelete: "cascade" }),
    courierId: uuid("courier_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    /** Distance from the courier's position to the pickup when the bid was placed. */
    toPickupKm: doublePrecision("to_pickup_km").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("delivery_bids_job_courier_idx").on(t.jobId, t.courierId), index("delivery_bids_courier_idx").on(t.courierId, t.createdAt), check("delivery_bids_amount_check", sql`${t.amountCents} > 0`)],
);

/**
 * The courier's earnings, append-only (a trigger refuses UPDATE, as loyalty's ledger): per delivery the fee (+),
 * the 8 % commission (−), the tip (+); adjustments with a reason. One row per job and kind.
 */
export const courierEarnings = pgTable(
  "courier_earnings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    courierId: uuid("courier_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    jobId: uuid("job_id").references(() => deliveryJobs.id),
    kind: varchar("kind", { length: 12 }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    reason: varchar("reason", { length: 300 }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("courier_earnings_job_kind_idx").on(t.jobId, t.kind),
    index("courier_earnings_courier_idx").on(t.courierId, t.createdAt),
    // Analytics' rollup refresh reads a day's commissions by time.
    index("courier_earnings_commission_created_idx").on(t.createdAt).where(sql`${t.kind} = 'commission'`),
    check("courier_earnings_kind_check", sql`${t.kind} in ('fee', 'commission', 'tip', 'adjustment')`),
    check(
      "courier_earnings_sign_check",
      sql`(${t.kind} in ('fee', 'tip') and ${t.amountCents} >= 0) or (${t.kind} = 'commission' and ${t.amountCents} <= 0) or (${t.kind} = 'adjustment' and ${t.amountCents} <> 0 and ${t.reason} is not null)`,
    ),
  ],
);

/**
 * Weekly payouts: one per courier per week (Monday 00:00 – Sunday 24:00 in the courier's zone's time zone), paid on
 * the Tuesday after by the `dispatch-weekly-payouts` job. The unique (courier, week) makes a re-run create nothing.
 * Gross = fees + tips + adjustments; net = gross − commission, exactly (a check).
 */
export const courierPayouts = pgTable(
  "courier_payouts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    courierId: uuid("courier_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    weekStart: varchar("week_start", { length: 10 }).notNull(),
    timeZone: varchar("time_zone", { length: 64 }).notNull(),
    periodStart: timestamp("period_start", { withTimezone: true }).notNull(),
    periodEnd: timestamp("period_end", { withTimezone: true }).notNull(),
    deliveries: integer("deliveries").notNull(),
    feeCents: integer("fee_cents").notNull(),
    commissionCents: integer("commission_cents").notNull(),
    tipCents: integer("tip_cents").notNull(),
    adjustmentCents: integer("adjustment_cents").notNull(),
    grossCents: integer("gross_cents").notNull(),
    netCents: integer("net_cents").notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("courier_payouts_week_idx").on(t.courierId, t.weekStart),
    check("courier_payouts_sums_check", sql`${t.grossCents} = ${t.feeCents} + ${t.tipCents} + ${t.adjustmentCents} and ${t.netCents} = ${t.grossCents} - ${t.commissionCents}`),
  ],
);

/**
 * Where a courier was during a run, as their phone reported it (rate-limited, only while the run is theirs). The
 * customer's tracking map and ETA read the latest rows of the job; rows older than 30 days are deleted by the
 * daily `courier-positions-retention` job.
 */
export const courierPositions = pgTable(
  "courier_positions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    jobId: uuid("job_id").notNull().references(() => deliveryJobs.id, { onDelete: "cascade" }),
    courierId: uuid("courier_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    accuracyM: doublePrecision("accuracy_m"),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("courier_positions_job_idx").on(t.jobId, t.recordedAt),
    index("courier_positions_recorded_idx").on(t.recordedAt),
    check("courier_positions_range_check", sql`${t.lat} between -90 and 90 and ${t.lng} between -180 and 180`),
  ],
);

/**
 * A courier giving a run back (issue 18's re-dispatch): the reason from the published list and the courier's words.
 * The job goes back to bidding; the drop stays on the courier's record (it counts as a late delivery in the award
 * score's reliability term, so dropping is never cheaper than delivering late).
 */
export const deliveryJobDrops = pgTable(
  "delivery_job_drops",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    jobId: uuid("job_id").notNull().references(() => deliveryJobs.id, { onDelete: "cascade" }),
    courierId: uuid("courier_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    reason: varchar("reason", { length: 24 }).notNull(),
    note: varchar("note", { length: 300 }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("delivery_job_drops_job_idx").on(t.jobId),
    index("delivery_job_drops_courier_idx").on(t.courierId, t.createdAt),
    check("delivery_job_drops_reason_check", sql`${t.reason} in ('vehicle_problem', 'accident', 'restaurant_delay', 'unsafe_conditions', 'personal_emergency', 'other')`),
  ],
);

/** A courier's public profile text, written by the courier (first name and vehicle come from the account and application). */
export const courierProfiles = pgTable("courier_profiles", {
  userId: uuid("user_id").primaryKey().references(() => users.id, { onDelete: "cascade" }),
  bio: varchar("bio", { length: 280 }).notNull().default(""),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The customer's rating of the courier who delivered their order: one per order, 1–5 stars. */
export const courierRatings = pgTable(
  "courier_ratings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    jobId: uuid("job_id").notNull().references(() => deliveryJobs.id, { onDelete: "cascade" }),
    courierId: uuid("courier_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    customerId: uuid("customer_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    stars: integer("stars").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("courier_ratings_job_idx").on(t.jobId), index("courier_ratings_courier_idx").on(t.courierId), check("courier_ratings_stars_check", sql`${t.stars} between 1 and 5`)],
);
