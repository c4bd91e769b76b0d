import { describe, expect, it } from "vitest";
import { makeOrder } from "../test/order-fixture";
import { groupOrdersIntoSections, QUEUE_SECTIONS } from "./order-sections";

describe("groupOrdersIntoSections", () => {
  it("puts each active status in its column and leaves finished orders out", () => {
    const orders = [
      makeOrder({ id: "a", status: "placed" }),
      makeOrder({ id: "b", status: "accepted" }),
      makeOrder({ id: "c", status: "preparing" }),
      makeOrder({ id: "d", status: "ready" }),
      makeOrder({ id: "e", status: "out_for_delivery", fulfilment: "delivery" }),
      makeOrder({ id: "f", status: "picked_up" }),
      makeOrder({ id: "g", status: "rejected" }),
    ];
    const grouped = groupOrdersIntoSections(orders);
    expect(grouped.new.map((o) => o.id)).toEqual(["a"]);
    expect(grouped.kitchen.map((o) => o.id)).toEqual(["b", "c"]);
    expect(grouped.ready.map((o) => o.id)).toEqual(["d"]);
    expect(grouped.on_the_way.map((o) => o.id)).toEqual(["e"]);
  });

  it("orders a column by kitchen slot, then by when the order was placed", () => {
    const grouped = groupOrdersIntoSections([
      makeOrder({ id: "tonight", slotStart: "2030-01-01T20:00:00Z", placedAt: "2030-01-01T10:00:00Z" }),
      makeOrder({ id: "later", slotStart: "2030-01-01T18:15:00Z", placedAt: "2030-01-01T18:02:00Z" }),
      makeOrder({ id: "first", slotStart: "2030-01-01T18:15:00Z", placedAt: "2030-01-01T18:00:00Z" }),
    ]);
    expect(grouped.new.map((o) => o.id)).toEqual(["first", "later", "tonight"]);
  });

  it("has the four columns in the order an order travels", () => {
    expect(QUEUE_SECTIONS.map((s) => s.title)).toEqual(["New", "In the kitchen", "Ready", "Out for delivery"]);
  });

  it("does not reorder the list it was given", () => {
    const input = [makeOrder({ id: "x", slotStart: "2030-01-01T20:00:00Z" }), makeOrder({ id: "y" })];
    groupOrdersIntoSections(input);
    expect(input.map((o) => o.id)).toEqual(["x", "y"]);
  });
});
