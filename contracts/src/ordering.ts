import { z } from "zod";
import { isPhoneNumber } from "./formats.js";
import { chosenModifierSchema, LINE_MODIFIERS_MAX, modifierGroupSchema } from "./menu-modifiers.js";
import { PAYMENT_PROVIDERS, paymentSchema } from "./payments.js";

/**
 * Online ordering's contracts: the menu, the quote, the order and its lifecycle (its payment: payments.ts) and the
 * restaurant's queue. Money is integer cents everywhere; the server computes every total.
 */

export const MENU_CATEGORIES = ["starters", "mains", "desserts"] as const;
export type MenuCategory = (typeof MENU_CATEGORIES)[number];
/** The spec's tab labels, in its order. */
export const MENU_CATEGORY_LABELS: Record<MenuCategory, string> = {
  starters: "Starters",
  mains: "Main Courses",
  desserts: "Desserts",
};

export const ORDER_STATUSES = [
  "placed",
  "accepted",
  "preparing",
  "ready",
  "out_for_delivery",
  "delivered",
  "picked_up",
  "served",
  "rejected",
  "cancelled",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ACTIVE_ORDER_STATUSES: readonly OrderStatus[] = ["placed", "accepted", "preparing", "ready", "out_for_delivery"];
export const TERMINAL_ORDER_STATUSES: readonly OrderStatus[] = ["delivered", "picked_up", "served", "rejected", "cancelled"];

/** The words customers see; the spec colours delivered green, preparing amber, "on the way" blue, others grey. */
export const ORDER_STATUS_LABEL: Record<OrderStatus, string> = {
  placed: "placed",
  accepted: "accepted",
  preparing: "preparing",
  ready: "ready",
  out_for_delivery: "on the way",
  delivered: "delivered",
  picked_up: "picked up",
  served: "served",
  rejected: "rejected",
  cancelled: "cancelled",
};
export const orderStatusLabel = (s: string): string => ORDER_STATUS_LABEL[s as OrderStatus] ?? s;

/** What a customer chooses at checkout. */
export const FULFILMENTS = ["delivery", "pickup"] as const;
export type CheckoutFulfilment = (typeof FULFILMENTS)[number];
/** What an order can be: checkout's choices, and dine-in orders placed from a table session. */
export const ORDER_FULFILMENTS = [...FULFILMENTS, "dine_in"] as const;
export type Fulfilment = (typeof ORDER_FULFILMENTS)[number];

export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 99;
export const TIP_MAX_CENTS = 100_00;
export const SLOT_MINUTES = 15;
/** Preset delays a restaurant can add when accepting. */
export const ACCEPT_DELAY_PRESETS = [10, 20, 30] as const;
export const REJECT_REASON_MIN = 3;

// ---------- restaurants and menus ----------

export const restaurantSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  cuisine: z.string(),
  description: z.string(),
  rating: z.number(),
  address: z.string(),
  city: z.string(),
  country: z.string(),
  lat: z.number(),
  lng: z.number(),
  imageUrl: z.string().nullable(),
  featured: z.boolean(),
  isOpen: z.boolean(),
  busyMode: z.boolean(),
  /** Delivery by Tavola's couriers (bidding and dispatch) rather than the restaurant's own drivers. */
  usesPlatformCouriers: z.boolean().optional(),
  /** Base preparation time in minutes. */
  prepMinutes: z.number().int(),
  /** Minutes busy mode adds to preparation. */
  busyExtraMinutes: z.number().int(),
  deliveryRadiusKm: z.number(),
  /** Orders the kitchen takes per 15-minute slot. */
  slotCapacity: z.number().int(),
});
export type Restaurant = z.infer<typeof restaurantSchema>;

