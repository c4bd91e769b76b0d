import { describe, expect, it } from "vitest";
import { makeOrder } from "../test/order-fixture";
import { boardStatusLabel, dueState, promisedReadyAt } from "./order-timing";

const at = (hhmm: string) => Date.parse(`2030-01-01T${hhmm}:00.000Z`);

describe("promisedReadyAt", () => {
  it("is placement plus preparation, never before the kitchen slot", () => {
    // Placed 18:00, slot 18:15 (fixture).
    expect(promisedReadyAt(makeOrder({ prepMinutes: 20 }), 99)).toBe(at("18:20"));
    expect(promisedReadyAt(makeOrder({ prepMinutes: 5 }), 99)).toBe(at("18:15"));
  });

  it("falls back to the restaurant's preparation time, and counts from acceptance once accepted", () => {
    expect(promisedReadyAt(makeOrder({ prepMinutes: null }), 25)).toBe(at("18:25"));
    const accepted = makeOrder({
      prepMinutes: 30,
      events: [{ status: "accepted", at: "2030-01-01T18:10:00.000Z", actorRole: "restaurant_owner", reason: null }],
    });
    expect(promisedReadyAt(accepted, 20)).toBe(at("18:40"));
  });

  it("waits for a scheduled order's slot", () => {
    expect(promisedReadyAt(makeOrder({ prepMinutes: 20, slotStart: "2030-01-01T21:00:00.000Z" }), 20)).toBe(at("21:00"));
  });
});

describe("dueState", () => {
  const order = makeOrder({ prepMinutes: 20 }); // promised 18:20
  it.each([
    ["18:00", "on_time", "Due in 20 min"],
    ["18:14", "on_time", "Due in 6 min"],
    ["18:15", "soon", "Due in 5 min"],
    ["18:19:30", "soon", "Due in 1 min"],
    ["18:20", "overdue", "Due now"],
    ["18:32", "overdue", "Overdue 12 min"],
    ["19:46", "overdue", "Overdue 1 h 26 min"],
  ])("at %s it is %s: %s", (clock, tone, text) => {
    const now = clock.length > 5 ? Date.parse(`2030-01-01T${clock}.000Z`) : at(clock);
    expect(dueState(order, now, 20)).toEqual({ readyBy: at("18:20"), tone, text });
  });

  it("reads a far-off scheduled order as a time of day", () => {
    const later = makeOrder({ prepMinutes: 20, slotStart: "2030-01-01T21:00:00.000Z" });
    expect(dueState(later, at("18:00"), 20)?.text).toMatch(/^Due \d{1,2}:00 [AP]M$/);
  });

  it("owes nothing once the food is ready or on its way", () => {
    for (const status of ["ready", "out_for_delivery", "delivered", "rejected"] as const) {
      expect(dueState(makeOrder({ status }), at("23:00"), 20)).toBeNull();
    }
  });
});

describe("boardStatusLabel", () => {
  it("calls a placed order New and leaves the others as the server says", () => {
    expect(boardStatusLabel({ status: "placed", statusLabel: "placed" })).toBe("New");
    expect(boardStatusLabel({ status: "out_for_delivery", statusLabel: "on the way" })).toBe("on the way");
  });
});
