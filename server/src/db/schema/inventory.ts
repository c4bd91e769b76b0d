import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, smallint, timestamp, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { menuItems, modifierOptions, restaurants } from "./restaurants.js";

/**
 * Owned by the inventory module. Quantities are whole units of the ingredient's unit (g, ml, each). Stock never
 * goes negative: the checks refuse it in the database, and sales take it with guarded updates under row locks.
 */
export const ingredients = pgTable(
  "ingredients",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    restaurantId: uuid("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    name: varchar("name", { length: 80 }).notNull(),
    unit: varchar("unit", { length: 8 }).notNull(),
    onHand: integer("on_hand").notNull().default(0),
    /** At or under this, the ingredient shows as low stock. */
    lowThreshold: integer("low_threshold").notNull().default(0),
    /** What a full shelf holds (the reorder target). */
    parLevel: integer("par_level").notNull().default(0),
    supplier: varchar("supplier", { length: 120 }).notNull().default(""),
  },
  (t) => [
    uniqueIndex("ingredients_name_idx").on(t.restaurantId, sql`lower(${t.name})`),
    check("ingredients_on_hand_nonnegative", sql`${t.onHand} >= 0`),
    check("ingredients_levels_nonnegative", sql`${t.lowThreshold} >= 0 and ${t.parLevel} >= 0`),
    check("ingredients_unit_known", sql`${t.unit} in ('g','ml','each')`),
  ],
);

/** A dish's recipe: per portion, this much of each ingredient. */
export const recipeLines = pgTable(
  "recipe_lines",
  {
    menuItemId: uuid("menu_item_id")
      .notNull()
      .references(() => menuItems.id, { onDelete: "cascade" }),
    ingredientId: uuid("ingredient_id")
      .notNull()
      .references(() => ingredients.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
  },
  (t) => [primaryKey({ columns: [t.menuItemId, t.ingredientId] }), index("recipe_lines_ingredient_idx").on(t.ingredientId), check("recipe_lines_quantity_positive", sql`${t.quantity} > 0`)],
);

/** What choosing an option adds to a portion (Extra mozzarella: 40 g of mozzarella). */
export const optionRecipeLines = pgTable(
  "option_recipe_lines",
  {
    optionId: uuid("option_id")
      .notNull()
      .references(() => modifierOptions.id, { onDelete: "cascade" }),
    ingredientId: uuid("ingredient_id")
      .notNull()
      .references(() => ingredients.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
  },
  (t) => [primaryKey({ columns: [t.optionId, t.ingredientId] }), index("option_recipe_lines_ingredient_idx").on(t.ingredientId), check("option_recipe_lines_quantity_positive", sql`${t.quantity} > 0`)],
);

/** A limited dish's portions left (Toast's item count); no row means not counted. */
export const dishPortions = pgTable(
  "dish_portions",
  {
    menuItemId: uuid("menu_item_id")
      .primaryKey()
      .references(() => menuItems.id, { onDelete: "cascade" }),
    restaurantId: uuid("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    portionsLeft: integer("portions_left").notNull(),
  },
  (t) => [check("dish_portions_nonnegative", sql`${t.portionsLeft} >= 0`)],
);

/**
 * Every stock change, append-only (the migration's triggers refuse UPDATE, DELETE and TRUNCATE): an ingredient's
 * or a dish's portions', with the balance after it, why, the order it was for and who made it. No foreign keys on
 * purpose (as the audit log): history outlives what it names, which is why the subject's name is copied in.
 */
export const stockMovements = pgTable(
  "stock_movements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    restaurantId: uuid("restaurant_id").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    kind: varchar("kind", { length: 16 }).notNull(),
    ingredientId: uuid("ingredient_id"),
    menuItemId: uuid("menu_item_id"),
    /** The subject's name and unit then, so history reads the same after a rename or removal. */
    subject: varchar("subject", { length: 80 }).notNull(),
    unit: varchar("unit", { length: 8 }).notNull(),
    delta: integer("delta").notNull(),
    balance: integer("balance").notNull(),
    reason: varchar("reason", { length: 200 }).notNull().default(""),
    orderId: uuid("order_id"),
    actorId: uuid("actor_id"),
    /** The POS course a hold is for (a held course's stock stays reserved until it is fired); null otherwise. */
    course: smallint("course"),
  },
  (t) => [
    index("stock_movements_restaurant_idx").on(t.restaurantId, t.at.desc()),
    index("stock_movements_order_idx").on(t.orderId),
    check("stock_movements_kind_known", sql`${t.kind} in ('sale','reserve','release','count','received','waste','portions')`),
    check("stock_movements_one_subject", sql`(${t.ingredientId} is null) <> (${t.menuItemId} is null)`),
  ],
);

/** A purchase order to a supplier: draft → sent → partially_received → received, closed by hand (any time after sending). */
export const purchaseOrders = pgTable(
  "purchase_orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    restaurantId: uuid("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    /** PO-1, PO-2… per restaurant (numbered under the restaurant's advisory lock). */
    number: integer("number").notNull(),
    supplier: varchar("supplier", { length: 120 }).notNull(),
    supplierEmail: varchar("supplier_email", { length: 254 }).notNull(),
    note: varchar("note", { length: 500 }).notNull().default(""),
    status: varchar("status", { length: 20 }).notNull().default("draft"),
    createdBy: uuid("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("purchase_orders_number_idx").on(t.restaurantId, t.number),
    check("purchase_orders_status_known", sql`${t.status} in ('draft','sent','partially_received','received','closed')`),
  ],
);

/**
 * A line: the ingredient's name and unit copied in (the document reads the same after a rename), how much was
 * ordered and how much has arrived; the check keeps received within ordered whatever races.
 */
export const purchaseOrderLines = pgTable(
  "purchase_order_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    purchaseOrderId: uuid("purchase_order_id")
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: "cascade" }),
    ingredientId: uuid("ingredient_id").references(() => ingredients.id, { onDelete: "set null" }),
    position: integer("position").notNull(),
    name: varchar("name", { length: 80 }).notNull(),
    unit: varchar("unit", { length: 8 }).notNull(),
    quantity: integer("quantity").notNull(),
    received: integer("received").notNull().default(0),
    unitCostCents: integer("unit_cost_cents").notNull(),
  },
  (t) => [
    index("purchase_order_lines_po_idx").on(t.purchaseOrderId),
    check("purchase_order_lines_quantity_positive", sql`${t.quantity} > 0`),
    check("purchase_order_lines_received_range", sql`${t.received} >= 0 and ${t.received} <= ${t.quantity}`),
    check("purchase_order_lines_cost_nonnegative", sql`${t.unitCostCents} >= 0`),
  ],
);

