import { QUANTITY_MAX, QUANTITY_MIN } from "@tavola/contracts";

/**
 * The cart as plain data and pure updates. Prices here are the menu's at the time of adding and only feed
 * the on-screen subtotal estimate; the server prices every quote and order from its own menu.
 */
export type CartLine = { menuItemId: string; name: string; unitPriceCents: number; quantity: number };
export type Cart = { restaurantId: string | null; restaurantName: string | null; lines: CartLine[] };
export type CartRestaurant = { id: string; name: string };
export type CartItem = Omit<CartLine, "quantity">;

/** The server takes at most 50 different items per order (checkoutSchema). */
export const MAX_CART_LINES = 50;

export const EMPTY_CART: Cart = { restaurantId: null, restaurantName: null, lines: [] };

const clampQuantity = (q: number) => Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, Math.trunc(q)));

/** True when the cart holds another restaurant's dishes, so adding here first needs the customer's say-so. */
export function belongsToOtherRestaurant(cart: Cart, restaurantId: string): boolean {
  return cart.lines.length > 0 && cart.restaurantId !== restaurantId;
}

export function quantityOf(cart: Cart, menuItemId: string): number {
  return cart.lines.find((l) => l.menuItemId === menuItemId)?.quantity ?? 0;
}

/** Whether one more of this dish fits: 99 per line, 50 lines, one restaurant. */
export function canAdd(cart: Cart, restaurantId: string, menuItemId: string): boolean {
  if (belongsToOtherRestaurant(cart, restaurantId)) return false;
  const current = quantityOf(cart, menuItemId);
  if (current > 0) return current < QUANTITY_MAX;
  return cart.lines.length < MAX_CART_LINES;
}

export function addItem(cart: Cart, restaurant: CartRestaurant, item: CartItem): Cart {
  if (!canAdd(cart, restaurant.id, item.menuItemId)) return cart;
  const exists = cart.lines.some((l) => l.menuItemId === item.menuItemId);
  const lines = exists
    ? cart.lines.map((l) => (l.menuItemId === item.menuItemId ? { ...l, quantity: l.quantity + 1 } : l))
    : [...cart.lines, { ...item, quantity: 1 }];
  return { restaurantId: restaurant.id, restaurantName: restaurant.name, lines };
}

/** One fewer; the line goes at zero and an empty cart forgets its restaurant. */
export function removeItem(cart: Cart, menuItemId: string): Cart {
  return setQuantity(cart, menuItemId, quantityOf(cart, menuItemId) - 1);
}

export function setQuantity(cart: Cart, menuItemId: string, quantity: number): Cart {
  if (!cart.lines.some((l) => l.menuItemId === menuItemId)) return cart;
  const lines =
    quantity < QUANTITY_MIN
      ? cart.lines.filter((l) => l.menuItemId !== menuItemId)
      : cart.lines.map((l) => (l.menuItemId === menuItemId ? { ...l, quantity: clampQuantity(quantity) } : l));
  return lines.length === 0 ? EMPTY_CART : { ...cart, lines };
}

/** A whole new cart (reorder): duplicate dishes merge, quantities clamp to 1–99, at most 50 lines. */
export function replaceCart(restaurant: CartRestaurant, lines: readonly CartLine[]): Cart {
  const merged = new Map<string, CartLine>();
  for (const line of lines) {
    if (!Number.isFinite(line.quantity) || line.quantity < QUANTITY_MIN) continue;
    const prev = merged.get(line.menuItemId);
    merged.set(line.menuItemId, { ...line, quantity: clampQuantity((prev?.quantity ?? 0) + line.quantity) });
  }
  const kept = [...merged.values()].slice(0, MAX_CART_LINES);
  return kept.length === 0 ? EMPTY_CART : { restaurantId: restaurant.id, restaurantName: restaurant.name, lines: kept };
}

export const cartItemCount = (cart: Cart) => cart.lines.reduce((n, l) => n + l.quantity, 0);
export const cartSubtotalCents = (cart: Cart) => cart.lines.reduce((s, l) => s + l.unitPriceCents * l.quantity, 0);
