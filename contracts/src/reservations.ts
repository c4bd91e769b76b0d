import { z } from "zod";
import { isCalendarDate, isPhoneNumber, LOCAL_TIME_PATTERN } from "./formats.js";

/**
 * Table reservations (the spec's "Reserve a Table"): availability computed on the server, bookings that can
 * never overlap on a table (a database exclusion constraint), a link to view and cancel.
 */

/** The spec's party sizes: 1 to 7, and "8+" (sent as 8 or more, up to the largest joinable party). */
export const PARTY_SIZE_MAX = 20;
export const RESERVATION_STATUSES = ["booked", "seated", "completed", "cancelled", "no_show"] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
/** online: the guest booked; walk_in: seated by the host without a booking; host: booked at the host stand. */
export const RESERVATION_SOURCES = ["online", "walk_in", "host"] as const;

const DATE_MESSAGE = "Choose a date";
/** A real calendar day "YYYY-MM-DD" (2025-02-30 is not one). */
export const isoDateSchema = z
  .string({ error: DATE_MESSAGE })
  .max(10, { error: DATE_MESSAGE, abort: true })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: DATE_MESSAGE })
  .refine(isCalendarDate, { error: DATE_MESSAGE });
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
  /** Cents per guest held on a card at booking and charged only on a no-show; 0 when no card is needed. */
  holdPerGuestCents: z.number().int(),
  /** Guests may cancel online until this many minutes before the booking. */
  cancellationWindowMinutes: z.number().int(),
  /** Why there is nothing, when there is nothing (closed that day, too far ahead, fully booked). */
  reason: z.string().nullable(),
  options: z.array(tableOptionSchema),
  /** "Any table": every start time at least one option can take, in order (the union of the options' times). */
  times: z.array(z.string()),
});
export type Availability = z.infer<typeof availabilitySchema>;

/** A guest's phone: 7 to 30 characters that read as a phone number. */
const PHONE_MESSAGE = "Valid phone number is required";
const guestPhoneSchema = z
  .string({ error: PHONE_MESSAGE })
  .max(30, { error: PHONE_MESSAGE, abort: true })
  .trim()
  .min(7, { error: PHONE_MESSAGE })
  .refine(isPhoneNumber, { error: PHONE_MESSAGE });

/** A seating area a guest may ask for ("Window", "Patio"…) instead of a table. */
const areaSchema = z.string({ error: "Choose a seating area" }).trim().min(1, { error: "Choose a seating area" }).max(40, { error: "Choose a seating area" });

export const createReservationSchema = z.object({
  restaurantId: z.uuid({ error: "Choose a restaurant" }),
  /**
   * The tables the guest chose. Left out for "Any table": the server seats the party at the best-fitting free
   * table (in `area` when given) inside the booking's transaction, trying the next one if that one was just taken.
   */
  tableIds: z.array(z.uuid({ error: "Choose a table" }), { error: "Choose a table" }).min(1, { error: "Choose a table" }).max(4).optional(),
  area: areaSchema.optional(),
  startsAt: z.iso.datetime({ offset: true, error: "Choose a time" }).max(40, { error: "Choose a time" }),
  partySize: partySizeSchema,
  name: z.string({ error: "Name is required" }).trim().min(2, { error: "Name is required" }).max(100),
  email: z.email({ error: "Valid email is required" }).max(254),
  phone: guestPhoneSchema,
  notes: z.string().trim().max(500).optional(),
  /** A sandbox card token, required when the restaurant holds a card against no-shows (`holdPerGuestCents` > 0). */
  holdPaymentToken: z.string().min(8, { error: "A card is required to hold this booking" }).max(100).optional(),
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
  source: z.enum(RESERVATION_SOURCES),
  /** The no-show card hold, if one was taken: held, charged (no-show) or released. */
  hold: z.object({ amountCents: z.number().int(), status: z.enum(["held", "charged", "released"]), last4: z.string() }).nullable(),
  seatedAt: z.string().nullable(),
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
/** A reservation opens by its link's token, or without one for the signed-in guest who booked it. */
export const reservationAccessQuerySchema = z.object({ token: manageTokenQuerySchema.shape.token.optional() });

/** A 409 for a taken table carries the nearest free alternatives. */
export const reservationAlternativeSchema = z.object({ tableIds: z.array(z.string()), label: z.string(), startsAt: z.string() });
export type ReservationAlternative = z.infer<typeof reservationAlternativeSchema>;
export const reservationConflictSchema = z.object({
  message: z.string(),
  code: z.literal("conflict"),
  requestId: z.string(),
  alternatives: z.array(reservationAlternativeSchema),
});
export type ReservationConflict = z.infer<typeof reservationConflictSchema>;

// ---------- the host stand (restaurant side) ----------

/** The floor plan's table states; "checked in" and "needs attention" come from dine-in sessions and calls. */
export const FLOOR_TABLE_STATES = ["free", "reserved", "seated", "checked_in", "needs_attention"] as const;
export type FloorTableState = (typeof FLOOR_TABLE_STATES)[number];

const bookingOnTableSchema = z.object({
  reservationId: z.string(),
  reference: z.string(),
  name: z.string(),
  partySize: z.number().int(),
  status: z.enum(RESERVATION_STATUSES),
  startsAt: z.string(),
  endsAt: z.string(),
});

export const floorTableSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  capacity: z.number().int(),
  location: z.string(),
  serverName: z.string(),
  joinGroup: z.string().nullable(),
  /** The party seated now, or the booking whose time has come (within 15 minutes either side). */
  current: bookingOnTableSchema.nullable(),
  /** The next booking later that day. */
  next: bookingOnTableSchema.nullable(),
});
export type FloorTable = z.infer<typeof floorTableSchema>;

