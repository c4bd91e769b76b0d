import { lineKey, QUANTITY_MAX, QUANTITY_MIN } from "@tavola/contracts";

/**
 * The cart as plain data and pure updates. Prices here are the menu's at the time of adding and only feed
 * the on-screen subtotal estimate; the server prices every quote and order from its own menu.
 *
 * A line is a dish with one choice of options (Size: Large, Extras: Olives): the same dish with other options is
 * another line. Lines are addressed by their key (contracts' lineKey): a plain dish's key is its menu item id.
 */
export type CartModifier = { name: string; priceDeltaCents: number };
export type CartLine = {
  menuItemId: string;
  name: string;
  /** The dish's price with its options' deltas. */
  unitPriceCents: number;
  quantity: number;
  modifierOptionIds?: string[];
  /** The options' names and deltas, for the cart to show (the server prices from the ids). */
  modifiers?: CartModifier[];
};
export type Cart = { restaurantId: string | null; restaurantName: string | null; lines: CartLine[] };
export type CartRestaurant = { id: string; name: string };
export type CartItem = Omit<CartLine, "quantity">;

/** The server takes at most 50 different items per order (checkoutSchema). */
export const MAX_CART_LINES = 50;

export const EMPTY_CART: Cart = { restaurantId: null, restaurantName: null, lines: [] };

export const keyOf = (l: Pick<CartLine, "menuItemId" | "modifierOptionIds">) => lineKey(l.menuItemId, l.modifierOptionIds ?? []);

const clampQuantity = (q: number) => Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, Math.trunc(q)));

/** True when the cart holds another restaurant's dishes, so adding here first needs the customer's say-so. */
export function belongsToOtherRestaurant(cart: Cart, restaurantId: string): boolean {
  return cart.lines.length > 0 && cart.restaurantId !== restaurantId;
}

/** The quantity of one line (a plain dish's key is its id). */
export function quantityOf(cart: Cart, key: string): number {
  return cart.lines.find((l) => keyOf(l) === key)?.quantity ?? 0;
}

/** How many of a dish the cart holds, whatever its options. */
export const dishQuantity = (cart: Cart, menuItemId: string) => cart.lines.reduce((n, l) => (l.menuItemId === menuItemId ? n + l.quantity : n), 0);

/** Whether one more of this line fits: 99 per line, 50 lines, one restaurant. */
export function canAdd(cart: Cart, restaurantId: string, key: string): boolean {
  if (belongsToOtherRestaurant(cart, restaurantId)) return false;
  const current = quantityOf(cart, key);
  if (current > 0) return current < QUANTITY_MAX;
  return cart.lines.length < MAX_CART_LINES;
}

export function addItem(cart: Cart, restaurant: CartRestaurant, item: CartItem, quantity = 1): Cart {
  const key = keyOf(item);
  if (!canAdd(cart, restaurant.id, key)) return cart;
  const exists = cart.lines.some((l) => keyOf(l) === key);
  const lines = exists
    ? cart.lines.map((l) => (keyOf(l) === key ? { ...l, quantity: clampQuantity(l.quantity + quantity) } : l))
    : [...cart.lines, { ...item, quantity: clampQuantity(quantity) }];
  return { restaurantId: restaurant.id, restaurantName: restaurant.name, lines };
}

/** One fewer; the line goes at zero and an empty cart forgets its restaurant. */
export function removeItem(cart: Cart, key: string): Cart {
  return setQuantity(cart, key, quantityOf(cart, key) - 1);
}

export function setQuantity(cart: Cart, key: string, quantity: number): Cart {
  if (!cart.lines.some((l) => keyOf(l) === key)) return cart;
  const lines =
    quantity < QUANTITY_MIN
      ? cart.lines.filter((l) => keyOf(l) !== key)
      : cart.lines.map((l) => (keyOf(l) === key ? { ...l, quantity: clampQuantity(quantity) } : l));
  return lines.length === 0 ? EMPTY_CART : { ...cart, lines };
}

/** A whole new cart (reorder): duplicate lines merge, quantities clamp to 1–99, at most 50 lines. */
export function replaceCart(restaurant: CartRestaurant, lines: readonly CartLine[]): Cart {
  const merged = new Map<string, CartLine>();
  for (const line of lines) {
    if (!Number.isFinite(line.quantity) || line.quantity < QUANTITY_MIN) continue;
    const prev = merged.get(keyOf(line));
    merged.set(keyOf(line), { ...line, quantity: clampQuantity((prev?.quantity ?? 0) + line.quantity) });
  }
  const kept = [...merged.values()].slice(0, MAX_CART_LINES);
  return kept.length === 0 ? EMPTY_CART : { restaurantId: restaurant.id, restaurantName: restaurant.name, lines: kept };
}

export const cartItemCount = (cart: Cart) => cart.lines.reduce((n, l) => n + l.quantity, 0);
export const cartSubtotalCents = (cart: Cart) => cart.lines.reduce((s, l) => s + l.unitPriceCents * l.quantity, 0);
