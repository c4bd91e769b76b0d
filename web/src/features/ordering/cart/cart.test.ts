import { describe, expect, it } from "vitest";
import {
  addItem,
  belongsToOtherRestaurant,
  canAdd,
  type Cart,
  cartItemCount,
  cartSubtotalCents,
  EMPTY_CART,
  MAX_CART_LINES,
  quantityOf,
  removeItem,
  replaceCart,
  setQuantity,
} from "./cart";

const bellini = { id: "r-bellini", name: "Trattoria Bellini" };
const sakura = { id: "r-sakura", name: "Sakura House" };
const margherita = { menuItemId: "m-1", name: "Margherita DOP", unitPriceCents: 1899 };
const tiramisu = { menuItemId: "m-2", name: "Tiramisù", unitPriceCents: 899 };

const withQuantity = (quantity: number): Cart => ({
  restaurantId: bellini.id,
  restaurantName: bellini.name,
  lines: [{ ...margherita, quantity }],
});

describe("cart updates", () => {
  it("adds a new line, then increments it, and remembers the restaurant", () => {
    const once = addItem(EMPTY_CART, bellini, margherita);
    const twice = addItem(once, bellini, margherita);
    expect(twice).toEqual({ restaurantId: bellini.id, restaurantName: bellini.name, lines: [{ ...margherita, quantity: 2 }] });
    expect(cartItemCount(addItem(twice, bellini, tiramisu))).toBe(3);
    expect(cartSubtotalCents(addItem(twice, bellini, tiramisu))).toBe(2 * 1899 + 899);
  });

  it("stops at 99 of one dish", () => {
    const full = withQuantity(99);
    expect(canAdd(full, bellini.id, margherita.menuItemId)).toBe(false);
    expect(addItem(full, bellini, margherita)).toBe(full);
    expect(canAdd(withQuantity(98), bellini.id, margherita.menuItemId)).toBe(true);
  });

  it("stops at 50 different dishes but still increments existing ones", () => {
    const lines = Array.from({ length: MAX_CART_LINES }, (_, i) => ({ menuItemId: `m-${i}`, name: `Dish ${i}`, unitPriceCents: 100, quantity: 1 }));
    const full: Cart = { restaurantId: bellini.id, restaurantName: bellini.name, lines };
    expect(addItem(full, bellini, { menuItemId: "m-new", name: "New", unitPriceCents: 100 })).toBe(full);
    expect(quantityOf(addItem(full, bellini, { menuItemId: "m-3", name: "Dish 3", unitPriceCents: 100 }), "m-3")).toBe(2);
  });

  it("never mixes restaurants: adding another restaurant's dish to a non-empty cart is refused", () => {
    const cart = addItem(EMPTY_CART, bellini, margherita);
    expect(belongsToOtherRestaurant(cart, sakura.id)).toBe(true);
    expect(belongsToOtherRestaurant(cart, bellini.id)).toBe(false);
    expect(addItem(cart, sakura, { menuItemId: "s-1", name: "Gyoza", unitPriceCents: 900 })).toBe(cart);
    expect(belongsToOtherRestaurant(EMPTY_CART, sakura.id)).toBe(false);
  });

  it("removes one at a time, drops the line at zero and forgets the restaurant when empty", () => {
    expect(quantityOf(removeItem(withQuantity(2), margherita.menuItemId), margherita.menuItemId)).toBe(1);
    expect(removeItem(withQuantity(1), margherita.menuItemId)).toEqual(EMPTY_CART);
    const cart = withQuantity(1);
    expect(removeItem(cart, "unknown")).toBe(cart);
  });

  it("sets a quantity clamped to 1–99; zero or less removes the line", () => {
    expect(quantityOf(setQuantity(withQuantity(1), margherita.menuItemId, 250), margherita.menuItemId)).toBe(99);
    expect(quantityOf(setQuantity(withQuantity(1), margherita.menuItemId, 4.7), margherita.menuItemId)).toBe(4);
    expect(setQuantity(withQuantity(3), margherita.menuItemId, 0)).toEqual(EMPTY_CART);
  });

  it("replaces the cart, merging duplicates and clamping quantities", () => {
    const cart = replaceCart(sakura, [
      { menuItemId: "s-1", name: "Gyoza", unitPriceCents: 900, quantity: 60 },
      { menuItemId: "s-1", name: "Gyoza", unitPriceCents: 900, quantity: 60 },
      { menuItemId: "s-2", name: "Ramen", unitPriceCents: 1800, quantity: 0 },
    ]);
    expect(cart).toEqual({ restaurantId: sakura.id, restaurantName: sakura.name, lines: [{ menuItemId: "s-1", name: "Gyoza", unitPriceCents: 900, quantity: 99 }] });
    expect(replaceCart(sakura, [])).toEqual(EMPTY_CART);
  });
});