export const WAITLIST_STATUSES = ["waiting", "offered", "booked", "expired", "cancelled"] as const;

export const waitlistEntrySchema = z.object({
  id: z.string(),
  reference: z.string(),
  restaurant: z.object({ id: z.string(), name: z.string() }),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  partySize: z.number().int(),
  windowStart: z.string(),
  windowEnd: z.string(),
  status: z.enum(WAITLIST_STATUSES),
  /** While offered: the freed table and time, held for the guest until `offerExpiresAt`. */
  offer: z.object({ tableIds: z.array(z.string()), label: z.string(), startsAt: z.string(), expiresAt: z.string() }).nullable(),
  reservationReference: z.string().nullable(),
  createdAt: z.string(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

export const hostStandSchema = z.object({
  restaurant: z.object({ id: z.string(), name: z.string() }),
  date: z.string(),
  timezone: z.string(),
  /** The day's bookings and walk-ins, by start time. */
  bookings: z.array(reservationSchema),
  tables: z.array(floorTableSchema),
  waitlist: z.array(waitlistEntrySchema),
});
export type HostStand = z.infer<typeof hostStandSchema>;

export const hostStandQuerySchema = z.object({ date: isoDateSchema.optional() });

/** Host actions on a booking: seat, complete, mark no-show (each checked against its status). */
export const HOST_ACTIONS = ["seat", "complete", "no_show"] as const;
export const hostActionSchema = z.object({ action: z.enum(HOST_ACTIONS, { error: "Unknown action" }) });
export const moveReservationSchema = z.object({
  tableIds: z.array(z.uuid({ error: "Choose a table" }), { error: "Choose a table" }).min(1, { error: "Choose a table" }).max(4),
});
export const walkInSchema = z.object({
  partySize: partySizeSchema,
  tableIds: z.array(z.uuid({ error: "Choose a table" }), { error: "Choose a table" }).min(1, { error: "Choose a table" }).max(4),
  name: z.string().trim().max(100).optional(),
});
export type WalkInInput = z.input<typeof walkInSchema>;

// ---------- the waitlist (guest side) ----------

const TIME_MESSAGE = "Choose a time";
const localTimeSchema = z.string({ error: TIME_MESSAGE }).max(5, { error: TIME_MESSAGE, abort: true }).regex(LOCAL_TIME_PATTERN, { error: TIME_MESSAGE });

export const joinWaitlistSchema = z
  .object({
    restaurantId: z.uuid({ error: "Choose a restaurant" }),
    date: isoDateSchema,
    /** The restaurant's local time range the party could start in, "HH:MM". */
    from: localTimeSchema,
    to: localTimeSchema,
    partySize: partySizeSchema,
    name: z.string({ error: "Name is required" }).trim().min(2, { error: "Name is required" }).max(100),
    email: z.email({ error: "Valid email is required" }).max(254),
    phone: guestPhoneSchema,
  })
  .refine((v) => v.to > v.from, { path: ["to"], error: "The end of the range must be after its start" });
export type JoinWaitlistInput = z.input<typeof joinWaitlistSchema>;

export const joinedWaitlistSchema = z.object({ entry: waitlistEntrySchema, manageToken: z.string(), manageUrl: z.string() });

// ---------- table recommendations (restaurant side) ----------

export const recommendationQuerySchema = z
  .object({
    /** The restaurant's local date and time; both left out: the next open slot within opening hours. */
    date: isoDateSchema.optional(),
    time: localTimeSchema.optional(),
    partySize: partySizeSchema,
    /** A section the party asked for (Window, Main Floor, Patio, Private Room). */
    section: z.string().trim().max(40).optional(),
  })
  .refine((v) => (v.date === undefined) === (v.time === undefined), { path: ["time"], error: "Choose a date and a time" });

export const tableRecommendationSchema = z.object({
  tableIds: z.array(z.string()),
  label: z.string(),
  capacity: z.number().int(),
  location: z.string(),
  serverName: z.string(),
  score: z.number(),
  /** Why this table, in words: "Seats 4 for a party of 4 (no empty seats)", "Patio, as asked", "Marco has the fewest covers". */
  reasons: z.array(z.string()),
});
export const tableRecommendationsSchema = z.object({
  startsAt: z.string(),
  /** The restaurant's local date and time of `startsAt` (the next open slot when none was asked for). */
  date: z.string(),
  time: z.string(),
  partySize: z.number().int(),
  best: tableRecommendationSchema.nullable(),
  others: z.array(tableRecommendationSchema),
  /** When nothing fits, why. */
  reason: z.string().nullable(),
});
export type TableRecommendations = z.infer<typeof tableRecommendationsSchema>;
