import { z } from "zod";
import { orderLineInputSchema, orderSchema, TIP_MAX_CENTS } from "./ordering.js";

/**
 * Dine-in (the spec's "Dine-In Check-In"): a QR code per table opens a table session that several phones
 * share; guests order to the table, call the server, and pay the bill — whole, split evenly or by item.
 * A guest proves membership of a session with the secret returned at check-in, sent as the
 * `X-Table-Guest` header; it opens that session only, never another table's.
 */

export const TABLE_GUEST_HEADER = "x-table-guest";

/** Check-in by the QR code's secret, or by restaurant and table number (Manual Entry). */
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
  guestCount: z.number().int(),
  /** The open call for the server, if any ("Call Server" shows it is on its way). */
  serviceCall: serviceCallSchema.nullable(),
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
  /** The QR code of the absolute check-in link (this site's origin + `checkInPath`), as an SVG document. */
  qrSvg: z.string(),
  rotatedAt: z.string(),
});
export type TableQr = z.infer<typeof tableQrSchema>;

/** "Simulate QR Scan": the demo table's code (a public demo table, like a sample card number). */
export const demoTableSchema = z.object({ qrToken: z.string(), tableNumber: z.number().int(), restaurantName: z.string() });

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
