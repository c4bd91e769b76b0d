import { sql } from "drizzle-orm";
import { boolean, check, customType, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
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
    /** From onboarding (null for restaurants seeded before it): the contact email, seats, services, payment methods. */
    email: text("email"),
    seatingCapacity: integer("seating_capacity"),
    services: text("services").array().notNull().default(sql`'{}'::text[]`),
    paymentMethods: text("payment_methods").array().notNull().default(sql`'{}'::text[]`),
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
    /** The spec's courses: starters, mains, desserts (the /order tabs; the item's category's course). */
    category: text("category").notNull(),
    /** The restaurant's own category (ordered sections of its menu). */
    categoryId: uuid("category_id").references(() => menuCategories.id, { onDelete: "restrict" }),
    /** Spec dietary options (contracts' DIETARY_OPTIONS). */
    dietaryTags: text("dietary_tags").array().notNull().default(sql`'{}'::text[]`),
    prepMinutes: integer("prep_minutes").notNull().default(15),
    /** Where it is cooked (contracts' KITCHEN_STATIONS). */
    station: text("station").notNull().default("kitchen"),
    priceCents: integer("price_cents").notNull(),
    rating: doublePrecision("rating").notNull().default(0),
    imageUrl: text("image_url"),
    available: boolean("available").notNull().default(true),
    /**
     * 86'd by inventory: an ingredient of its recipe is short or its portions reached 0. Written only through
     * `setSoldOut` (restaurants' index.ts), in the transaction that moved the stock; the owner's `available` is apart.
     */
    soldOut: boolean("sold_out").notNull().default(false),
    /** When it is served, local "HH:MM" in the restaurant's zone (breakfast: null–11:00); both null: all day. */
    servedFrom: text("served_from"),
    servedUntil: text("served_until"),
  },
  (t) => [
    index("menu_items_restaurant_idx").on(t.restaurantId),
    check("menu_items_price_positive", sql`${t.priceCents} > 0`),
    check("menu_items_prep_range", sql`${t.prepMinutes} between 1 and 180`),
  ],
);

/** A restaurant's own menu sections, in its order; each belongs to one of the spec's courses. */
export const menuCategories = pgTable(
  "menu_categories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    restaurantId: uuid("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    course: text("course").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    uniqueIndex("menu_categories_name_idx").on(t.restaurantId, sql`lower(${t.name})`),
    check("menu_categories_course_known", sql`${t.course} in ('starters','mains','desserts')`),
  ],
);

/** A dish's modifier groups ("Size: choose 1", "Extras: up to 3"), with their min/max rule. */
export const modifierGroups = pgTable(
  "modifier_groups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    menuItemId: uuid("menu_item_id")
      .notNull()
      .references(() => menuItems.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    minSelect: integer("min_select").notNull().default(0),
    maxSelect: integer("max_select").notNull().default(1),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    index("modifier_groups_item_idx").on(t.menuItemId),
    check("modifier_groups_rule", sql`${t.minSelect} >= 0 and ${t.maxSelect} >= 1 and ${t.minSelect} <= ${t.maxSelect}`),
  ],
);

export const modifierOptions = pgTable(
  "modifier_options",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    groupId: uuid("group_id")
      .notNull()
      .references(() => modifierGroups.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** What the option adds to the dish's price (negative for a smaller size), integer cents. */
    priceDeltaCents: integer("price_delta_cents").notNull().default(0),
    available: boolean("available").notNull().default(true),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("modifier_options_group_idx").on(t.groupId)],
);

/**
 * A restaurant's application to join Tavola: the wizard's draft (each saved step's part of `data`), then the
 * executives' review. Approval creates the restaurant (live: listed, orderable, bookable) from it.
 */
export const restaurantApplications = pgTable(
  "restaurant_applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("draft"),
    /** The wizard's parts by step id (info, location, hours, services, tables), each as its step schema outputs it. */
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    reviewMessage: text("review_message"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewedBy: uuid("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    restaurantId: uuid("restaurant_id").references(() => restaurants.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One application per owner account (resumed, resubmitted); a second restaurant is a later slice.
    uniqueIndex("restaurant_applications_owner_idx").on(t.ownerId),
    index("restaurant_applications_status_idx").on(t.status, t.submittedAt),
    check("restaurant_applications_status_known", sql`${t.status} in ('draft','submitted','changes_requested','approved','rejected')`),
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

/**
 * The owner invites a manager or staff member by email (issue 19): the mailed link carries a random token whose
 * SHA-256 alone is kept; it works once, for 7 days, for the invited address, and puts that account on the team.
 */
export const restaurantStaffInvites = pgTable(
  "restaurant_staff_invites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    restaurantId: uuid("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedByUserId: uuid("invited_by_user_id").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedByUserId: uuid("accepted_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("restaurant_staff_invites_restaurant_idx").on(t.restaurantId), check("restaurant_staff_invites_role_known", sql`${t.role} in ('manager','staff')`)],
);

/** Raw bytes: node-postgres answers a Buffer, PGlite a Uint8Array; both are accepted as parameters. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/**
 * Dish photos' resized variants, keyed by the hash of the uploaded bytes (the address is content-hashed, so a
 * variant never changes and is cached for a year). In the database rather than under one server's data directory:
 * every server process on one Postgres sees them, and they are in its backups. A dish points at its photo through
 * `menu_items.image_url`; the same upload on two dishes shares the rows, and a photo no dish names is deleted.
 */
export const menuPhotoVariants = pgTable(
  "menu_photo_variants",
  {
    hash: varchar("hash", { length: 24 }).notNull(),
    variant: varchar("variant", { length: 10 }).notNull(),
    contentType: varchar("content_type", { length: 20 }).notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    content: bytea("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.hash, t.variant] })],
);