export const menuItemSchema = z.object({
  id: z.string(),
  restaurantId: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.enum(MENU_CATEGORIES),
  priceCents: z.number().int(),
  rating: z.number(),
  imageUrl: z.string().nullable(),
  available: z.boolean(),
  /** 86'd by inventory (an ingredient short, its portions at 0): shown "Sold out", checkout refuses it (409). */
  soldOut: z.boolean().optional(),
  /** Served only in this window, local "HH:MM" (contracts/menu-schedule.ts); outside it `available` is false. */
  servedFrom: z.string().nullable().optional(),
  servedUntil: z.string().nullable().optional(),
  /** The restaurant's own category (null for dishes filed only by course). */
  categoryId: z.string().nullable().optional(),
  dietaryTags: z.array(z.string()).optional(),
  prepMinutes: z.number().int().optional(),
  station: z.string().optional(),
  /** Size, extras…: a dish with groups opens the options dialog on /order. */
  modifierGroups: z.array(modifierGroupSchema).optional(),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export const menuSchema = z.object({ restaurant: restaurantSchema, items: z.array(menuItemSchema) });
export type Menu = z.infer<typeof menuSchema>;

// ---------- checkout ----------

const QTY_MESSAGE = `Quantity must be between ${QUANTITY_MIN} and ${QUANTITY_MAX}`;

export const addressSchema = z.object({
  line1: z.string({ error: "Street address is required" }).trim().min(3, { error: "Street address is required" }).max(200),
  city: z.string({ error: "City is required" }).trim().min(2, { error: "City is required" }).max(100),
  postalCode: z.string().trim().max(20).optional(),
  /** ISO 3166-1 alpha-2; it routes the payment (regional provider for its countries). */
  country: z
    .string({ error: "Country is required" })
    .max(8, { error: "Country must be a two-letter code", abort: true })
    .trim()
    .regex(/^[A-Za-z]{2}$/, { error: "Country must be a two-letter code" })
    .transform((c) => c.toUpperCase()),
  lat: z.number({ error: "Location is required" }).min(-90).max(90),
  lng: z.number({ error: "Location is required" }).min(-180).max(180),
});
export type Address = z.infer<typeof addressSchema>;
/** The address as the server answers it (no input transforms, so responses serialise as they are). */
export const addressViewSchema = z.object({
  line1: z.string(),
  city: z.string(),
  postalCode: z.string().optional(),
  country: z.string(),
  lat: z.number(),
  lng: z.number(),
});

/** A delivery address the signed-in customer ordered to before (checkout offers them, the last used first). */
export const savedAddressSchema = addressViewSchema.extend({
  lastUsedAt: z.string(),
  /** How many deliveries went there. */
  orders: z.number().int(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;
/** How many saved addresses checkout offers. */
export const SAVED_ADDRESSES_MAX = 5;

export const orderLineInputSchema = z.object({
  menuItemId: z.uuid({ error: "Unknown menu item" }),
  quantity: z
    .number({ error: QTY_MESSAGE })
    .int({ error: QTY_MESSAGE })
    .min(QUANTITY_MIN, { error: QTY_MESSAGE })
    .max(QUANTITY_MAX, { error: QTY_MESSAGE }),
  /** The chosen modifier options (checkModifierSelection decides if they fit the dish's groups). */
  modifierOptionIds: z
    .array(z.uuid({ error: "That option is not on this dish" }))
    .max(LINE_MODIFIERS_MAX, { error: `At most ${LINE_MODIFIERS_MAX} options per dish` })
    .optional(),
});

const CONTACT_PHONE_MESSAGE = "Enter a valid phone number";
/** Whom the courier or the restaurant calls about an order: a name, and a phone if the guest gives one. */
export const orderContactSchema = z.object({
  name: z.string({ error: "Name is required" }).trim().min(1, { error: "Name is required" }).max(100, { error: "Name is at most 100 characters" }),
  phone: z
    .string({ error: CONTACT_PHONE_MESSAGE })
    .max(30, { error: CONTACT_PHONE_MESSAGE, abort: true })
    .trim()
    .refine((v) => v === "" || isPhoneNumber(v), { error: CONTACT_PHONE_MESSAGE })
    .optional(),
});
export type OrderContact = z.infer<typeof orderContactSchema>;

/** What checkout prefills for a signed-in guest: the account's name and email, the phone of their last order. */
export const customerContactSchema = z.object({ name: z.string(), email: z.string().nullable(), phone: z.string().nullable() });
export type CustomerContact = z.infer<typeof customerContactSchema>;

/** What a quote and an order are computed from. Prices are never taken from the client. */
export const checkoutSchema = z
  .object({
    restaurantId: z.uuid({ error: "Choose a restaurant" }),
    items: z
      .array(orderLineInputSchema, { error: "Add at least one item" })
      .min(1, { error: "Add at least one item" })
      .max(50, { error: "At most 50 different items per order" }),
    fulfilment: z.enum(FULFILMENTS, { error: "Choose delivery or pickup" }),
    address: addressSchema.optional(),
    contact: orderContactSchema.optional(),
    /** ISO time of the wanted 15-minute slot; absent means as soon as possible. */
    scheduledFor: z.iso
      .datetime({ offset: true, error: "Scheduled time must be an ISO date-time" })
      .max(40, { error: "Scheduled time must be an ISO date-time" })
      .optional(),
    tipCents: z
      .number()
      .int({ error: "Tip must be whole cents" })
      .min(0, { error: "Tip cannot be negative" })
      .max(TIP_MAX_CENTS, { error: "Tip is at most $100" })
      .default(0),
    promoCode: z.string().trim().max(40).optional(),
    /** A loyalty voucher of the signed-in customer (one per order, used once). */
    voucherId: z.uuid({ error: "Voucher not found" }).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.fulfilment === "delivery" && !v.address) {
      ctx.addIssue({ code: "custom", path: ["address"], message: "Delivery address is required" });
    }
    if (v.promoCode && v.voucherId) {
      ctx.addIssue({ code: "custom", path: ["voucherId"], message: "Use either a promo code or a voucher, not both" });
    }
  });
export type CheckoutInput = z.input<typeof checkoutSchema>;

/**
 * How an order is paid: a fresh token from the vault (`paymentToken`, optionally kept with `saveCard`), or
 * one of the caller's saved cards (`savedCardId`) — exactly one of the two.
 */
export const orderPaymentSchema = z
  .object({
    paymentToken: z.string({ error: "Payment is required" }).min(8, { error: "Payment is required" }).max(100, { error: "Payment is required" }).optional(),
    savedCardId: z.uuid({ error: "That saved card is not available" }).optional(),
    /** Keep the card (as a token, with brand, last four and expiry) for later orders. */
    saveCard: z.boolean({ error: "saveCard must be true or false" }).default(false),
  })
  .superRefine((v, ctx) => {
    if (!v.paymentToken && !v.savedCardId) ctx.addIssue({ code: "custom", path: ["paymentToken"], message: "Payment is required" });
    if (v.paymentToken && v.savedCardId) ctx.addIssue({ code: "custom", path: ["savedCardId"], message: "Pay with either a saved card or a new card, not both" });
  });

export const placeOrderSchema = checkoutSchema.and(orderPaymentSchema);
export type PlaceOrderInput = z.input<typeof placeOrderSchema>;

export const quoteLineSchema = z.object({
  menuItemId: z.string(),
  name: z.string(),
  /** The dish's price with its options' deltas. */
  unitPriceCents: z.number().int(),
  quantity: z.number().int(),
  lineTotalCents: z.number().int(),
  /** The options chosen, as ordered (absent or empty for a plain dish). */
  modifiers: z.array(chosenModifierSchema).optional(),
});

/** Every total of a quote or an order, in integer cents: total = subtotal + fees + tax + tip − discount. */
const moneyBreakdown = z.object({
  subtotalCents: z.number().int(),
  deliveryFeeCents: z.number().int(),
  serviceFeeCents: z.number().int(),
  taxCents: z.number().int(),
  tipCents: z.number().int(),
  discountCents: z.number().int(),
  totalCents: z.number().int(),
});

export const quoteSchema = z.object({
  restaurantId: z.string(),
  lines: z.array(quoteLineSchema),
  ...moneyBreakdown.shape,
  discounts: z.array(z.object({ code: z.string(), label: z.string(), amountCents: z.number().int() })),
  /** Kilometres from the restaurant to the address (delivery only). */
  distanceKm: z.number().nullable(),
  deliveryBand: z.string().nullable(),
  /** The 15-minute kitchen slot the order would take. */
  slotStart: z.string(),
  etaEarliest: z.string(),
  etaLatest: z.string(),
  paymentProvider: z.enum(PAYMENT_PROVIDERS),
});
export type Quote = z.infer<typeof quoteSchema>;

export const slotSchema = z.object({ start: z.string(), remaining: z.number().int() });
export const slotsSchema = z.object({ asapSlot: z.string().nullable(), slots: z.array(slotSchema) });
export type Slots = z.infer<typeof slotsSchema>;

// ---------- orders ----------

export const orderEventSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  at: z.string(),
  actorRole: z.string(),
  reason: z.string().nullable(),
});

export const orderSchema = z.object({
  id: z.string(),
  /** Short human reference, e.g. "T-4F2A9C". */
  reference: z.string(),
  /** Null for a dine-in order from a guest who is not signed in. */
  customerId: z.string().nullable(),
  /** The customer's name, or "Table 4" for a guest's dine-in order. */
  customerName: z.string(),
  restaurant: z.object({ id: z.string(), name: z.string(), address: z.string(), city: z.string(), phone: z.string().nullable().optional() }),
  status: z.enum(ORDER_STATUSES),
  statusLabel: z.string(),
  fulfilment: z.enum(ORDER_FULFILMENTS),
  /** Dine-in orders: the table and its session. */
  table: z.object({ number: z.number().int(), sessionId: z.string() }).nullable(),
  address: addressViewSchema.nullable(),
  /** Whom to call about the order (online orders placed with a contact). */
  contact: z.object({ name: z.string(), phone: z.string().nullable() }).nullable().optional(),
  scheduledFor: z.string().nullable(),
  slotStart: z.string(),
  items: z.array(quoteLineSchema),
  ...moneyBreakdown.shape,
  promoCode: z.string().nullable(),
  /** The loyalty voucher the order used. */
  voucher: z.object({ id: z.string(), title: z.string() }).nullable().optional(),
  /** Completed orders: refunds are possible until then (and the order's points pending). */
  refundableUntil: z.string().nullable().optional(),
  /** Delivery orders under way, for their customer only: the 4 digits they tell the courier at the door. */
  handoverCode: z.string().nullable().optional(),
  placedAt: z.string(),
  updatedAt: z.string(),
  etaEarliest: z.string().nullable(),
  etaLatest: z.string().nullable(),
  prepMinutes: z.number().int().nullable(),
  /**
   * Set while an order under way is past its arrival (or pickup) window: how late it is and the server's new
   * window, worked out when the order was read (eta.ts).
   */
  late: z.object({ minutesLate: z.number().int(), etaEarliest: z.string(), etaLatest: z.string() }).nullable().optional(),
  rejectionReason: z.string().nullable(),
  canCancel: z.boolean(),
  payment: paymentSchema.nullable(),
  events: z.array(orderEventSchema),
});
export type Order = z.infer<typeof orderSchema>;

export const orderListSchema = z.array(orderSchema);

export const transitionSchema = z
  .object({
    to: z.enum(ORDER_STATUSES, { error: "Unknown order status" }),
    reason: z.string().trim().max(500).optional(),
    /** On accept: minutes the kitchen needs (defaults to the restaurant's preparation time). */
    prepMinutes: z.number().int().min(1).max(240).optional(),
    /** On accept: one of the preset delays, added to the estimate. */
    delayMinutes: z.number().int().min(0).max(120).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.to === "rejected" && (!v.reason || v.reason.length < REJECT_REASON_MIN)) {
      ctx.addIssue({ code: "custom", path: ["reason"], message: "A reason is required to reject an order" });
    }
  });
export type TransitionInput = z.input<typeof transitionSchema>;

export const cancelOrderSchema = z.object({ reason: z.string().trim().max(500).optional() }).default({});

export const refundSchema = z.object({
  amountCents: z.number({ error: "Amount is required" }).int().min(1, { error: "Amount must be at least 1 cent" }),
  reason: z.string({ error: "A reason is required" }).trim().min(3, { error: "A reason is required" }).max(500),
});

// ---------- the restaurant's side ----------

export const restaurantSettingsSchema = z.object({
  slotCapacity: z.number().int().min(1, { error: "Capacity must be 1 to 200 orders per slot" }).max(200, { error: "Capacity must be 1 to 200 orders per slot" }).optional(),
  busyMode: z.boolean().optional(),
  isOpen: z.boolean().optional(),
  /** Accepted delivery orders go to Tavola's couriers (off: the restaurant's own drivers, manual delivery steps). */
  usesPlatformCouriers: z.boolean().optional(),
});
export type RestaurantSettingsInput = z.infer<typeof restaurantSettingsSchema>;

export const menuItemAvailabilitySchema = z.object({ available: z.boolean({ error: "available must be true or false" }) });

/** The restaurant dashboard's view: its restaurant, its menu, its queue. */
export const restaurantWorkspaceSchema = z.object({ restaurant: restaurantSchema, menu: z.array(menuItemSchema) });
export type RestaurantWorkspace = z.infer<typeof restaurantWorkspaceSchema>;

/** What the live streams send (SSE `data:`, event name "order"): the order now ("snapshot"), a new one, a change. */
export const liveOrderEventSchema = z.object({ type: z.enum(["snapshot", "placed", "status"]), order: orderSchema });
export type LiveOrderEvent = z.infer<typeof liveOrderEventSchema>;

export const IDEMPOTENCY_HEADER = "idempotency-key";
