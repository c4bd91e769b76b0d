import { describe, expect, it } from "vitest";
import { allDayCounts, buildTickets } from "./kitchen-board.js";
import type { KitchenLineRow } from "./kitchen.repository.js";

const at = "2026-11-27T12:00:00.000Z";
const line = (over: Partial<KitchenLineRow>): KitchenLineRow => ({
  order_id: "o1", reference: "T-1", channel: "pos", table_number: 4, fulfillment: "dine_in", customer_name: null, slot_start: null, arrived_at: at,
  item_id: "i1", name: "Pizza", quantity: 1, modifiers: [], note: null, station: "grill", prep_minutes: 14, bumped_at: null, ...over,
});

describe("kitchen tickets", () => {
  const rows = [
    line({ item_id: "a", name: "Pizza", station: "grill", prep_minutes: 14, modifiers: [{ groupName: "Size", optionId: "l", name: "Large", priceDeltaCents: 400 }] }),
    line({ item_id: "b", name: "Salad", station: "cold", prep_minutes: 5, note: "no onions" }),
    line({ order_id: "o2", reference: "T-2", channel: "online", table_number: null, fulfillment: "delivery", customer_name: "Alex Doe", item_id: "c", name: "Pizza", quantity: 2, station: "grill", prep_minutes: 14 }),
  ];

  it("routes by station and fires each dish so the ticket finishes together", () => {
    const grill = buildTickets(rows, "grill");
    expect(grill.map((t) => [t.reference, t.items.map((i) => i.name)])).toEqual([["T-1", ["Pizza"]], ["T-2", ["Pizza"]]]);
    const expo = buildTickets(rows, "all");
    const t1 = expo[0]!;
    expect(t1.readyTarget).toBe("2026-11-27T12:14:00.000Z");
    expect(t1.items.map((i) => [i.name, i.startAt])).toEqual([["Pizza", "2026-11-27T12:00:00.000Z"], ["Salad", "2026-11-27T12:09:00.000Z"]]);
    // The cold station sees only the salad, still timed against the pizza's ready target.
    expect(buildTickets(rows, "cold")[0]!.items).toMatchObject([{ name: "Salad", note: "no onions", startAt: "2026-11-27T12:09:00.000Z" }]);
    expect([t1.label, expo[1]!.label, expo[1]!.customerName, t1.items[0]!.options]).toEqual(["Table 4", "Delivery", "Alex Doe", "Large"]);
  });

  it("a ticket leaves a view once its dishes there are bumped; all-day counts only what is left", () => {
    const bumped = rows.map((r) => (r.item_id === "a" ? { ...r, bumped_at: at } : r));
    expect(buildTickets(bumped, "grill").map((t) => t.reference)).toEqual(["T-2"]);
    expect(buildTickets(bumped, "all").map((t) => t.reference)).toEqual(["T-1", "T-2"]);
    expect(allDayCounts(buildTickets(rows, "all"))).toEqual([{ name: "Pizza", quantity: 2 }, { name: "Pizza (Large)", quantity: 1 }, { name: "Salad", quantity: 1 }]);
    expect(allDayCounts(buildTickets(bumped, "all"))).toEqual([{ name: "Pizza", quantity: 2 }, { name: "Salad", quantity: 1 }]);
  });
});
