import type { MenuItem } from "@tavola/contracts";
import { describe, expect, it } from "vitest";
import { listNames, planReorder } from "./reorder";

const dish = (id: string, name: string, priceCents: number, available = true): MenuItem => ({
  id,
  restaurantId: "r-1",
  name,
  description: "",
  category: "mains",
  priceCents,
  rating: 4.5,
  imageUrl: null,
  available,
});
const line = (menuItemId: string, name: string, quantity: number) => ({ menuItemId, name, quantity, unitPriceCents: 100, lineTotalCents: 100 * quantity });

describe("planReorder", () => {
  it("keeps the options ordered, at today's deltas; options that no longer fit the dish skip the line", () => {
    const pizza: MenuItem = {
      ...dish("p", "Pizza", 1500),
      modifierGroups: [{ id: "g", name: "Size", minSelect: 1, maxSelect: 1, options: [{ id: "l", name: "Large", priceDeltaCents: 450, available: true }, { id: "s", name: "Small", priceDeltaCents: -300, available: true }] }],
    };
    const ordered = (optionId: string, quantity: number) => ({ ...line("p", "Pizza", quantity), modifiers: [{ optionId, groupName: "Size", name: "Large", priceDeltaCents: 400 }] });
    expect(planReorder({ items: [ordered("l", 2)] }, [pizza])).toEqual({
      lines: [{ menuItemId: "p", name: "Pizza", unitPriceCents: 1950, quantity: 2, modifierOptionIds: ["l"], modifiers: [{ name: "Large", priceDeltaCents: 450 }] }],
      skipped: [],
    });
    // An option since removed from the menu: the dish cannot be reordered as it was.
    expect(planReorder({ items: [ordered("gone", 1)] }, [pizza])).toEqual({ lines: [], skipped: ["Pizza"] });
    // A plain line of a dish that now needs a size is skipped too.
    expect(planReorder({ items: [line("p", "Pizza", 1)] }, [pizza]).skipped).toEqual(["Pizza"]);
  });

  it("maps the order's lines onto today's menu with current names and prices", () => {
    const plan = planReorder({ items: [line("a", "Margherita", 2), line("b", "Tiramisu", 1)] }, [dish("a", "Margherita DOP", 1999), dish("b", "Tiramisù", 899)]);
    expect(plan).toEqual({
      lines: [
        { menuItemId: "a", name: "Margherita DOP", unitPriceCents: 1999, quantity: 2 },
        { menuItemId: "b", name: "Tiramisù", unitPriceCents: 899, quantity: 1 },
      ],
      skipped: [],
    });
  });

  it("skips dishes that are unavailable or gone, naming each once", () => {
    const plan = planReorder(
      { items: [line("a", "Margherita", 1), line("x", "Old Special", 1), line("x", "Old Special", 2), line("b", "Tiramisù", 1)] },
      [dish("a", "Margherita DOP", 1999), dish("b", "Tiramisù", 899, false)],
    );
    expect(plan.lines.map((l) => l.menuItemId)).toEqual(["a"]);
    expect(plan.skipped).toEqual(["Old Special", "Tiramisù"]);
  });

  it("gives an empty plan when nothing can be reordered", () => {
    expect(planReorder({ items: [line("a", "Margherita", 1)] }, [])).toEqual({ lines: [], skipped: ["Margherita"] });
  });
});

describe("listNames", () => {
  it("joins names for a sentence", () => {
    expect(listNames([])).toBe("");
    expect(listNames(["A"])).toBe("A");
    expect(listNames(["A", "B"])).toBe("A and B");
    expect(listNames(["A", "B", "C"])).toBe("A, B and C");
  });
});
