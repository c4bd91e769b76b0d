import type { z } from "zod";
import {
  STOCK_MAX,
  type Inventory,
  type IngredientView,
  type ingredientInputSchema,
  type newIngredientSchema,
  type portionsInputSchema,
  type recipeInputSchema,
  type stockAdjustmentSchema,
} from "@tavola/contracts";
import type { Db } from "../../platform/database.js";
import { AppError, forbidden, notFound } from "../../platform/errors.js";
import { publish } from "../../platform/events.js";
import type { SessionUser } from "../../platform/session.js";
import { findRestaurant, listMenu, modifierGroupsByItem, staffRestaurantIds, staffRoleAt, type RestaurantRow } from "../restaurants/index.js";
import {
  heldPortions,
  insertIngredient,
  insertMovements,
  listIngredients,
  lockIngredient,
  optionRecipesOf,
  portionsOf,
  recentMovements,
  recipesOf,
  replaceRecipe,
  setPortions,
  updateIngredient,
  type IngredientRow,
} from "./inventory.repository.js";
import { inventoryTopic, refreshSoldOut } from "./stock-take.js";

const MANAGERS = ["owner", "manager"];
const MOVEMENTS_SHOWN = 50;

/**
 * The restaurant whose stock a user runs: its owner or a manager on its team. Staff, other teams, executives and
 * everyone else get 403 — the same answer whether or not the restaurant exists.
 */
export async function resolveInventoryManager(db: Db, user: SessionUser, restaurantId: string): Promise<RestaurantRow> {
  const role = await staffRoleAt(db, user.userId, restaurantId);
  if (!role || !MANAGERS.includes(role)) throw forbidden("Only the restaurant's owner or a manager can manage its inventory");
  const restaurant = await findRestaurant(db, restaurantId);
  if (!restaurant) throw notFound("Restaurant not found");
  return restaurant;
}

/** The restaurants whose inventory the user may manage (the screen opens on the first). */
export async function managedRestaurants(db: Db, user: SessionUser): Promise<Array<{ id: string; name: string }>> {
  const out: Array<{ id: string; name: string }> = [];
  for (const id of await staffRestaurantIds(db, user.userId)) {
    const role = await staffRoleAt(db, user.userId, id);
    const r = role && MANAGERS.includes(role) ? await findRestaurant(db, id) : null;
    if (r) out.push({ id: r.id, name: r.name });
  }
  return out.sort((a, b) => a.name.localeCompare(b.name));
}

const toIngredientView = (i: IngredientRow): IngredientView => ({
  id: i.id,
  name: i.name,
  unit: i.unit as IngredientView["unit"],
  onHand: i.onHand,
  lowThreshold: i.lowThreshold,
  parLevel: i.parLevel,
  supplier: i.supplier,
  low: i.onHand <= i.lowThreshold,
});

export async function getInventory(db: Db, restaurant: RestaurantRow, now = new Date()): Promise<Inventory> {
  const [ingredients, menu, portions, held, movements] = await Promise.all([
    listIngredients(db, restaurant.id),
    listMenu(db, restaurant.id),
    portionsOf(db, restaurant.id),
    heldPortions(db, restaurant.id, now),
    recentMovements(db, restaurant.id, MOVEMENTS_SHOWN),
  ]);
  const ids = menu.map((m) => m.id);
  const [recipes, groups] = await Promise.all([recipesOf(db, ids), modifierGroupsByItem(db, ids)]);
  const options = [...groups.values()].flat().flatMap((g) => g.options.map((o) => ({ optionId: o.id, groupName: g.name, name: o.name })));
  const optionRecipes = await optionRecipesOf(db, options.map((o) => o.optionId));
  const left = new Map(portions.map((p) => [p.menuItemId, p.portionsLeft]));
  return {
    restaurantId: restaurant.id,
    restaurantName: restaurant.name,
    ingredients: ingredients.map(toIngredientView),
    dishes: menu.map((m) => ({
      menuItemId: m.id,
      name: m.name,
      category: m.category,
      available: m.available,
      soldOut: m.soldOut,
      portionsLeft: left.get(m.id) ?? null,
      portionsHeld: held.get(m.id) ?? 0,
      recipe: recipes.filter((r) => r.menuItemId === m.id).map((r) => ({ ingredientId: r.ingredientId, quantity: r.quantity })),
      options: (groups.get(m.id) ?? []).flatMap((g) =>
        g.options.map((o) => ({
          optionId: o.id,
          groupName: g.name,
          name: o.name,
          recipe: optionRecipes.filter((r) => r.optionId === o.id).map((r) => ({ ingredientId: r.ingredientId, quantity: r.quantity })),
        })),
      ),
    })),
    movements: movements.map((m) => ({
      id: m.id,
      at: new Date(m.at).toISOString(),
      kind: m.kind,
      subject: m.subject,
      unit: m.unit,
      delta: m.delta,
      balance: m.balance,
      reason: m.reason,
      orderReference: m.order_reference,
      actorName: m.actor_name,
    })),
  };
}

const duplicate = (name: string) => new AppError("conflict", `There is already an ingredient called ${name}`, { name: [`There is already an ingredient called ${name}`] });

export async function addIngredient(db: Db, restaurant: RestaurantRow, user: SessionUser, input: z.output<typeof newIngredientSchema>): Promise<IngredientView> {
  return db.transaction(async (tx) => {
    const row = await insertIngredient(tx, { restaurantId: restaurant.id, ...input });
    if (!row) throw duplicate(input.name);
    await insertMovements(tx, restaurant.id, [
      { kind: "count", ingredientId: row.id, subject: row.name, unit: row.unit, delta: row.onHand, balance: row.onHand, reason: "Opening count", actorId: user.userId },
    ]);
    await publish(tx, { topics: [inventoryTopic(restaurant.id)], type: "stock", data: {} });
    return toIngredientView(row);
  });
}

