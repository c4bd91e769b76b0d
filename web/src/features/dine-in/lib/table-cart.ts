import { checkModifierSelection, lineKey, type MenuItem, QUANTITY_MAX } from "@tavola/contracts";

/**
 * The table's cart before it goes to the kitchen: line key → quantity (prices come from the server). A line's key
 * is contracts' lineKey, the dish id followed by its chosen options' ids: a plain dish's key is its id.
 */
export type TableCart = ReadonlyMap<string, number>;

export function addToCart(cart: TableCart, key: string, quantity = 1): TableCart {
  const next = new Map(cart);
  next.set(key, Math.min(QUANTITY_MAX, (cart.get(key) ?? 0) + quantity));
  return next;
}

export function removeFromCart(cart: TableCart, key: string): TableCart {
  const next = new Map(cart);
  const quantity = (cart.get(key) ?? 0) - 1;
  if (quantity > 0) next.set(key, quantity);
  else next.delete(key);
  return next;
}

export const keyFor = (menuItemId: string, optionIds: readonly string[] = []) => lineKey(menuItemId, optionIds);

/** The lines as the order request takes them (options only where chosen). */
export const cartLines = (cart: TableCart) =>
  [...cart].map(([key, quantity]) => {
    const [menuItemId, ...modifierOptionIds] = key.split("|");
    return { menuItemId: menuItemId!, quantity, ...(modifierOptionIds.length ? { modifierOptionIds } : {}) };
  });
export const cartCount = (cart: TableCart) => [...cart.values()].reduce((a, b) => a + b, 0);

/** How many of a dish the cart holds, whatever its options. */
export const dishCount = (cart: TableCart, menuItemId: string) => cartLines(cart).reduce((n, l) => (l.menuItemId === menuItemId ? n + l.quantity : n), 0);

/**
 * The cart's lines with their menu items, each priced with its options (the estimate; the server prices the order);
 * a dish gone from the menu, or options that no longer fit it, drop out.
 */
export function tableCartLines(cart: TableCart, byId: ReadonlyMap<string, MenuItem>) {
  return cartLines(cart).flatMap((l) => {
    const item = byId.get(l.menuItemId);
    if (!item) return [];
    const verdict = checkModifierSelection(item.priceCents, item.modifierGroups ?? [], l.modifierOptionIds ?? []);
    if (!verdict.ok) return [];
    return [{ ...l, key: keyFor(l.menuItemId, l.modifierOptionIds), item, unitPriceCents: item.priceCents + verdict.deltaCents, modifiers: verdict.chosen }];
  });
}
