import { z } from "zod";
import { KITCHEN_STATIONS } from "./menu-management.js";

/**
 * The kitchen display (`/restaurant-dashboard/kitchen`): tickets from every channel, routed by the dish's station,
 * each dish with the time to start it so the ticket finishes together (kitchen-rules.ts), bump, recall, and the
 * "all day" counts of what is still to cook.
 */

export const ORDER_CHANNELS = ["online", "dine_in", "pos"] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];
/** What reaches the kitchen: orders of every channel, and confirmed catering (the accepted quote's food lines). */
export const KITCHEN_CHANNELS = [...ORDER_CHANNELS, "catering"] as const;
export type KitchenChannel = (typeof KITCHEN_CHANNELS)[number];
export const ORDER_CHANNEL_LABELS: Record<KitchenChannel, string> = { online: "Online", dine_in: "Table QR", pos: "POS", catering: "Catering" };


/** "all" is the expediter: every station's dishes on one screen. */
export const KITCHEN_VIEWS = ["all", ...KITCHEN_STATIONS] as const;
export type KitchenView = (typeof KITCHEN_VIEWS)[number];

export const kitchenItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  /** The options as the cook reads them: "Large (16"), Prosciutto". */
  options: z.string(),
  note: z.string().nullable(),
  /** The POS's seat and course, when the server gave them. */
  seat: z.number().int().nullable(),
  course: z.number().int().nullable(),
  station: z.string(),
  prepMinutes: z.number().int(),
  /** Ready target − this dish's prep time. */
  startAt: z.string(),
  bumpedAt: z.string().nullable(),
});
export type KitchenItem = z.infer<typeof kitchenItemSchema>;

export const kitchenTicketSchema = z.object({
  orderId: z.string(),
  reference: z.string(),
  channel: z.enum(KITCHEN_CHANNELS),
  /** "Table 4", "Takeaway", "Delivery", "Pickup", "Catering". */
  label: z.string(),
  customerName: z.string(),
  /** When it reached the kitchen (accepted, or sent from the POS): the ticket's age runs from here. */
  arrivedAt: z.string(),
  readyTarget: z.string(),
  items: z.array(kitchenItemSchema),
  /** Catering only: the event's headcount (null when the request gave a range only). */
  headcount: z.number().int().nullable().optional(),
});
export type KitchenTicket = z.infer<typeof kitchenTicketSchema>;

export const kitchenBoardSchema = z.object({
  restaurantId: z.string(),
  restaurantName: z.string(),
  view: z.enum(KITCHEN_VIEWS),
  /** Oldest first; a ticket shows only while this view has a dish of it still to bump. */
  tickets: z.array(kitchenTicketSchema),
  /** Dishes still to cook in this view, by name: the "all day" counts. */
  allDay: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
  /** What Recall would bring back, if anything. */
  lastBump: z.object({ id: z.string(), label: z.string() }).nullable(),
  serverTime: z.string(),
});
export type KitchenBoard = z.infer<typeof kitchenBoardSchema>;

export const kitchenQuerySchema = z.object({
  restaurantId: z.string().max(100).optional(),
  view: z.enum(KITCHEN_VIEWS, { error: "Choose a station" }).default("all"),
});

export const bumpSchema = z.object({ view: z.enum(KITCHEN_VIEWS, { error: "Choose a station" }).default("all") });
export const recallSchema = z.object({
  restaurantId: z.string().max(100).optional(),
  view: z.enum(KITCHEN_VIEWS, { error: "Choose a station" }).default("all"),
});

/** What the kitchen stream sends (event `kitchen`): which order changed; the board re-reads itself. */
export const kitchenEventSchema = z.object({ type: z.string(), orderId: z.string().nullable() });
export type KitchenEvent = z.infer<typeof kitchenEventSchema>;
