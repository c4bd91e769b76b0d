import { z } from "zod";

/**
 * Table reservations (the spec's "Reserve a Table"): availability computed on the server, bookings that can
 * never overlap on a table (a database exclusion constraint), a link to view and cancel.
 */

/** The spec's party sizes: 1 to 7, and "8+" (sent as 8 or more, up to the largest joinable party). */
export const PARTY_SIZE_MAX = 20;
export const RESERVATION_STATUSES = ["booked", "seated", "completed", "cancelled", "no_show"] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

const DATE_MESSAGE = "Choose a date";
export const isoDateSchema = z.string({ error: DATE_MESSAGE }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: DATE_MESSAGE });
const partySizeSchema = z.coerce
  .number({ error: "Choose a party size" })
  .int({ error: "Choose a party size" })
  .min(1, { error: "Choose a party size" })
  .max(PARTY_SIZE_MAX, { error: `For parties over ${PARTY_SIZE_MAX}, please contact the restaurant` });

export const availabilityQuerySchema = z.object({ date: isoDateSchema, partySize: partySizeSchema });

/** One table (or a set of joinable tables) with the start times it is free for this party on that day. */
export const tableOptionSchema = z.object({
  tableIds: z.array(z.string()).min(1),
  /** e.g. "Table 4" or "Tables 5 + 6". */
  label: z.string(),
  capacity: z.number().int(),
  location: z.string(),
  /** ISO instants of the start times this option can take. */
  times: z.array(z.string()),
});
export type TableOption = z.infer<typeof tableOptionSchema>;

export const availabilitySchema = z.object({
  restaurantId: z.string(),
  date: z.string(),
  partySize: z.number().int(),
  timezone: z.string(),
  /** Minutes a party of this size keeps its table. */
  durationMinutes: z.number().int(),
  /** Why there is nothing, when there is nothing (closed that day, too far ahead, fully booked). */
  reason: z.string().nullable(),
  options: z.array(tableOptionSchema),
});
export type Availability = z.infer<typeof availabilitySchema>;

export const createReservationSchema = z.object({
  restaurantId: z.uuid({ error: "Choose a restaurant" }),
  tableIds: z.array(z.uuid({ error: "Choose a table" }), { error: "Choose a table" }).min(1, { error: "Choose a table" }).max(4),
  startsAt: z.iso.datetime({ offset: true, error: "Choose a time" }),
  partySize: partySizeSchema,
  name: z.string({ error: "Name is required" }).trim().min(2, { error: "Name is required" }).max(100),
  email: z.email({ error: "Valid email is required" }).max(254),
  phone: z.string({ error: "Valid phone number is required" }).trim().min(7, { error: "Valid phone number is required" }).max(30),
  notes: z.string().trim().max(500).optional(),
});
export type CreateReservationInput = z.input<typeof createReservationSchema>;

export const reservationSchema = z.object({
  id: z.string(),
  /** Short reference, e.g. "R-7K2M9QXA". */
  reference: z.string(),
  restaurant: z.object({ id: z.string(), name: z.string(), address: z.string(), city: z.string(), timezone: z.string() }),
  tables: z.array(z.object({ id: z.string(), number: z.number().int(), capacity: z.number().int(), location: z.string() })),
  partySize: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  notes: z.string().nullable(),
  status: z.enum(RESERVATION_STATUSES),
  /** Whether the guest may still cancel (before the cancellation window closes). */
  canCancel: z.boolean(),
  cancelUntil: z.string(),
  createdAt: z.string(),
});
export type Reservation = z.infer<typeof reservationSchema>;

/** The answer to a booking: the reservation and, once only, the secret that opens its view-and-cancel link. */
export const createdReservationSchema = z.object({ reservation: reservationSchema, manageToken: z.string(), manageUrl: z.string() });
export type CreatedReservation = z.infer<typeof createdReservationSchema>;

export const manageTokenQuerySchema = z.object({ token: z.string({ error: "The reservation link is incomplete" }).min(16).max(200) });

/** A 409 for a taken table carries the nearest free alternatives. */
export const reservationAlternativeSchema = z.object({ tableIds: z.array(z.string()), label: z.string(), startsAt: z.string() });
export const reservationConflictSchema = z.object({
  message: z.string(),
  code: z.literal("conflict"),
  requestId: z.string(),
  alternatives: z.array(reservationAlternativeSchema),
});
export type ReservationConflict = z.infer<typeof reservationConflictSchema>;
