import { sql } from "drizzle-orm";
import { boolean, check, doublePrecision, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./identity.js";

/** Owned by the restaurants module: restaurants, their menus, tables and staff. */
export const restaurants = pgTable(
  "restaurants",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    cuisine: text("cuisine").notNull(),
    description: text("description").notNull().default(""),
    /** Average guest rating, 0–5. */
    rating: doublePrecision("rating").notNull().default(0),
    address: text("address").notNull(),
    /** The number guests call about an order (shown on tracking when an order runs late). */
    phone: text("phone"),
    city: text("city").notNull(),
    country: text("country").notNull().default("US"),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    imageUrl: text("image_url"),
    featured: boolean("featured").notNull().default(false),
    /** Diets the kitchen caters for (contracts' DIETARY_OPTIONS), for the browse filter. */
    dietary: text("dietary").array().notNull().default(sql`'{}'::text[]`),
    isOpen: boolean("is_open").notNull().default(true),
    /** Kitchen settings for online ordering (the ordering module reads them, the dashboard sets them). */
    prepMinutes: integer("prep_minutes").notNull().default(20),
    busyMode: boolean("busy_mode").notNull().default(false),
    /** Minutes busy mode adds to preparation. */
    busyExtraMinutes: integer("busy_extra_minutes").notNull().default(15),
    /** Orders per 15-minute slot. */
    slotCapacity: integer("slot_capacity").notNull().default(10),
    deliveryRadiusKm: doublePrecision("delivery_radius_km").notNull().default(8),
    /**
     * Delivery orders go to Tavola's couriers (a job for bidding on acceptance); off, the restaurant's own drivers
     * carry them and the team marks "out for delivery" and "delivered" by hand.
     */
    usesPlatformCouriers: boolean("uses_platform_couriers").notNull().default(true),
    /** Sales tax in parts per million of the taxable amount (88 750 = 8.875 %). */
    taxRatePpm: integer("tax_rate_ppm").notNull().default(88_750),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("restaurants_rating_range", sql`${t.rating} between 0 and 5`),
    check("restaurants_slot_capacity_positive", sql`${t.slotCapacity} > 0`),
  ],
);

export const restaurantStaff = pgTable(
  "restaurant_staff",
  {
    restaurantId: uuid("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
  },
  (t) => [index("restaurant_staff_user_idx").on(t.userId)],
);

export const menuItems = pgTable(
  "menu_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    restaurantId: uuid("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** The spec's categories: starters, mains, desserts. */
    category: text("category").notNull(),
    priceCents: integer("price_cents").notNull(),
    rating: doublePrecision("rating").notNull().default(0),
    imageUrl: text("image_url"),
    available: boolean("available").notNull().default(true),
  },
  (t) => [
    index("menu_items_restaurant_idx").on(t.restaurantId),
    check("menu_items_price_positive", sql`${t.priceCents} > 0`),
  ],
);

export const restaurantTables = pgTable(
  "restaurant_tables",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    restaurantId: uuid("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    capacity: integer("capacity").notNull(),
    /** The spec's locations: Window, Main Floor, Patio, Private Room. */
    location: text("location").notNull(),
    /** Tables sharing a join group can be pushed together for a party too large for either alone. */
    joinGroup: text("join_group"),
    /** The server (waiter) who looks after this table; the host stand spreads parties across servers. */
    serverName: text("server_name"),
  },
  (t) => [index("restaurant_tables_restaurant_idx").on(t.restaurantId)],
);
