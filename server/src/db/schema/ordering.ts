import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { users } from "./identity.js";
import { menuItems, restaurants } from "./restaurants.js";
import type { ChosenModifier } from "@tavola/contracts";

/** Owned by the ordering module. Money is integer cents; the server computes every total. */
export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Short reference people read out on the phone. */
    reference: text("reference").unique(),
    /** Null only for a dine-in order from a guest who is not signed in (the table session owns it). */
    customerId: uuid("customer_id").references(() => users.id),
    /** Dine-in orders belong to the table session they were ordered from (owned by the dine-in module). */
    tableSessionId: uuid("table_session_id"),
    /** The table's number, copied at order time for the kitchen ticket and the order views. */
    tableNumber: integer("table_number"),
    restaurantId: uuid("restaurant_id")
      .notNull()
      .references(() => restaurants.id),
    /** placed → accepted → preparing → ready → out_for_delivery → delivered | picked_up; rejected; cancelled. */
    status: text("status").notNull(),
    fulfillment: text("fulfillment").notNull().default("delivery"),
    /** Where the order came from: online checkout, a table's QR menu, or the point of sale (staff). */
    channel: text("channel").notNull().default("online"),
    /** The delivery address as given (line1, city, postalCode, country, lat, lng). */
    address: jsonb("address"),
    /** Whom the courier or the restaurant calls about the order (checkout prefills it for signed-in guests). */
    contactName: text("contact_name"),
    contactPhone: text("contact_phone"),
    distanceKm: doublePrecision("distance_km"),
    scheduledFor: timestamp("scheduled_for", { withTimezone: true }),
    /** The 15-minute kitchen slot this order holds (null only for orders older than slots). */
    slotStart: timestamp("slot_start", { withTimezone: true }),
    prepMinutes: integer("prep_minutes"),
    etaEarliest: timestamp("eta_earliest", { withTimezone: true }),
    etaLatest: timestamp("eta_latest", { withTimezone: true }),
    rejectionReason: text("rejection_reason"),
    promoCode: text("promo_code"),
    subtotalCents: integer("subtotal_cents").notNull(),
    deliveryFeeCents: integer("delivery_fee_cents").notNull().default(0),
    serviceFeeCents: integer("service_fee_cents").notNull().default(0),
    taxCents: integer("tax_cents").notNull().default(0),
    tipCents: integer("tip_cents").notNull().default(0),
    discountCents: integer("discount_cents").notNull().default(0),
    /** The part of discountCents taken off the food (not the delivery fee): loyalty never earns on it. */
    foodDiscountCents: integer("food_discount_cents").notNull().default(0),
    /** The loyalty voucher this order used (owned by loyalty; no FK across modules). */
    voucherId: uuid("voucher_id"),
    totalCents: integer("total_cents").notNull(),
    placedAt: timestamp("placed_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** When it reached the customer (delivered, picked up, served): the refund window runs from here. */
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** Delivery orders: the 4 digits the customer tells the courier at the door (proof of delivery), set on acceptance. */
    handoverCode: varchar("handover_code", { length: 4 }),
  },
  (t) => [
    index("orders_customer_placed_idx").on(t.customerId, t.placedAt),
    index("orders_restaurant_placed_idx").on(t.restaurantId, t.placedAt),
    check("orders_total_nonnegative", sql`${t.totalCents} >= 0`),
    // A POS order is the restaurant's own (rung up by staff): it needs neither a customer nor a table session.
    check("orders_owner_known", sql`${t.customerId} is not null or ${t.tableSessionId} is not null or ${t.channel} = 'pos'`),
    check("orders_channel_known", sql`${t.channel} in ('online','dine_in','pos')`),
    check("orders_fulfillment_known", sql`${t.fulfillment} in ('delivery','pickup','dine_in')`),
    index("orders_table_session_idx").on(t.tableSessionId),
    check(
      "orders_status_known",
      sql`${t.status} in ('placed','accepted','preparing','ready','out_for_delivery','delivered','picked_up','served','rejected','cancelled')`,
    ),
  ],
);

export const orderItems = pgTable(
  "order_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    menuItemId: uuid("menu_item_id").references(() => menuItems.id),
    /** Name and price are copied at order time so a later menu change does not rewrite history. */
    name: text("name").notNull(),
    unitPriceCents: integer("unit_price_cents").notNull(),
    quantity: integer("quantity").notNull(),
    /** The options chosen, copied at order time (unitPriceCents already includes their deltas). */
    modifiers: jsonb("modifiers").$type<ChosenModifier[]>().notNull().default(sql`'[]'::jsonb`),
    /** The server's note for the kitchen ("no onions"), from the POS. */
    note: text("note"),
    /** The POS's seat and course numbers (null elsewhere). */
    seat: integer("seat"),
    course: integer("course"),
    /** A held course's dish: not on the kitchen display until its course is fired (firedAt then set). */
    held: boolean("held").notNull().default(false),
    firedAt: timestamp("fired_at", { withTimezone: true }),
  },
  (t) => [
    index("order_items_order_idx").on(t.orderId),
    check("order_items_quantity_range", sql`${t.quantity} between 1 and 99`),
  ],
);

/** Every state an order entered, with who moved it and when (append-only). */
export const orderEvents = pgTable(
  "order_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    fromStatus: text("from_status"),
    status: text("status").notNull(),
    actorId: uuid("actor_id").references(() => users.id),
    actorRole: text("actor_role").notNull(),
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_events_order_idx").on(t.orderId, t.id)],
);

/**
 * Orders booked per restaurant per 15-minute slot; the guarded upsert on it is what caps capacity. `capacity`, when
 * set, is that slot's own (the forecast's suggestion applied by the owner: busier Friday nights, quieter mornings);
 * otherwise the restaurant's `slot_capacity` holds.
 */
export const kitchenSlots = pgTable(
  "kitchen_slots",
  {
    restaurantId: uuid("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    slotStart: timestamp("slot_start", { withTimezone: true }).notNull(),
    booked: integer("booked").notNull(),
    capacity: integer("capacity"),
  },
  (t) => [
    primaryKey({ columns: [t.restaurantId, t.slotStart] }),
    check("kitchen_slots_booked_nonnegative", sql`${t.booked} >= 0`),
    check("kitchen_slots_capacity_positive", sql`${t.capacity} is null or ${t.capacity} > 0`),
  ],
);

/** One row per (customer, Idempotency-Key): the request's hash and, once done, the response to replay. */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    responseStatus: integer("response_status").notNull(),
    responseBody: jsonb("response_body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

export const promoCodes = pgTable("promo_codes", {
  code: text("code").primaryKey(),
  label: text("label").notNull(),
  /** percent_off: percentOff of the food subtotal; free_delivery: the delivery fee. */
  kind: text("kind").notNull(),
  percentOff: integer("percent_off").notNull().default(0),
  minSubtotalCents: integer("min_subtotal_cents").notNull().default(0),
  firstOrderOnly: boolean("first_order_only").notNull().default(false),
  active: boolean("active").notNull().default(true),
});