/**
 * A stock count (the bulk count sheet): opened with every ingredient's expected stock at that moment, submitted once.
 * The lines keep what was expected at open, what was counted and the adjustment applied, so the count can be read
 * back; the stock itself moves only through `stock_movements` (kind `count`).
 */
export const stockCounts = pgTable(
  "stock_counts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    restaurantId: uuid("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    openedBy: uuid("opened_by"),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull().defaultNow(),
    status: varchar("status", { length: 12 }).notNull().default("open"),
    submittedBy: uuid("submitted_by"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
  },
  (t) => [index("stock_counts_restaurant_idx").on(t.restaurantId, t.openedAt.desc()), check("stock_counts_status_known", sql`${t.status} in ('open','submitted')`)],
);

export const stockCountLines = pgTable(
  "stock_count_lines",
  {
    countId: uuid("count_id")
      .notNull()
      .references(() => stockCounts.id, { onDelete: "cascade" }),
    ingredientId: uuid("ingredient_id")
      .notNull()
      .references(() => ingredients.id, { onDelete: "cascade" }),
    /** The ingredient's stock when the sheet was opened. */
    expected: integer("expected").notNull(),
    counted: integer("counted"),
    /** What the count moved the stock by (counted − expected, floored so stock never goes below 0). */
    applied: integer("applied"),
  },
  (t) => [primaryKey({ columns: [t.countId, t.ingredientId] }), check("stock_count_lines_counted_nonnegative", sql`${t.counted} is null or ${t.counted} >= 0`)],
);
