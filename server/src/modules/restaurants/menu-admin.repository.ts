import { and, asc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../platform/database.js";
import { menuCategories, menuItems, modifierGroups, modifierOptions } from "../../db/schema/index.js";

export type CategoryRow = typeof menuCategories.$inferSelect;

export async function listCategories(db: Db, restaurantId: string): Promise<CategoryRow[]> {
  return db.select().from(menuCategories).where(eq(menuCategories.restaurantId, restaurantId)).orderBy(asc(menuCategories.position), asc(menuCategories.name));
}

export async function listItems(db: Db, restaurantId: string) {
  return db.select().from(menuItems).where(eq(menuItems.restaurantId, restaurantId)).orderBy(asc(menuItems.name));
}

export async function findCategory(db: Db, restaurantId: string, id: string): Promise<CategoryRow | null> {
  const [row] = await db.select().from(menuCategories).where(and(eq(menuCategories.id, id), eq(menuCategories.restaurantId, restaurantId)));
  return row ?? null;
}

export async function findItem(db: Db, restaurantId: string, id: string) {
  const [row] = await db.select().from(menuItems).where(and(eq(menuItems.id, id), eq(menuItems.restaurantId, restaurantId)));
  return row ?? null;
}

/** Appends a category at the end; null when the restaurant already has one of that name (any case). */
export async function insertCategory(db: Db, restaurantId: string, name: string, course: string): Promise<CategoryRow | null> {
  const [row] = await db
    .insert(menuCategories)
    .values({
      restaurantId,
      name,
      course,
      position: sql`(select coalesce(max(position) + 1, 0) from menu_categories where restaurant_id = ${restaurantId})`,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function updateCategory(db: Db, restaurantId: string, id: string, patch: { name: string; course: string }) {
  const [row] = await db.update(menuCategories).set(patch).where(and(eq(menuCategories.id, id), eq(menuCategories.restaurantId, restaurantId))).returning();
  if (row) await db.update(menuItems).set({ category: patch.course }).where(eq(menuItems.categoryId, id));
  return row ?? null;
}

export async function countItemsIn(db: Db, categoryId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(menuItems).where(eq(menuItems.categoryId, categoryId));
  return Number(row?.n ?? 0);
}

export async function deleteCategory(db: Db, restaurantId: string, id: string): Promise<boolean> {
  const rows = await db.delete(menuCategories).where(and(eq(menuCategories.id, id), eq(menuCategories.restaurantId, restaurantId))).returning({ id: menuCategories.id });
  return rows.length > 0;
}

export async function setCategoryPositions(db: Db, restaurantId: string, ids: readonly string[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await db.update(menuCategories).set({ position }).where(and(eq(menuCategories.id, id), eq(menuCategories.restaurantId, restaurantId)));
  }
}

export type ItemValues = Omit<typeof menuItems.$inferInsert, "id" | "restaurantId">;

export async function insertItem(db: Db, restaurantId: string, values: ItemValues) {
  const [row] = await db.insert(menuItems).values({ ...values, restaurantId }).returning();
  return row!;
}

export async function updateItem(db: Db, restaurantId: string, id: string, values: Partial<ItemValues>) {
  const [row] = await db.update(menuItems).set(values).where(and(eq(menuItems.id, id), eq(menuItems.restaurantId, restaurantId))).returning();
  return row ?? null;
}

type GroupInput = { id?: string | undefined; name: string; minSelect: number; maxSelect: number; options: Array<{ id?: string | undefined; name: string; priceDeltaCents: number; available: boolean }> };

/**
 * Makes a dish's groups exactly `groups`, in order: those sent with an id of this dish are updated in place (so carts
 * holding their options stay valid), new ones inserted, the rest deleted. False when an id is not this dish's.
 */
export async function replaceModifierGroups(tx: Db, itemId: string, groups: readonly GroupInput[]): Promise<boolean> {
  const existing = await tx.select({ id: modifierGroups.id }).from(modifierGroups).where(eq(modifierGroups.menuItemId, itemId));
  const ownGroups = new Set(existing.map((g) => g.id));
  const ownOptions = new Set(
    existing.length === 0
      ? []
      : (await tx.select({ id: modifierOptions.id }).from(modifierOptions).where(inArray(modifierOptions.groupId, [...ownGroups]))).map((o) => o.id),
  );
  if (groups.some((g) => (g.id && !ownGroups.has(g.id)) || g.options.some((o) => o.id && !ownOptions.has(o.id)))) return false;
  const keptGroups = groups.flatMap((g) => (g.id ? [g.id] : []));
  await tx.delete(modifierGroups).where(keptGroups.length ? and(eq(modifierGroups.menuItemId, itemId), notInArray(modifierGroups.id, keptGroups)) : eq(modifierGroups.menuItemId, itemId));
  for (const [position, g] of groups.entries()) {
    const values = { name: g.name, minSelect: g.minSelect, maxSelect: g.maxSelect, position };
    let groupId = g.id;
    if (groupId) await tx.update(modifierGroups).set(values).where(eq(modifierGroups.id, groupId));
    else groupId = (await tx.insert(modifierGroups).values({ ...values, menuItemId: itemId }).returning({ id: modifierGroups.id }))[0]!.id;
    const keptOptions = g.options.flatMap((o) => (o.id ? [o.id] : []));
    await tx
      .delete(modifierOptions)
      .where(keptOptions.length ? and(eq(modifierOptions.groupId, groupId), notInArray(modifierOptions.id, keptOptions)) : eq(modifierOptions.groupId, groupId));
    for (const [optionPosition, o] of g.options.entries()) {
      const option = { name: o.name, priceDeltaCents: o.priceDeltaCents, available: o.available, position: optionPosition };
      if (o.id) await tx.update(modifierOptions).set(option).where(eq(modifierOptions.id, o.id));
      else await tx.insert(modifierOptions).values({ ...option, groupId });
    }
  }
  return true;
}
