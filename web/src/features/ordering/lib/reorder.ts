import { checkModifierSelection, type MenuItem, type Order } from "@tavola/contracts";
import type { CartLine } from "../cart/cart";

export type ReorderPlan = {
  lines: CartLine[];
  /** Names of the order's dishes that are off the menu or unavailable now. */
  skipped: string[];
};

/**
 * A past order's dishes as a new cart, against today's menu: current names and prices, and only what the
 * kitchen can still make. The server re-prices at checkout anyway; this keeps the cart's estimate honest.
 */
export function planReorder(order: Pick<Order, "items">, menu: readonly MenuItem[]): ReorderPlan {
  const byId = new Map(menu.map((m) => [m.id, m]));
  const lines: CartLine[] = [];
  const skipped: string[] = [];
  for (const item of order.items) {
    const current = byId.get(item.menuItemId);
    if (!current?.available) {
      if (!skipped.includes(item.name)) skipped.push(item.name);
      continue;
    }
    // The options ordered come along: priced at today's deltas; a choice that no longer fits the dish's groups is skipped.
    const optionIds = item.modifiers?.map((m) => m.optionId) ?? [];
    const groups = current.modifierGroups ?? [];
    if (optionIds.length === 0 && groups.length === 0) {
      lines.push({ menuItemId: current.id, name: current.name, unitPriceCents: current.priceCents, quantity: item.quantity });
      continue;
    }
    const verdict = checkModifierSelection(current.priceCents, groups, optionIds);
    if (!verdict.ok) {
      if (!skipped.includes(item.name)) skipped.push(item.name);
      continue;
    }
    lines.push({
      menuItemId: current.id,
      name: current.name,
      unitPriceCents: current.priceCents + verdict.deltaCents,
      quantity: item.quantity,
      modifierOptionIds: verdict.chosen.map((c) => c.optionId),
      modifiers: verdict.chosen.map((c) => ({ name: c.name, priceDeltaCents: c.priceDeltaCents })),
    });
  }
  return { lines, skipped };
}

/** "Tiramisù" / "Tiramisù and Branzino" / "A, B and C". */
export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}
