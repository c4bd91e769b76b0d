import type { Order } from "@tavola/contracts";
import { describe, expect, it } from "vitest";
import { buildTimeline } from "./order-timeline";

type Input = Pick<Order, "status" | "fulfilment" | "events" | "rejectionReason">;
const ev = (status: Order["status"], at: string, reason: string | null = null) => ({ status, at, actorRole: "restaurant_staff", reason });

describe("buildTimeline", () => {
  it("shows the delivery path with times for passed states and the rest upcoming", () => {
    const order: Input = {
      status: "preparing",
      fulfilment: "delivery",
      rejectionReason: null,
      events: [ev("placed", "t1"), ev("accepted", "t2"), ev("preparing", "t3")],
    };
    const steps = buildTimeline(order);
    expect(steps.map((s) => [s.status, s.state, s.at])).toEqual([
      ["placed", "done", "t1"],
      ["accepted", "done", "t2"],
      ["preparing", "current", "t3"],
      ["ready", "upcoming", null],
      ["out_for_delivery", "upcoming", null],
      ["delivered", "upcoming", null],
    ]);
    expect(steps[3]?.label).toBe("Ready for the courier");
  });

  it("uses the pickup path", () => {
    const steps = buildTimeline({ status: "ready", fulfilment: "pickup", rejectionReason: null, events: [ev("placed", "t1")] });
    expect(steps.map((s) => s.status)).toEqual(["placed", "accepted", "preparing", "ready", "picked_up"]);
    expect(steps[3]).toMatchObject({ state: "current", label: "Ready for pickup" });
  });

  it("ends a rejected order at the rejection with its reason", () => {
    const steps = buildTimeline({
      status: "rejected",
      fulfilment: "delivery",
      rejectionReason: "Out of dough",
      events: [ev("placed", "t1"), ev("rejected", "t2", "Out of dough")],
    });
    expect(steps.map((s) => [s.status, s.state])).toEqual([
      ["placed", "done"],
      ["rejected", "stopped"],
    ]);
    expect(steps[1]).toMatchObject({ at: "t2", reason: "Out of dough" });
  });

  it("ends a cancelled order after the states it reached", () => {
    const steps = buildTimeline({
      status: "cancelled",
      fulfilment: "pickup",
      rejectionReason: null,
      events: [ev("placed", "t1"), ev("accepted", "t2"), ev("cancelled", "t3", null)],
    });
    expect(steps.map((s) => s.status)).toEqual(["placed", "accepted", "cancelled"]);
    expect(steps[2]).toMatchObject({ state: "stopped", label: "Cancelled", reason: null });
  });
});
