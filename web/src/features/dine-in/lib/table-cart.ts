import { QUANTITY_MAX } from "@tavola/contracts";

/** The table's cart before it goes to the kitchen: menu item id → quantity (prices come from the server). */
export type TableCart = ReadonlyMap<string, number>;

export function addToCart(cart: TableCart, menuItemId: string): TableCart {
  const next = new Map(cart);
  next.set(menuItemId, Math.min(QUANTITY_MAX, (cart.get(menuItemId) ?? 0) + 1));
  return next;
}

export function removeFromCart(cart: TableCart, menuItemId: string): TableCart {
  const next = new Map(cart);
  const quantity = (cart.get(menuItemId) ?? 0) - 1;
  if (quantity > 0) next.set(menuItemId, quantity);
  else next.delete(menuItemId);
  return next;
}

export const cartLines = (cart: TableCart) => [...cart].map(([menuItemId, quantity]) => ({ menuItemId, quantity }));
export const cartCount = (cart: TableCart) => [...cart.values()].reduce((a, b) => a + b, 0);
