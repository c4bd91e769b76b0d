import { describe, expect, it } from "vitest";
import { makeOrder } from "../test/order-fixture";
import { busyModeDescription } from "./kitchen-copy";
import { parseDollarsToCents } from "./money";
import { actionsFor, refundableCents } from "./order-actions";

const labels = (status: Parameters<typeof actionsFor>[0]["status"], fulfilment: "pickup" | "delivery") =>
  actionsFor({ status, fulfilment }).map((a) => a.label);

describe("actionsFor", () => {
  it("offers accept first, then one refusal (Reject order, with a reason) for a new order", () => {
    for (const fulfilment of ["pickup", "delivery"] as const) {
      expect(labels("placed", fulfilment)).toEqual(["Accept", "Reject order"]);
    }
    expect(actionsFor({ status: "placed", fulfilment: "dine_in" }).map((a) => [a.to, a.kind])).toEqual([
      ["accepted", "accept"],
      ["rejected", "reason"],
    ]);
  });

  it("walks the kitchen steps", () => {
    expect(labels("accepted", "pickup")).toEqual(["Start preparing", "Cancel order"]);
    expect(labels("preparing", "delivery")).toEqual(["Mark ready", "Cancel order"]);
  });

  it("hands a ready order over the way its fulfilment says", () => {
    expect(labels("ready", "pickup")).toEqual(["Picked up", "Cancel order"]);
    expect(labels("ready", "delivery")).toEqual(["Out for delivery", "Cancel order"]);
    expect(labels("out_for_delivery", "delivery")).toEqual(["Delivered"]);
  });

  it("offers nothing once an order is finished", () => {
    for (const status of ["delivered", "picked_up", "rejected", "cancelled"] as const) {
      expect(labels(status, "delivery")).toEqual([]);
    }
  });
});

describe("refundableCents", () => {
  const payment = makeOrder().payment!;
  it("is what was captured minus what was refunded", () => {
    expect(refundableCents({ payment: { ...payment, status: "captured", capturedCents: 4230 } })).toBe(4230);
    expect(
      refundableCents({ payment: { ...payment, status: "partially_refunded", capturedCents: 4230, refundedCents: 1000 } }),
    ).toBe(3230);
  });

  it("is zero before capture, after voiding and without a payment", () => {
    expect(refundableCents({ payment })).toBe(0);
    expect(refundableCents({ payment: { ...payment, status: "voided" } })).toBe(0);
    expect(refundableCents({ payment: null })).toBe(0);
  });

  it("is zero once a delivered order's refund window has closed", () => {
    const captured = { ...payment, status: "captured" as const, capturedCents: 4230 };
    const now = Date.parse("2030-01-04T12:00:00.000Z");
    expect(refundableCents({ payment: captured, refundableUntil: "2030-01-04T12:00:01.000Z" }, now)).toBe(4230);
    expect(refundableCents({ payment: captured, refundableUntil: "2030-01-04T12:00:00.000Z" }, now)).toBe(0);
    expect(refundableCents({ payment: captured, refundableUntil: null }, now)).toBe(4230);
  });
});

describe("parseDollarsToCents", () => {
  it.each([
    ["4.50", 450],
    ["$12", 1200],
    [" 0.5 ", 50],
    ["19.99", 1999],
  ])("%s → %i cents", (text, cents) => {
    expect(parseDollarsToCents(text)).toBe(cents);
  });

  it.each(["", "abc", "-1", "1.234", "1,50"])("rejects %j", (text) => {
    expect(parseDollarsToCents(text)).toBeNaN();
  });
});

describe("busyModeDescription", () => {
  it("names the minutes busy mode adds and the normal preparation time", () => {
    expect(busyModeDescription({ prepMinutes: 20, busyExtraMinutes: 15 })).toBe(
      "Busy mode adds 15 minutes to preparation (normally 20 min).",
    );
  });
});
