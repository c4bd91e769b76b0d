import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../platform/database.js";
import { dishPortions, ingredients, menuCategories, menuItems, modifierGroups, modifierOptions, optionRecipeLines, recipeLines, restaurants, stockMovements, users } from "./schema/index.js";
import { seedOnce } from "./seed-marker.js";
import { DEMO_EMAIL_DOMAIN } from "./seed-data.js";

/**
 * Inventory's demo (issue 19) at Trattoria Bellini, under its own marker, so `/inventory-management` is alive on the
 * day it is opened: ingredients with yesterday's closing count and this morning's delivery, recipes for the dishes
 * (the Quattro Formaggi's Prosciutto and Mushrooms extras add theirs), basil and sea bass already under their
 * low-stock levels, and today's batch of cannoli counted in portions. Stock is generous enough that the demo's
 * journeys never 86 a dish by accident; the owner 86es one by setting its portions or counting a shelf.
 */
const KEY = "seed_inventory";
const VERSION = "1";
const HOUR = 3_600_000;

// name, unit, yesterday's count, this morning's delivery, low-stock level, par level, supplier
const INGREDIENTS = [
  ["Pizza dough", "g", 9_000, 6_000, 3_000, 16_000, "Molino Caputo"],
  ["Fior di latte", "g", 4_000, 4_000, 1_500, 8_000, "Caseificio Lombardi"],
  ["San Marzano tomatoes", "g", 6_000, 0, 2_000, 10_000, "Greco Imports"],
  ["Basil", "g", 240, 0, 300, 600, "Greenmarket Farms"],
  ["Burrata", "each", 10, 12, 6, 24, "Caseificio Lombardi"],
  ["Ragù", "g", 6_000, 0, 2_000, 8_000, ""],
  ["Tagliatelle", "g", 3_000, 2_000, 1_000, 6_000, ""],
  ["Sea bass", "each", 9, 0, 10, 20, "Blue Harbor Fish"],
  ["Mascarpone", "g", 1_500, 2_000, 800, 4_000, "Caseificio Lombardi"],
  ["Savoiardi", "each", 120, 0, 40, 200, "Greco Imports"],
  ["Espresso", "ml", 3_000, 0, 500, 3_000, ""],
  ["Gorgonzola", "g", 1_800, 0, 500, 3_000, "Caseificio Lombardi"],
  ["Prosciutto", "g", 1_200, 0, 400, 2_000, "Salumeria Rosi"],
  ["Mushrooms", "g", 1_500, 0, 400, 2_000, "Greenmarket Farms"],
] as const;

// dish → [ingredient, quantity per portion]
const RECIPES: Record<string, ReadonlyArray<readonly [string, number]>> = {
  "Margherita DOP": [["Pizza dough", 250], ["Fior di latte", 120], ["San Marzano tomatoes", 100], ["Basil", 4]],
  "Burrata & Heirloom Tomatoes": [["Burrata", 1], ["San Marzano tomatoes", 60], ["Basil", 2]],
  "Tagliatelle al Ragù": [["Tagliatelle", 120], ["Ragù", 180]],
  "Branzino al Forno": [["Sea bass", 1]],
  "Tiramisù": [["Mascarpone", 80], ["Savoiardi", 4], ["Espresso", 30]],
  "Pizza Quattro Formaggi": [["Pizza dough", 250], ["Fior di latte", 80], ["Gorgonzola", 50]],
};
const OPTION_RECIPES: Record<string, readonly [string, number]> = { Prosciutto: ["Prosciutto", 40], Mushrooms: ["Mushrooms", 50] };
const LIMITED = { dish: "Cannoli", portions: 24 };

