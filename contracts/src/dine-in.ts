import { z } from "zod";
import { orderLineInputSchema, orderSchema, TIP_MAX_CENTS } from "./ordering.js";

/**
 * Dine-in (the spec's "Dine-In Check-In"): a QR code per table opens a table session that several phones
 * share; guests order to the table, call the server, and pay the bill — whole, split evenly or by item.
 * A guest proves membership of a session with the secret returned at check-in, sent as the
 * `X-Table-Guest` header; it opens that session only, never another table's.
 */

export const TABLE_GUEST_HEADER = "x-table-guest";

/**
 * The table card's short code: printed beside the table number (and on the QR sheet), rotated with the QR
 * code. Four characters from an alphabet without look-alikes (no 0/O, 1/I/L, 2/Z, 5/S, 8/B, 6/G, Q).
 */
export const TABLE_CODE_ALPHABET = "ACDEFHJKMNPRTUVWXY3479";
export const TABLE_CODE_LENGTH = 4;
/** Typed as read off the card: case, spaces and dashes do not matter ("k7-mx" is "K7MX"). */
export const normaliseTableCode = (raw: string) => raw.replace(/[\s-]/g, "").toUpperCase();

/**
 * Check-in by the QR code's secret, or by restaurant and table number (Manual Entry). With the table's short
 * code the guest joins at once; with the number only, a guest already at the table (or the staff) must let
 * them in first.
 */
export const checkInSchema = z.union([
  z.object({ qrToken: z.string({ error: "Scan the table's QR code" }).trim().min(16, { error: "That QR code is not a Tavola table code" }).max(100) }),
  z.object({
    restaurantId: z.string({ error: "Choose a restaurant" }).trim().min(1, { error: "Choose a restaurant" }).max(100),
    /** The spec: Check In needs a non-empty trimmed table value. */
    tableNumber: z.coerce
      .number({ error: "Enter your table number" })
      .int({ error: "Enter your table number" })
      .min(1, { error: "Enter your table number" })
      .max(999, { error: "Enter your table number" }),
    /** Optional: empty means "no code" (the guest then waits to be let in). */
    tableCode: z
      .string({ error: "Enter the code printed on your table card" })
      .max(20, { error: "A table code has 4 characters" })
      .optional()
      .transform((v) => (v ? normaliseTableCode(v) : undefined))
      .refine((v) => v === undefined || v.length === TABLE_CODE_LENGTH, { error: "A table code has 4 characters" }),
  }),
]);
export type CheckInInput = z.input<typeof checkInSchema>;

/** The spec's table information card: restaurant, address, table, section, capacity, server. */
export const tableInfoSchema = z.object({
  restaurantId: z.string(),
  restaurantName: z.string(),
  address: z.string(),
  tableId: z.string(),
  tableNumber: z.number().int(),
  section: z.string(),
  capacity: z.number().int(),
  server: z.string(),
});
export type TableInfo = z.infer<typeof tableInfoSchema>;

/** Whether a phone is in: let in, waiting to be let in (joined by number only), or turned away. */
export const GUEST_ADMISSIONS = ["admitted", "pending", "declined"] as const;
export type GuestAdmission = (typeof GUEST_ADMISSIONS)[number];

/** Someone who joined by table number only and waits for the table (or the staff) to let them in. */
export const waitingGuestSchema = z.object({
  id: z.string(),
  /** The signed-in guest's first name, or null for a guest without an account. */
  name: z.string().nullable(),
  joinedAt: z.string(),
});
export type WaitingGuest = z.infer<typeof waitingGuestSchema>;

/** At most this many guests wait to be let in at one table; more answer 429 (a prank cannot flood the prompt). */
export const WAITING_GUESTS_MAX = 5;

/** Let a waiting guest in, or turn them away. */
export const guestDecisionSchema = z.object({ decision: z.enum(["admit", "decline"], { error: "Choose admit or decline" }) });
export type GuestDecision = z.infer<typeof guestDecisionSchema>["decision"];

export const SERVICE_CALL_KINDS = ["server", "bill"] as const;
export const SERVICE_CALL_STATUSES = ["open", "acknowledged", "resolved"] as const;

export const serviceCallSchema = z.object({
  id: z.string(),
  restaurantId: z.string(),
  sessionId: z.string(),
  tableId: z.string(),
  tableNumber: z.number().int(),
  kind: z.enum(SERVICE_CALL_KINDS),
  status: z.enum(SERVICE_CALL_STATUSES),
  createdAt: z.string(),
  acknowledgedAt: z.string().nullable(),
});
export type ServiceCall = z.infer<typeof serviceCallSchema>;

export const tableSessionSchema = z.object({
  id: z.string(),
  status: z.enum(["open", "closed"]),
  table: tableInfoSchema,
  openedAt: z.string(),
  closedAt: z.string().nullable(),
  /** Phones let in at the table. */
  guestCount: z.number().int(),
  /** The open call for the server, if any ("Call Server" shows it is on its way). */
  serviceCall: serviceCallSchema.nullable(),
  /** This phone's admission (null in the staff's views). A pending or declined phone sees only the table card. */
  admission: z.enum(GUEST_ADMISSIONS).nullable(),
  /** Guests waiting to be let in: shown to the guests let in and to the staff, never to a waiting phone. */
  waitingGuests: z.array(waitingGuestSchema),
});
export type TableSession = z.infer<typeof tableSessionSchema>;

/** The answer to a check-in: the session and, for this phone, the secret that opens it. */
export const checkInResultSchema = z.object({ session: tableSessionSchema, guestToken: z.string() });
export type CheckInResult = z.infer<typeof checkInResultSchema>;

