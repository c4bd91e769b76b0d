import { describe, expect, it } from "vitest";
import { makeOrder } from "../test/order-fixture";
import { RecentOrders, replayRecent } from "./recent-orders";
import { upsertOrder } from "./upsert-order";

const a = makeOrder({ id: "a", updatedAt: "2030-01-01T18:00:00Z" });
const b = makeOrder({ id: "b", updatedAt: "2030-01-01T18:01:00Z" });

describe("upsertOrder", () => {
  it("appends a new order to the active queue (oldest first) and prepends it to today's (newest first)", () => {
    expect(upsertOrder([a], b, "active").map((o) => o.id)).toEqual(["a", "b"]);
    expect(upsertOrder([a], b, "today").map((o) => o.id)).toEqual(["b", "a"]);
  });

  it("replaces an order in place with its newer copy", () => {
    const accepted = { ...a, status: "accepted" as const, updatedAt: "2030-01-01T18:05:00Z" };
    const next = upsertOrder([a, b], accepted, "active");
    expect(next.map((o) => [o.id, o.status])).toEqual([
      ["a", "accepted"],
      ["b", "placed"],
    ]);
  });

  it("ignores a copy older than the one it has (an echo arriving late)", () => {
    const accepted = { ...a, status: "accepted" as const, updatedAt: "2030-01-01T18:05:00Z" };
    const next = upsertOrder([accepted], a, "active");
    expect(next[0]?.status).toBe("accepted");
  });

  it("drops finished orders from the active queue but keeps them in today's list", () => {
    const done = { ...a, status: "picked_up" as const, updatedAt: "2030-01-01T18:30:00Z" };
    expect(upsertOrder([a, b], done, "active").map((o) => o.id)).toEqual(["b"]);
    expect(upsertOrder([a, b], done, "today").map((o) => [o.id, o.status])).toEqual([
      ["a", "picked_up"],
      ["b", "placed"],
    ]);
  });

  it("does not add an order that is already finished to the active queue", () => {
    const rejected = makeOrder({ id: "z", status: "rejected" });
    expect(upsertOrder([a], rejected, "active")).toEqual([a]);
  });

  it("starts from an empty list and never mutates its input", () => {
    expect(upsertOrder(undefined, a, "active")).toEqual([a]);
    const list = [a];
    upsertOrder(list, b, "active");
    expect(list).toEqual([a]);
  });
});

describe("replayRecent", () => {
  it("keeps a live order that a list request in flight did not know about", () => {
    expect(replayRecent([a], [b], "active").map((o) => o.id)).toEqual(["a", "b"]);
  });

  it("lets the fetched copy win when it is newer than the replayed one", () => {
    const fetched = { ...a, status: "preparing" as const, updatedAt: "2030-01-01T18:10:00Z" };
    expect(replayRecent([fetched], [a], "active")[0]?.status).toBe("preparing");
  });
});

describe("RecentOrders", () => {
  it("returns what arrived since a time and forgets old entries", () => {
    const recent = new RecentOrders(1_000);
    recent.record(a, 0);
    recent.record(b, 500);
    expect(recent.since(100).map((o) => o.id)).toEqual(["b"]);
    recent.record(a, 2_000);
    expect(recent.since(0).map((o) => o.id)).toEqual(["a"]);
  });
});
