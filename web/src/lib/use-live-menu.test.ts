import type { Menu } from "@tavola/contracts";
import { describe, expect, it } from "vitest";
import { applyAvailability, parseAvailability } from "./use-live-menu";

const menu = {
  restaurant: { id: "r1" },
  items: [
    { id: "a", name: "Arancini", available: true, soldOut: false },
    { id: "b", name: "Burrata", available: true, soldOut: false },
  ],
} as unknown as Menu;

describe("the live menu's 86s", () => {
  it("marks the named dishes sold out (or back) and leaves the rest as they were", () => {
    const next = applyAvailability(menu, [{ id: "b", soldOut: true, available: false }]);
    expect(next.items.map((i) => [i.id, i.available, i.soldOut])).toEqual([
      ["a", true, false],
      ["b", false, true],
    ]);
    expect(next.items[0]).toBe(menu.items[0]);
    expect(applyAvailability(next, [{ id: "b", soldOut: false, available: true }]).items[1]).toMatchObject({ available: true, soldOut: false });
  });

  it("keeps the same menu object for another restaurant's dishes", () => {
    expect(applyAvailability(menu, [{ id: "zzz", soldOut: true, available: false }])).toBe(menu);
  });

  it("reads only well-formed events", () => {
    expect(parseAvailability('{"items":[{"id":"a","soldOut":true,"available":false},{"id":3}]}')).toEqual([{ id: "a", soldOut: true, available: false }]);
    expect(parseAvailability("not json")).toBeNull();
    expect(parseAvailability('{"orderId":"x"}')).toBeNull();
  });
});
