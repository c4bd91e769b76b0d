import { asc, inArray } from "drizzle-orm";
import type { ModifierGroup } from "@tavola/contracts";
import type { Db } from "../../platform/database.js";
import { modifierGroups, modifierOptions } from "../../db/schema/index.js";

/** The modifier groups of some dishes, in menu order (groups by position, options by position), keyed by dish. */
export async function modifierGroupsByItem(db: Db, itemIds: readonly string[]): Promise<Map<string, ModifierGroup[]>> {
  const byItem = new Map<string, ModifierGroup[]>();
  if (itemIds.length === 0) return byItem;
  const groups = await db
    .select()
    .from(modifierGroups)
    .where(inArray(modifierGroups.menuItemId, [...itemIds]))
    .orderBy(asc(modifierGroups.position), asc(modifierGroups.name));
  if (groups.length === 0) return byItem;
  const options = await db
    .select()
    .from(modifierOptions)
    .where(
      inArray(
        modifierOptions.groupId,
        groups.map((g) => g.id),
      ),
    )
    .orderBy(asc(modifierOptions.position), asc(modifierOptions.name));
  for (const g of groups) {
    const list = byItem.get(g.menuItemId) ?? [];
    list.push({
      id: g.id,
      name: g.name,
      minSelect: g.minSelect,
      maxSelect: g.maxSelect,
      options: options
        .filter((o) => o.groupId === g.id)
        .map((o) => ({ id: o.id, name: o.name, priceDeltaCents: o.priceDeltaCents, available: o.available })),
    });
    byItem.set(g.menuItemId, list);
  }
  return byItem;
}