/** A dine-in order: lines only — prices, tax and totals come from the server's menu. */
export const tableOrderSchema = z.object({
  items: z.array(orderLineInputSchema, { error: "Add at least one dish" }).min(1, { error: "Add at least one dish" }).max(50),
});
export type TableOrderInput = z.input<typeof tableOrderSchema>;

/** One line of the bill; `paid` once a "by item" payment covered it. */
export const billLineSchema = z.object({
  orderItemId: z.string(),
  orderId: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  /** The line with its share of tax, in cents (what paying for it by item costs). */
  amountCents: z.number().int(),
  paid: z.boolean(),
});

export const billPaymentViewSchema = z.object({
  id: z.string(),
  splitMode: z.enum(["full", "even", "items"]),
  amountCents: z.number().int(),
  tipCents: z.number().int(),
  brand: z.string().nullable(),
  last4: z.string().nullable(),
  createdAt: z.string(),
});

export const billSchema = z.object({
  sessionId: z.string(),
  status: z.enum(["open", "closed"]),
  orders: z.array(orderSchema),
  lines: z.array(billLineSchema),
  subtotalCents: z.number().int(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
  paidCents: z.number().int(),
  remainingCents: z.number().int(),
  payments: z.array(billPaymentViewSchema),
});
export type Bill = z.infer<typeof billSchema>;

export const SPLIT_WAYS_MAX = 20;

/** Paying toward the bill: the rest of it, one of N even shares, or chosen lines. The server computes the amount. */
export const payBillSchema = z
  .object({
    split: z.enum(["full", "even", "items"], { error: "Choose how to split the bill" }),
    ways: z.coerce.number().int().min(2, { error: "Split between 2 and 20 ways" }).max(SPLIT_WAYS_MAX, { error: "Split between 2 and 20 ways" }).optional(),
    orderItemIds: z.array(z.uuid({ error: "Choose the dishes you are paying for" })).max(200).optional(),
    tipCents: z.number().int().min(0, { error: "Tip cannot be negative" }).max(TIP_MAX_CENTS, { error: "Tip is too large" }).default(0),
    paymentToken: z.string({ error: "Payment is required" }).min(8, { error: "Payment is required" }).max(100),
  })
  .superRefine((v, ctx) => {
    if (v.split === "even" && v.ways === undefined) ctx.addIssue({ code: "custom", path: ["ways"], message: "Split between 2 and 20 ways" });
    if (v.split === "items" && !v.orderItemIds?.length) ctx.addIssue({ code: "custom", path: ["orderItemIds"], message: "Choose the dishes you are paying for" });
  });
export type PayBillInput = z.input<typeof payBillSchema>;

export const payBillResultSchema = z.object({ bill: billSchema, paidCents: z.number().int(), closed: z.boolean() });
export type PayBillResult = z.infer<typeof payBillResultSchema>;

/** What the restaurant prints: each table with the link its QR code encodes. */
export const tableQrSchema = z.object({
  tableId: z.string(),
  tableNumber: z.number().int(),
  section: z.string(),
  capacity: z.number().int(),
  /** Absolute path with the secret, e.g. "/checkin?t=…". */
  checkInPath: z.string(),
  /** The short code printed beside the table number, for Manual Entry. */
  shortCode: z.string(),
  /** The QR code of the absolute check-in link (this site's origin + `checkInPath`), as an SVG document. */
  qrSvg: z.string(),
  rotatedAt: z.string(),
});
export type TableQr = z.infer<typeof tableQrSchema>;

/** "Simulate QR Scan": the demo table's code (a public demo table, like a sample card number). */
export const demoTableSchema = z.object({ qrToken: z.string(), tableNumber: z.number().int(), restaurantName: z.string(), shortCode: z.string() });

/**
 * Live events for the restaurant's floor (topic `floor:<restaurantId>`, SSE event name "floor" on
 * `GET /api/restaurants/:id/floor/stream`): dine-in sessions, calls and bills, and reservation changes from
 * the host stand or guests. Clients refetch what they show; the event says what changed.
 */
export const FLOOR_EVENT_TYPES = [
  "session_opened",
  "session_closed",
  "service_call",
  "table_order",
  "bill_paid",
  "reservation",
  "waitlist",
  /** A guest joined by number only and waits to be let in; or was let in / turned away. */
  "guest_waiting",
  "guest_decided",
] as const;
export const liveFloorEventSchema = z.object({
  type: z.enum(FLOOR_EVENT_TYPES),
  restaurantId: z.string(),
  tableNumber: z.number().int().nullable(),
  sessionId: z.string().nullable(),
  reservationId: z.string().nullable(),
  /** For "service_call": the call as it is now (open, acknowledged or resolved). */
  serviceCall: serviceCallSchema.nullable(),
  at: z.string(),
});
export type LiveFloorEvent = z.infer<typeof liveFloorEventSchema>;

/** The staff's view of the floor's dine-in side: open sessions and the calls not yet resolved. */
export const floorSessionsSchema = z.object({ sessions: z.array(tableSessionSchema), serviceCalls: z.array(serviceCallSchema) });
export type FloorSessions = z.infer<typeof floorSessionsSchema>;

export const serviceCallRequestSchema = z.object({ kind: z.enum(SERVICE_CALL_KINDS).default("server") }).default({ kind: "server" });
export const serviceCallUpdateSchema = z.object({ status: z.enum(["acknowledged", "resolved"], { error: "Choose acknowledged or resolved" }) });