export async function seedInventory(db: Db, now = Date.now()): Promise<boolean> {
  return seedOnce(db, KEY, VERSION, async (tx) => {
    const [bellini] = await tx.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.slug, "trattoria-bellini"));
    if (!bellini) return;
    const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.email, `restaurant-owner@${DEMO_EMAIL_DOMAIN}`));
    const closing = new Date(now - 14 * HOUR);
    const delivered = new Date(now - 3 * HOUR);
    const ids = new Map<string, string>();
    for (const [name, unit, counted, received, lowThreshold, parLevel, supplier] of INGREDIENTS) {
      const [row] = await tx
        .insert(ingredients)
        .values({ restaurantId: bellini.id, name, unit, onHand: counted + received, lowThreshold, parLevel, supplier })
        .onConflictDoNothing()
        .returning();
      if (!row) continue;
      ids.set(name, row.id);
      const movements: Array<{ kind: string; delta: number; balance: number; reason: string; at: Date }> = [{ kind: "count", delta: counted, balance: counted, reason: "Closing count", at: closing }];
      if (received > 0) movements.push({ kind: "received", delta: received, balance: counted + received, reason: `Delivery${supplier ? ` from ${supplier}` : ""}`, at: delivered });
      await tx.insert(stockMovements).values(movements.map((m) => ({ ...m, restaurantId: bellini.id, ingredientId: row.id, subject: name, unit, actorId: owner?.id ?? null })));
    }
    const dishes = await tx.select({ id: menuItems.id, name: menuItems.name }).from(menuItems).where(eq(menuItems.restaurantId, bellini.id));
    const dishId = new Map(dishes.map((d) => [d.name, d.id]));
    for (const [dish, lines] of Object.entries(RECIPES)) {
      const id = dishId.get(dish);
      const rows = lines.flatMap(([name, quantity]) => (id && ids.has(name) ? [{ menuItemId: id, ingredientId: ids.get(name)!, quantity }] : []));
      if (rows.length) await tx.insert(recipeLines).values(rows).onConflictDoNothing();
    }
    const pizza = dishId.get("Pizza Quattro Formaggi");
    if (pizza) {
      const options = await tx
        .select({ id: modifierOptions.id, name: modifierOptions.name })
        .from(modifierOptions)
        .innerJoin(modifierGroups, eq(modifierGroups.id, modifierOptions.groupId))
        .where(and(eq(modifierGroups.menuItemId, pizza), inArray(modifierOptions.name, Object.keys(OPTION_RECIPES))));
      const rows = options.flatMap((o) => {
        const [name, quantity] = OPTION_RECIPES[o.name]!;
        return ids.has(name) ? [{ optionId: o.id, ingredientId: ids.get(name)!, quantity }] : [];
      });
      if (rows.length) await tx.insert(optionRecipeLines).values(rows).onConflictDoNothing();
    }
    const limited = dishId.get(LIMITED.dish);
    if (limited) {
      await tx.insert(dishPortions).values({ menuItemId: limited, restaurantId: bellini.id, portionsLeft: LIMITED.portions }).onConflictDoNothing();
      await tx.insert(stockMovements).values({
        restaurantId: bellini.id, kind: "portions", menuItemId: limited, subject: LIMITED.dish, unit: "portions",
        delta: LIMITED.portions, balance: LIMITED.portions, reason: "Today's batch", at: delivered, actorId: owner?.id ?? null,
      });
    }
  });
}

/**
 * Item schedules' demo, under its own marker: Maison Lumière serves a Croque Madame for breakfast, 07:00–11:00 on
 * its own clock, so /order shows it with its hours (orderable only then) and checkout refuses it outside them.
 */
export async function seedItemSchedules(db: Db): Promise<boolean> {
  return seedOnce(db, "seed_item_schedules", "1", async (tx) => {
    const [maison] = await tx.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.slug, "maison-lumiere"));
    if (!maison) return;
    const [mains] = await tx.select({ id: menuCategories.id }).from(menuCategories).where(and(eq(menuCategories.restaurantId, maison.id), eq(menuCategories.course, "mains")));
    await tx.insert(menuItems).values({
      restaurantId: maison.id, categoryId: mains?.id ?? null, category: "mains", name: "Croque Madame",
      description: "Ham, gruyère and béchamel on brioche, a fried egg on top; breakfast only", priceCents: 1650, rating: 4.7,
      prepMinutes: 12, station: "kitchen", servedFrom: "07:00", servedUntil: "11:00",
    });
  });
}
