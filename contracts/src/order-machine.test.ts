import { describe, expect, it } from "vitest";
import { CUSTOMER_CANCELLABLE, canTransition, nextStatuses } from "./order-machine.js";
import { ORDER_FULFILMENTS, ORDER_STATUSES, type Fulfilment, type OrderStatus } from "./ordering.js";

/**
 * The lifecycle written out by hand, independently of MACHINE: for each fulfilment, from each state, the
 * states a restaurant may move the order to. Anything not listed here is illegal.
 */
const EXPECTED: Record<Fulfilment, Record<OrderStatus, readonly OrderStatus[]>> = {
  delivery: {
    placed: ["accepted", "rejected", "cancelled"],
    accepted: ["preparing", "cancelled"],
    preparing: ["ready", "cancelled"],
    ready: ["out_for_delivery", "cancelled"],
    out_for_delivery: ["delivered"],
    delivered: [],
    picked_up: [],
    served: [],
    rejected: [],
    cancelled: [],
  },
  pickup: {
    placed: ["accepted", "rejected", "cancelled"],
    accepted: ["preparing", "cancelled"],
    preparing: ["ready", "cancelled"],
    ready: ["picked_up", "cancelled"],
    // A pickup order never gets here; nothing leaves it either way.
    out_for_delivery: [],
    delivered: [],
    picked_up: [],
    served: [],
    rejected: [],
    cancelled: [],
  },
  dine_in: {
    placed: ["accepted", "rejected", "cancelled"],
    accepted: ["preparing", "cancelled"],
    preparing: ["ready", "cancelled"],
    ready: ["served", "cancelled"],
    out_for_delivery: [],
    delivered: [],
    picked_up: [],
    served: [],
    rejected: [],
    cancelled: [],
  },
};

const TRIPLES = ORDER_FULFILMENTS.flatMap((fulfilment) =>
  ORDER_STATUSES.flatMap((from) =>
    ORDER_STATUSES.map((to) => ({ from, to, fulfilment, legal: EXPECTED[fulfilment][from].includes(to) })),
  ),
);

describe("canTransition", () => {
  it("covers every (from, to, fulfilment) triple", () => {
    expect(TRIPLES).toHaveLength(ORDER_STATUSES.length * ORDER_STATUSES.length * ORDER_FULFILMENTS.length);
    expect(TRIPLES.filter((t) => t.legal)).toHaveLength(10 + 9 + 9);
  });

  it.each(TRIPLES)("$fulfilment: $from → $to is legal: $legal", ({ from, to, fulfilment, legal }) => {
    expect(canTransition(from, to, fulfilment)).toBe(legal);
  });

  it("never allows staying in the same state", () => {
    for (const f of ORDER_FULFILMENTS) for (const s of ORDER_STATUSES) expect(canTransition(s, s, f)).toBe(false);
  });

  it("lets terminal states go nowhere", () => {
    for (const f of ORDER_FULFILMENTS) {
      for (const s of ["delivered", "picked_up", "rejected", "cancelled"] as const) {
        expect(nextStatuses(s, f)).toEqual([]);
      }
    }
  });

  it("keeps delivery-only and pickup-only steps to their fulfilment", () => {
    expect(canTransition("ready", "out_for_delivery", "pickup")).toBe(false);
    expect(canTransition("ready", "picked_up", "delivery")).toBe(false);
    expect(canTransition("out_for_delivery", "delivered", "pickup")).toBe(false);
    expect(canTransition("out_for_delivery", "cancelled", "delivery")).toBe(false);
  });
});

describe("nextStatuses", () => {
  it.each(ORDER_FULFILMENTS.flatMap((f) => ORDER_STATUSES.map((from) => ({ f, from }))))("$f: from $from matches the table", ({ f, from }) => {
    expect([...nextStatuses(from, f)].sort()).toEqual([...EXPECTED[f][from]].sort());
  });
});

describe("CUSTOMER_CANCELLABLE", () => {
  it("is only placed", () => {
    expect([...CUSTOMER_CANCELLABLE]).toEqual(["placed"]);
  });

  it("is a subset of the states a restaurant may cancel from, for both fulfilments", () => {
    for (const f of ORDER_FULFILMENTS) for (const s of CUSTOMER_CANCELLABLE) expect(canTransition(s, "cancelled", f)).toBe(true);
  });
});
