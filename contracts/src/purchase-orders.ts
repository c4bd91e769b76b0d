import { z } from "zod";
import { INGREDIENT_UNITS, STOCK_MAX } from "./inventory.js";

/**
 * Purchase orders to suppliers (`/inventory-management`, issue 19): drafted from the low-stock ingredients (each
 * pre-filled up to its par level), sent by email through the outbox, received in one or more deliveries (each
 * adds stock through the append-only ledger), then closed. Costs are integer cents per unit of the ingredient.
 */
export const PURCHASE_ORDER_STATUSES = ["draft", "sent", "partially_received", "received", "closed"] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];
export const PURCHASE_ORDER_STATUS_LABELS: Record<PurchaseOrderStatus, string> = {
  draft: "Draft",
  sent: "Sent",
  partially_received: "Partly received",
  received: "Received",
  closed: "Closed",
};
export const PURCHASE_ORDER_LINES_MAX = 50;
/** A unit's cost: at most $10,000.00 (a case of saffron), in cents. */
export const UNIT_COST_MAX_CENTS = 1_000_000;

const whole = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int({ error: `${label} must be a whole number` })
    .min(min, { error: `${label} is ${min.toLocaleString("en-US")} to ${max.toLocaleString("en-US")}` })
    .max(max, { error: `${label} is ${min.toLocaleString("en-US")} to ${max.toLocaleString("en-US")}` });

export const purchaseOrderInputSchema = z.object({
  supplier: z
    .string({ error: "Supplier is required" })
    .max(120, { error: "Supplier is at most 120 characters", abort: true })
    .trim()
    .min(1, { error: "Supplier is required" }),
  supplierEmail: z
    .string({ error: "Enter the supplier's email address" })
    .max(254, { error: "Email is at most 254 characters", abort: true })
    .trim()
    .pipe(z.email({ error: "Enter the supplier's email address" })),
  note: z.string().max(500, { error: "Note is at most 500 characters" }).trim().default(""),
  lines: z
    .array(
      z.object({
        ingredientId: z.uuid({ error: "Choose an ingredient" }),
        quantity: whole("Quantity", 1, STOCK_MAX),
        unitCostCents: whole("Unit cost", 0, UNIT_COST_MAX_CENTS),
      }),
    )
    .min(1, { error: "Add at least one line" })
    .max(PURCHASE_ORDER_LINES_MAX, { error: `At most ${PURCHASE_ORDER_LINES_MAX} lines` }),
});
export type PurchaseOrderInput = z.input<typeof purchaseOrderInputSchema>;

/** A delivery: how much of each line arrived (lines not named did not). */
export const purchaseOrderReceiptSchema = z.object({
  lines: z
    .array(z.object({ lineId: z.uuid({ error: "Choose a line" }), quantity: whole("Quantity received", 1, STOCK_MAX) }))
    .min(1, { error: "Enter what arrived" })
    .max(PURCHASE_ORDER_LINES_MAX, { error: `At most ${PURCHASE_ORDER_LINES_MAX} lines` }),
});
export type PurchaseOrderReceiptInput = z.input<typeof purchaseOrderReceiptSchema>;

export const purchaseOrderLineSchema = z.object({
  id: z.string(),
  ingredientId: z.string().nullable(),
  name: z.string(),
  unit: z.enum(INGREDIENT_UNITS),
  quantity: z.number().int(),
  received: z.number().int(),
  unitCostCents: z.number().int(),
  lineTotalCents: z.number().int(),
});
export type PurchaseOrderLine = z.infer<typeof purchaseOrderLineSchema>;

export const purchaseOrderSchema = z.object({
  id: z.string(),
  reference: z.string(),
  restaurantId: z.string(),
  restaurantName: z.string(),
  supplier: z.string(),
  supplierEmail: z.string(),
  note: z.string(),
  status: z.enum(PURCHASE_ORDER_STATUSES),
  totalCents: z.number().int(),
  lines: z.array(purchaseOrderLineSchema),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  closedAt: z.string().nullable(),
});
export type PurchaseOrder = z.infer<typeof purchaseOrderSchema>;

export const purchaseOrderListSchema = z.object({ purchaseOrders: z.array(purchaseOrderSchema) });
export type PurchaseOrderList = z.infer<typeof purchaseOrderListSchema>;

/** The low-stock ingredients by supplier, each to bring up to par: what "New purchase order" starts from. */
export const purchaseSuggestionsSchema = z.object({
  suppliers: z.array(
    z.object({
      supplier: z.string(),
      lines: z.array(z.object({ ingredientId: z.string(), name: z.string(), unit: z.enum(INGREDIENT_UNITS), onHand: z.number().int(), parLevel: z.number().int(), quantity: z.number().int() })),
    }),
  ),
});
export type PurchaseSuggestions = z.infer<typeof purchaseSuggestionsSchema>;

export const purchaseOrderParamsSchema = z.object({
  restaurantId: z.uuid({ error: "Restaurant not found" }),
  purchaseOrderId: z.uuid({ error: "Purchase order not found" }),
});

/** What is left to bring a stock up to its par level (nothing when at or over it). */
export const quantityToPar = (onHand: number, parLevel: number) => Math.max(0, parLevel - onHand);
