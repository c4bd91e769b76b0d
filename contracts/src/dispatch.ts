import { z } from "zod";

/** Courier dispatch (issue 18): presence, open jobs, bids, the active run and earnings, as the courier sees them. */

export const presenceInputSchema = z.object({
  online: z.boolean({ error: "Say whether you are online" }),
  lat: z.number({ error: "Share your location to go online" }).min(-90).max(90).optional(),
  lng: z.number({ error: "Share your location to go online" }).min(-180).max(180).optional(),
});
export type PresenceInput = z.input<typeof presenceInputSchema>;

export const presenceSchema = z.object({
  online: z.boolean(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  reportedAt: z.string().nullable(),
});
export type Presence = z.infer<typeof presenceSchema>;

export const DELIVERY_JOB_STATUSES = ["open", "assigned", "picked_up", "delivered", "cancelled"] as const;
export type DeliveryJobStatus = (typeof DELIVERY_JOB_STATUSES)[number];

const feeBandSchema = z.object({ floorCents: z.number().int(), capCents: z.number().int() });
const conditionsSchema = z.object({ night: z.boolean(), rain: z.boolean(), peak: z.boolean() });

/** An open job near the courier: areas only (no street address) until it is theirs. */
export const openJobSchema = z.object({
  id: z.string(),
  restaurantName: z.string(),
  pickupArea: z.string(),
  dropoffArea: z.string(),
  /** Restaurant to door. */
  distanceKm: z.number(),
  /** From the courier's last position to the restaurant. */
  toPickupKm: z.number(),
  expectedMinutes: z.number().int(),
  band: feeBandSchema,
  conditions: conditionsSchema,
  bidClosesAt: z.string(),
  myBidCents: z.number().int().nullable(),
});
export type OpenJob = z.infer<typeof openJobSchema>;

export const BID_OUTCOMES = ["pending", "won", "lost", "cancelled"] as const;
export const myBidSchema = z.object({
  jobId: z.string(),
  restaurantName: z.string(),
  amountCents: z.number().int(),
  placedAt: z.string(),
  bidClosesAt: z.string(),
  outcome: z.enum(BID_OUTCOMES),
  /** After the award: "Won by Sam: fee $5.40, pickup in 4 min, score 0.82 vs your 0.77". */
  explanation: z.string().nullable(),
  myScore: z.number().nullable(),
});
export type MyBid = z.infer<typeof myBidSchema>;

export const bidInputSchema = z.object({
  amountCents: z.number({ error: "Enter your bid" }).int({ error: "Bids are in whole cents" }).min(1, { error: "Enter your bid" }).max(100_000, { error: "Enter your bid" }),
});

/** The courier's one active run, with the full addresses now that it is theirs. */
export const activeRunSchema = z.object({
  jobId: z.string(),
  orderReference: z.string(),
  status: z.enum(["assigned", "picked_up"]),
  restaurant: z.object({ name: z.string(), address: z.string(), lat: z.number(), lng: z.number() }),
  dropoff: z.object({ area: z.string(), line1: z.string().nullable(), lat: z.number().nullable(), lng: z.number().nullable() }),
  customerFirstName: z.string(),
  feeCents: z.number().int(),
  tipCents: z.number().int(),
  awardMethod: z.enum(["bid", "auto"]),
  explanation: z.string().nullable(),
  /** The order is ready at the restaurant: pickup is possible. */
  orderReady: z.boolean(),
});
export type ActiveRun = z.infer<typeof activeRunSchema>;

/** A stop of a batch's route: pick up A, pick up B, drop A, drop B — each with its order and place. */
export const batchStopSchema = z.object({
  jobId: z.string(),
  kind: z.enum(["pickup", "dropoff"]),
  orderReference: z.string(),
  /** The restaurant's name for a pickup, the street (or area) for a drop-off. */
  place: z.string(),
  done: z.boolean(),
});
export type BatchStopView = z.infer<typeof batchStopSchema>;

/** The courier's batch (2–3 orders on one route, given by automatic assignment): the stops in order and each order's run. */
export const courierBatchSchema = z.object({
  id: z.string(),
  routeKm: z.number(),
  separateKm: z.number(),
  stops: z.array(batchStopSchema),
  /** The batch's orders still under way, in pickup order, each with its own steps and code. */
  runs: z.array(activeRunSchema),
});
export type CourierBatch = z.infer<typeof courierBatchSchema>;

export const courierBoardSchema = z.object({
  presence: presenceSchema,
  jobs: z.array(openJobSchema),
  bids: z.array(myBidSchema),
  /** The run to act on next (in a batch: the order of the next stop). */
  run: activeRunSchema.nullable(),
  /** Set while the courier holds a batch. */
  batch: courierBatchSchema.nullable().optional(),
  bidWindowSeconds: z.number().int(),
});
export type CourierBoard = z.infer<typeof courierBoardSchema>;

export const deliverInputSchema = z.object({
  code: z
    .string({ error: "Enter the customer's 4-digit code" })
    .trim()
    .max(4, { error: "The code has 4 digits" })
    .regex(/^\d{4}$/, { error: "The code has 4 digits" }),
});

export const earningLineSchema = z.object({
  jobId: z.string(),
  orderReference: z.string(),
  restaurantName: z.string(),
  deliveredAt: z.string(),
  feeCents: z.number().int(),
  commissionCents: z.number().int(),
  tipCents: z.number().int(),
  netCents: z.number().int(),
});
export type EarningLine = z.infer<typeof earningLineSchema>;
const totalsSchema = z.object({ deliveries: z.number().int(), feeCents: z.number().int(), commissionCents: z.number().int(), tipCents: z.number().int(), netCents: z.number().int() });
export type EarningTotals = z.infer<typeof totalsSchema>;

export const courierEarningsSchema = z.object({
  today: totalsSchema,
  week: totalsSchema,
  /** This week's deliveries, newest first. */
  deliveries: z.array(earningLineSchema),
});
export type CourierEarnings = z.infer<typeof courierEarningsSchema>;

export const jobIdParamsSchema = z.object({ id: z.uuid({ error: "Unknown job" }) });

/** A week's payout: Monday to Sunday in the courier's zone, paid the Tuesday after; gross = fees + tips + adjustments = net + commission. */
export const courierPayoutSchema = z.object({
  id: z.string(),
  weekStart: z.string(),
  timeZone: z.string(),
  deliveries: z.number().int(),
  feeCents: z.number().int(),
  commissionCents: z.number().int(),
  tipCents: z.number().int(),
  adjustmentCents: z.number().int(),
  grossCents: z.number().int(),
  netCents: z.number().int(),
  paidAt: z.string(),
});
export type CourierPayout = z.infer<typeof courierPayoutSchema>;
export const payoutParamsSchema = z.object({ id: z.uuid({ error: "Payout not found" }) });

/** Why a courier gives a run back (issue 18's re-dispatch): the published list, and their own words. */
export const DROP_REASONS = ["vehicle_problem", "accident", "restaurant_delay", "unsafe_conditions", "personal_emergency", "other"] as const;
export type DropReason = (typeof DROP_REASONS)[number];
export const DROP_REASON_LABELS: Record<DropReason, string> = {
  vehicle_problem: "Vehicle problem",
  accident: "Accident or injury",
  restaurant_delay: "Restaurant delay",
  unsafe_conditions: "Unsafe conditions",
  personal_emergency: "Personal emergency",
  other: "Other",
};
export const DROP_NOTE_MAX = 300;
export const dropRunInputSchema = z
  .object({
    reason: z.enum(DROP_REASONS, { error: "Choose a reason" }),
    note: z.string({ error: "Tell us what happened" }).trim().max(DROP_NOTE_MAX, { error: `At most ${DROP_NOTE_MAX} characters` }).optional(),
  })
  .refine((v) => v.reason !== "other" || (v.note?.length ?? 0) > 0, { error: "Tell us what happened", path: ["note"] });
export type DropRunInput = z.input<typeof dropRunInputSchema>;