export async function editIngredient(db: Db, restaurant: RestaurantRow, id: string, input: z.output<typeof ingredientInputSchema>): Promise<IngredientView> {
  return db.transaction(async (tx) => {
    const clash = (await listIngredients(tx, restaurant.id)).find((i) => i.id !== id && i.name.toLowerCase() === input.name.toLowerCase());
    if (clash) throw duplicate(input.name);
    const row = await updateIngredient(tx, restaurant.id, id, input);
    if (!row) throw notFound("Ingredient not found");
    await publish(tx, { topics: [inventoryTopic(restaurant.id)], type: "stock", data: {} });
    return toIngredientView(row);
  });
}

/**
 * A stock count, a delivery or waste, with its reason, as one ledger entry — under the ingredient's row lock, the
 * one every sale takes, so a count never loses a sale made meanwhile. A restock brings 86'd dishes back at once.
 */
export async function adjustStock(db: Db, restaurant: RestaurantRow, user: SessionUser, id: string, input: z.output<typeof stockAdjustmentSchema>): Promise<IngredientView> {
  return db.transaction(async (tx) => {
    const row = await lockIngredient(tx, restaurant.id, id);
    if (!row) throw notFound("Ingredient not found");
    const next = input.kind === "count" ? input.quantity : input.kind === "received" ? row.onHand + input.quantity : row.onHand - input.quantity;
    if (next < 0) throw new AppError("unprocessable", `Only ${row.onHand} ${row.unit} in stock`, { quantity: [`Only ${row.onHand} ${row.unit} in stock`] });
    if (next > STOCK_MAX) throw new AppError("unprocessable", "Stock is at most 10,000,000", { quantity: ["Stock is at most 10,000,000"] });
    const updated = (await updateIngredient(tx, restaurant.id, id, { onHand: next }))!;
    await insertMovements(tx, restaurant.id, [
      { kind: input.kind, ingredientId: id, subject: row.name, unit: row.unit, delta: next - row.onHand, balance: next, reason: input.reason, actorId: user.userId },
    ]);
    await refreshSoldOut(tx, restaurant.id, { ingredientIds: [id], menuItemIds: [] });
    await publish(tx, { topics: [inventoryTopic(restaurant.id)], type: "stock", data: {} });
    return toIngredientView(updated);
  });
}

const dishOf = async (db: Db, restaurant: RestaurantRow, menuItemId: string) => {
  const dish = (await listMenu(db, restaurant.id)).find((m) => m.id === menuItemId);
  if (!dish) throw notFound("Dish not found");
  return dish;
};

/** Replaces a dish's recipe and its options' additions; every ingredient and option must be this restaurant's and this dish's. */
export async function saveRecipe(db: Db, restaurant: RestaurantRow, menuItemId: string, input: z.output<typeof recipeInputSchema>): Promise<Inventory> {
  await db.transaction(async (tx) => {
    await dishOf(tx, restaurant, menuItemId);
    const mine = new Set((await listIngredients(tx, restaurant.id)).map((i) => i.id));
    const optionIds = ((await modifierGroupsByItem(tx, [menuItemId])).get(menuItemId) ?? []).flatMap((g) => g.options.map((o) => o.id));
    const all = [...input.lines, ...input.options.flatMap((o) => o.lines)];
    if (all.some((l) => !mine.has(l.ingredientId))) throw new AppError("unprocessable", "Choose this restaurant's ingredients", { lines: ["Choose this restaurant's ingredients"] });
    if (input.options.some((o) => !optionIds.includes(o.optionId))) throw new AppError("unprocessable", "Choose this dish's options", { options: ["Choose this dish's options"] });
    const unique = (lines: ReadonlyArray<{ ingredientId: string }>) => new Set(lines.map((l) => l.ingredientId)).size === lines.length;
    if (!unique(input.lines) || !input.options.every((o) => unique(o.lines))) {
      throw new AppError("invalid", "List each ingredient once", { lines: ["List each ingredient once"] });
    }
    await replaceRecipe(tx, menuItemId, input.lines, input.options, optionIds);
    await refreshSoldOut(tx, restaurant.id, { ingredientIds: [], menuItemIds: [menuItemId] });
  });
  return getInventory(db, restaurant);
}

/** Counts a limited dish's portions (or stops counting it, with null); the change is a ledger entry. */
export async function setDishPortions(db: Db, restaurant: RestaurantRow, user: SessionUser, menuItemId: string, input: z.output<typeof portionsInputSchema>): Promise<Inventory> {
  await db.transaction(async (tx) => {
    const dish = await dishOf(tx, restaurant, menuItemId);
    const before = await setPortions(tx, restaurant.id, menuItemId, input.portions);
    const balance = input.portions ?? 0;
    await insertMovements(tx, restaurant.id, [
      {
        kind: "portions",
        menuItemId,
        subject: dish.name,
        unit: "portions",
        delta: input.portions === null ? 0 : balance - (before ?? 0),
        balance,
        reason: input.reason || (input.portions === null ? "No longer counted" : "Portions set"),
        actorId: user.userId,
      },
    ]);
    await refreshSoldOut(tx, restaurant.id, { ingredientIds: [], menuItemIds: [menuItemId] });
    await publish(tx, { topics: [inventoryTopic(restaurant.id)], type: "stock", data: {} });
  });
  return getInventory(db, restaurant);
}

