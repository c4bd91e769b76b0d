import { describe, expect, it } from "vitest";
import type { MenuItem } from "@tavola/contracts";
import { addToCart, cartLines, dishCount, keyFor, removeFromCart, tableCartLines, type TableCart } from "./table-cart";

const pizza: MenuItem = {
  id: "p",
  restaurantId: "r",
  name: "Pizza",
  description: "",
  category: "mains",
  priceCents: 1500,
  rating: 4.5,
  imageUrl: null,
  available: true,
  modifierGroups: [{ id: "g", name: "Size", minSelect: 1, maxSelect: 1, options: [{ id: "s", name: "Small", priceDeltaCents: -300, available: true }, { id: "l", name: "Large", priceDeltaCents: 400, available: true }] }],
};

describe("the table cart with options", () => {
  it("keeps each choice as its own line, sends the option ids, and prices the estimate with the deltas", () => {
    let cart: TableCart = new Map();
    cart = addToCart(cart, keyFor("p", ["l"]), 2);
    cart = addToCart(cart, keyFor("p", ["s"]));
    cart = addToCart(cart, "plain");
    expect(cartLines(cart)).toEqual([
      { menuItemId: "p", quantity: 2, modifierOptionIds: ["l"] },
      { menuItemId: "p", quantity: 1, modifierOptionIds: ["s"] },
      { menuItemId: "plain", quantity: 1 },
    ]);
    expect(dishCount(cart, "p")).toBe(3);
    const lines = tableCartLines(cart, new Map([["p", pizza]]));
    expect(lines.map((l) => [l.unitPriceCents, l.quantity, l.modifiers.map((m) => m.name)])).toEqual([[1900, 2, ["Large"]], [1200, 1, ["Small"]]]);
    expect(cartLines(removeFromCart(cart, keyFor("p", ["s"])))).toHaveLength(2);
  });

  it("drops a line whose options no longer fit the dish", () => {
    const cart = addToCart(new Map(), keyFor("p", []));
    expect(tableCartLines(cart, new Map([["p", pizza]]))).toEqual([]);
  });
});
