import { describe, expect, it } from "vitest";
import { allDayCounts, buildTickets } from "./kitchen-board.js";
import type { KitchenLineRow } from "./kitchen.repository.js";

const at = "2026-11-27T12:00:00.000Z";
const line = (over: Partial<KitchenLineRow>): KitchenLineRow => ({
  order_id: "o1", reference: "T-1", channel: "pos", table_number: 4, fulfillment: "dine_in", customer_name: null, slot_start: null, arrived_at: at,
  item_id: "i1", name: "Pizza", quantity: 1, modifiers: [], note: null, seat: null, course: null, fired_at: null, station: "grill", prep_minutes: 14, bumped_at: null, ...over,
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

  it("a course fired later is timed from when it was fired; the ticket shows seat and course", () => {
    const fired = "2026-11-27T12:30:00.000Z";
    const coursed = [
      line({ item_id: "a", name: "Bruschetta", prep_minutes: 6, seat: 1, course: 1, bumped_at: at }),
      line({ item_id: "b", name: "Pizza", prep_minutes: 14, seat: 2, course: 2, fired_at: fired }),
      line({ item_id: "c", name: "Salad", prep_minutes: 4, seat: 1, course: 2, fired_at: fired }),
    ];
    const [t] = buildTickets(coursed, "all");
    expect([t!.arrivedAt, t!.readyTarget]).toEqual([fired, "2026-11-27T12:44:00.000Z"]);
    expect(t!.items.map((i) => [i.name, i.seat, i.course, i.startAt])).toEqual([
      ["Bruschetta", 1, 1, "2026-11-27T12:00:00.000Z"],
      ["Pizza", 2, 2, "2026-11-27T12:30:00.000Z"],
      ["Salad", 1, 2, "2026-11-27T12:40:00.000Z"],
    ]);
  });
});
