import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { StockMovementKind } from "@tavola/contracts";
import { queryRows, type Db } from "../../platform/database.js";
import { dishPortions, ingredients, optionRecipeLines, recipeLines, stockMovements } from "../../db/schema/index.js";

export type IngredientRow = typeof ingredients.$inferSelect;

export type NewMovement = {
  kind: StockMovementKind;
  ingredientId?: string;
  menuItemId?: string;
  subject: string;
  unit: string;
  delta: number;
  balance: number;
  reason?: string;
  orderId?: string | null;
  actorId?: string | null;
  course?: number | null;
};

export async function insertMovements(tx: Db, restaurantId: string, rows: readonly NewMovement[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(stockMovements).values(
    rows.map((m) => ({
      restaurantId,
      kind: m.kind,
      ingredientId: m.ingredientId ?? null,
      menuItemId: m.menuItemId ?? null,
      subject: m.subject,
      unit: m.unit,
      delta: m.delta,
      balance: m.balance,
      reason: m.reason ?? "",
      orderId: m.orderId ?? null,
      actorId: m.actorId ?? null,
      course: m.course ?? null,
    })),
  );
}

export async function listIngredients(db: Db, restaurantId: string): Promise<IngredientRow[]> {
  return db.select().from(ingredients).where(eq(ingredients.restaurantId, restaurantId)).orderBy(asc(sql`lower(${ingredients.name})`));
}

export async function findIngredient(db: Db, restaurantId: string, id: string): Promise<IngredientRow | null> {
  const [row] = await db.select().from(ingredients).where(and(eq(ingredients.restaurantId, restaurantId), eq(ingredients.id, id)));
  return row ?? null;
}

/** The ingredient's row, locked for a counted adjustment (the same row lock a sale takes). */
export async function lockIngredient(tx: Db, restaurantId: string, id: string): Promise<IngredientRow | null> {
  const [row] = await tx.select().from(ingredients).where(and(eq(ingredients.restaurantId, restaurantId), eq(ingredients.id, id))).for("update");
  return row ?? null;
}

/** Inserts an ingredient; null when the restaurant already has one of that name (any case). */
export async function insertIngredient(db: Db, values: typeof ingredients.$inferInsert): Promise<IngredientRow | null> {
  const rows = await db.insert(ingredients).values(values).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export async function updateIngredient(db: Db, restaurantId: string, id: string, patch: Partial<typeof ingredients.$inferInsert>): Promise<IngredientRow | null> {
  const rows = await db.update(ingredients).set(patch).where(and(eq(ingredients.restaurantId, restaurantId), eq(ingredients.id, id))).returning();
  return rows[0] ?? null;
}

export async function recipesOf(db: Db, menuItemIds: readonly string[]) {
  if (menuItemIds.length === 0) return [];
  return db.select().from(recipeLines).where(inArray(recipeLines.menuItemId, [...menuItemIds]));
}

export async function optionRecipesOf(db: Db, optionIds: readonly string[]) {
  if (optionIds.length === 0) return [];
  return db.select().from(optionRecipeLines).where(inArray(optionRecipeLines.optionId, [...optionIds]));
}

/** Replaces a dish's recipe and its options' lines (the caller checked every id belongs to the restaurant). */
export async function replaceRecipe(
  tx: Db,
  menuItemId: string,
  lines: ReadonlyArray<{ ingredientId: string; quantity: number }>,
  options: ReadonlyArray<{ optionId: string; lines: ReadonlyArray<{ ingredientId: string; quantity: number }> }>,
  allOptionIds: readonly string[],
): Promise<void> {
  await tx.delete(recipeLines).where(eq(recipeLines.menuItemId, menuItemId));
  if (lines.length) await tx.insert(recipeLines).values(lines.map((l) => ({ menuItemId, ...l })));
  if (allOptionIds.length) await tx.delete(optionRecipeLines).where(inArray(optionRecipeLines.optionId, [...allOptionIds]));
  const optionRows = options.flatMap((o) => o.lines.map((l) => ({ optionId: o.optionId, ...l })));
  if (optionRows.length) await tx.insert(optionRecipeLines).values(optionRows);
}

export async function portionsOf(db: Db, restaurantId: string) {
  return db.select().from(dishPortions).where(eq(dishPortions.restaurantId, restaurantId));
}

/** Sets (or, with null, stops counting) a dish's portions under the row's lock; answers the balance before. */
export async function setPortions(tx: Db, restaurantId: string, menuItemId: string, portions: number | null): Promise<number | null> {
  const [before] = await tx.select().from(dishPortions).where(eq(dishPortions.menuItemId, menuItemId)).for("update");
  if (portions === null) {
    await tx.delete(dishPortions).where(eq(dishPortions.menuItemId, menuItemId));
  } else {
    await tx
      .insert(dishPortions)
      .values({ menuItemId, restaurantId, portionsLeft: portions })
      .onConflictDoUpdate({ target: dishPortions.menuItemId, set: { portionsLeft: portions } });
  }
  return before?.portionsLeft ?? null;
}

/**
 * Portions still held per dish (holds less what was given back): scheduled orders not yet cooked, and POS courses
 * held and not yet fired (their holds carry the course; firing gives the hold back as a sale).
 */
export async function heldPortions(db: Db, restaurantId: string, now: Date): Promise<Map<string, number>> {
  const rows = await queryRows<{ menu_item_id: string; held: number }>(db, sql`
    select s.menu_item_id, (-sum(s.delta))::int as held
    from stock_movements s join orders o on o.id = s.order_id
    where s.restaurant_id = ${restaurantId} and s.menu_item_id is not null and s.kind in ('reserve', 'release')
      and ((o.scheduled_for > ${now.toISOString()} and o.status in ('placed', 'accepted'))
           or (s.course is not null and o.status in ('placed', 'accepted', 'preparing', 'ready')))
    group by s.menu_item_id having sum(s.delta) < 0`);
  return new Map(rows.map((r) => [r.menu_item_id, r.held]));
}

export async function recentMovements(db: Db, restaurantId: string, limit: number) {
  return queryRows<{
    id: string;
    at: string | Date;
    kind: StockMovementKind;
    subject: string;
    unit: string;
    delta: number;
    balance: number;
    reason: string;
    order_reference: string | null;
    actor_name: string | null;
  }>(db, sql`
    select s.id, s.at, s.kind, s.subject, s.unit, s.delta, s.balance, s.reason,
           o.reference as order_reference, nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') as actor_name
    from stock_movements s
    left join orders o on o.id = s.order_id
    left join users u on u.id = s.actor_id
    where s.restaurant_id = ${restaurantId}
    order by s.at desc, s.id desc
    limit ${limit}`);
}
