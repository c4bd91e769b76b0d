import { z } from "zod";
import { COURIER_VEHICLES } from "./couriers.js";

/** Live location during a run (issue 18): what the courier's phone sends and what the order's customer sees. */

export const positionInputSchema = z.object({
  lat: z
    .number({ error: "Latitude must be a number between -90 and 90" })
    .min(-90, { error: "Latitude must be a number between -90 and 90" })
    .max(90, { error: "Latitude must be a number between -90 and 90" }),
  lng: z
    .number({ error: "Longitude must be a number between -180 and 180" })
    .min(-180, { error: "Longitude must be a number between -180 and 180" })
    .max(180, { error: "Longitude must be a number between -180 and 180" }),
  /** The fix's accuracy radius in metres, as the browser reports it. */
  accuracyM: z
    .number({ error: "Accuracy must be a number of metres" })
    .min(0, { error: "Accuracy must be between 0 and 10,000 metres" })
    .max(10_000, { error: "Accuracy must be between 0 and 10,000 metres" })
    .optional(),
});
export type PositionInput = z.input<typeof positionInputSchema>;

export const positionAckSchema = z.object({ recordedAt: z.string() });

const pointSchema = z.object({ lat: z.number(), lng: z.number() });

/**
 * The order's courier as its customer (or restaurant) sees it:
 * - `none`: no platform courier (the restaurant's own driver, pickup, or not accepted yet);
 * - `finding`: the job is open for bids or waiting for a free courier (`redispatched` after a courier dropped it);
 * - `to_restaurant` / `to_customer`: a courier holds the run; position, trail and ETA while known;
 * - `restaurant_driver`: the platform job was withdrawn while the order goes on (the restaurant sent its own driver,
 *   e.g. after a courier dropped the run, `redispatched`) — the restaurant delivers it;
 * - `finished`: delivered or cancelled — no position is shown any more.
 */
export const COURIER_TRACKING_STATES = ["none", "finding", "to_restaurant", "to_customer", "restaurant_driver", "finished"] as const;
export const courierTrackingSchema = z.object({
  orderId: z.string(),
  state: z.enum(COURIER_TRACKING_STATES),
  redispatched: z.boolean(),
  courier: z.object({ firstName: z.string(), vehicle: z.enum(COURIER_VEHICLES).nullable() }).nullable(),
  restaurant: pointSchema.extend({ name: z.string() }),
  destination: pointSchema.nullable(),
  position: pointSchema.extend({ recordedAt: z.string() }).nullable(),
  /** The run's recent positions, oldest first (at most 30), for the line behind the marker. */
  trail: z.array(pointSchema),
  eta: z.object({ earliest: z.string(), latest: z.string(), stale: z.boolean() }).nullable(),
  /** Straight-line distance from the courier to the door, in km (one decimal). */
  distanceKm: z.number().nullable(),
  /** The MapLibre style to draw under the markers; null: a plain background (no tiles fetched). */
  mapStyleUrl: z.string().nullable(),
  /** After a courier delivered it: whether its customer may still rate the courier, and their stars once they have. */
  canRate: z.boolean(),
  myRating: z.number().int().nullable(),
});
export type CourierTracking = z.infer<typeof courierTrackingSchema>;

/** The customer's rating of the courier who delivered their order (once, 1–5 stars). */
export const courierRatingInputSchema = z.object({
  stars: z.number({ error: "Choose 1 to 5 stars" }).int({ error: "Choose 1 to 5 stars" }).min(1, { error: "Choose 1 to 5 stars" }).max(5, { error: "Choose 1 to 5 stars" }),
});

/** A courier's public profile (issue 18): for executives and restaurants; the courier reads and edits their own. */
export const courierProfileSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  vehicle: z.enum(COURIER_VEHICLES).nullable(),
  bio: z.string(),
  deliveries: z.number().int(),
  /** Share of deliveries on time (by the order's promised latest arrival), 0–1; null before the first delivery. */
  onTimeRate: z.number().nullable(),
  /** Mean customer rating, 1–5 (one decimal); null without ratings. */
  rating: z.number().nullable(),
  ratings: z.number().int(),
  memberSince: z.string(),
});
export type CourierProfile = z.infer<typeof courierProfileSchema>;

export const COURIER_BIO_MAX = 280;
export const courierProfileInputSchema = z.object({
  bio: z.string({ error: "Write a short bio" }).trim().max(COURIER_BIO_MAX, { error: `At most ${COURIER_BIO_MAX} characters` }),
});
