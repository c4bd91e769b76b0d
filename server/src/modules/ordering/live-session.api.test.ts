import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { LiveOrderEvent, Order } from "@tavola/contracts";
import { restaurantStaff } from "../../db/schema/index.js";
import { hashToken } from "../../platform/session.js";
import { orderingKit } from "../../test/ordering-kit.js";
import { openSse } from "../../test/sse-client.js";
import { createTestApp, sessionCookie, signInAs, type TestApp } from "../../test/test-app.js";
import type * as sse from "../../platform/sse.js";
import * as reads from "./order-reads.js";

// This file mocks two modules the app imports. Server test files share their worker's modules (vitest.config.ts,
// isolate: false), so another file may have loaded the app already, unmocked: this one starts from a fresh
// module registry, and leaves a fresh one behind for the next file.
vi.hoisted(() => vi.resetModules());
afterAll(() => {
  vi.doUnmock("./order-reads.js");
  vi.doUnmock("../../platform/sse.js");
  vi.resetModules();
});

// Every loadOrderView call, so a test can count the ones live streams make (on the app's pool, not in a
// writer's transaction).
vi.mock("./order-reads.js", async (importOriginal) => {
  const actual = await importOriginal<typeof reads>();
  return { ...actual, loadOrderView: vi.fn(actual.loadOrderView) };
});
const loadOrderView = vi.mocked(reads.loadOrderView);
// The app's stream registry, so a test can run a re-check sweep now instead of sleeping through the timer's.
const captured = vi.hoisted(() => ({ registries: [] as sse.StreamRegistry[] }));
vi.mock("../../platform/sse.js", async (importOriginal) => {
  const actual = await importOriginal<typeof sse>();
  return {
    ...actual,
    createStreamRegistry: (...args: Parameters<typeof actual.createStreamRegistry>) => {
      const registry = actual.createStreamRegistry(...args);
      captured.registries.push(registry);
      return registry;
    },
  };
});

const ADMIN_KEY = "live-stream-admin-key-for-tests";
/** The app's sweep runs every 2.5 s: a stream it must close ends within a few seconds. */
const ENDS_WITHIN_MS = 8_000;

let t: TestApp;
let base: string;
let k: ReturnType<typeof orderingKit>;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_KEY });
  k = orderingKit(t.app);
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
  expect(captured.registries).toHaveLength(1);
});
const registry = () => captured.registries[0]!;
afterAll(async () => t?.close());

type Live = LiveOrderEvent;
const userId = async (cookie: string) => (await k.json<{ id: string }>("GET", "/api/auth/user", cookie)).body.id;
const moveTo = (order: Order, to: string, cookie: string) => k.json<Order>("POST", `/api/restaurant/orders/${order.id}/transition`, cookie, { to });
const hasStatus = (s: { events: Array<{ event: string; data: unknown }> }, status: string) =>
  s.events.some((e) => e.event === "order" && (e.data as Live).order.status === status);

describe("live streams end with the session or the access that opened them", () => {
  it("ends a customer's order stream after sign-out, before the order's next status", async () => {
    const customer = await signInAs(t.app, "customer");
    const owner = await signInAs(t.app, "restaurant_owner");
    const order = (await k.simpleOrder(customer)).body;
    const sse = await openSse(`${base}/api/orders/${order.id}/events`, customer);
    expect(sse.status).toBe(200);
    await sse.waitFor<Live>((e) => e.event === "order" && e.data.type === "snapshot");
    // A witness: the restaurant's queue hears the next status, so the ended stream would have by then too.
    const witness = await openSse(`${base}/api/restaurant/orders/events`, owner);

    expect((await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie: customer } })).statusCode).toBe(200);
    await sse.waitForEnd(ENDS_WITHIN_MS);
    expect(sse.events.at(-1)).toEqual({ event: "end", data: { reason: "signed_out" } });

    expect((await moveTo(order, "accepted", owner)).status).toBe(200);
    await witness.waitFor<Live>((e) => e.event === "order" && e.data.order.id === order.id && e.data.order.status === "accepted");
    await witness.close();
    expect(hasStatus(sse, "accepted")).toBe(false);
    // And a new stream is refused: the cookie no longer signs anyone in.
    expect((await fetch(`${base}/api/orders/${order.id}/events`, { headers: { cookie: customer } })).status).toBe(401);
    await sse.close();
  });

  it("ends an executive's streams when the admin-key elevation ends (the role falls back)", async () => {
    const customer = await signInAs(t.app, "customer");
    const res = await t.app.inject({ method: "POST", url: "/api/auth/admin-key", payload: { adminKey: ADMIN_KEY }, headers: { cookie: customer } });
    expect(res.statusCode).toBe(200);
    const ceo = sessionCookie(res);
    const queue = await openSse(`${base}/api/restaurant/orders/events`, ceo);
    expect(queue.status).toBe(200);
    // Someone else's order, visible to the ceo as an executive only.
    const other = await signInAs(t.app, "restaurant_owner");
    const order = (await k.simpleOrder(other)).body;
    const tracking = await openSse(`${base}/api/orders/${order.id}/events`, ceo);
    await tracking.waitFor((e) => e.event === "order");
    // A re-check sweep (the timer's, run now) leaves an executive's streams open.
    const open = registry().size;
    await registry().sweep();
    expect(registry().size).toBe(open);
    expect(queue.isEnded() || tracking.isEnded()).toBe(false);

    // The elevation runs out (as it does after ADMIN_ELEVATION_HOURS): the session is a customer's again.
    await t.database.db.execute(sql`update sessions set elevated_until = now() - interval '1 second' where token_hash = ${hashToken(ceo.split("=")[1]!)}`);
    await queue.waitForEnd(ENDS_WITHIN_MS);
    await tracking.waitForEnd(ENDS_WITHIN_MS);
    expect(queue.events.at(-1)).toEqual({ event: "end", data: { reason: "forbidden" } });
    expect(tracking.events.at(-1)).toEqual({ event: "end", data: { reason: "forbidden" } });
  });

  it("lets a session hold 6 streams: a 7th closes its oldest, which is told so", async () => {
    const customer = await signInAs(t.app, "customer");
    const order = (await k.simpleOrder(customer)).body;
    const streams = [];
    for (let i = 0; i < 6; i++) {
      const s = await openSse(`${base}/api/orders/${order.id}/events`, customer);
      await s.waitFor((e) => e.event === "order");
      streams.push(s);
    }
    const seventh = await openSse(`${base}/api/orders/${order.id}/events`, customer);
    await seventh.waitFor((e) => e.event === "order");
    await streams[0]!.waitForEnd(5_000);
    expect(streams[0]!.events.at(-1)).toEqual({ event: "end", data: { reason: "replaced" } });
    expect([...streams.slice(1), seventh].some((s) => s.isEnded())).toBe(false);
    await Promise.all([...streams, seventh].map((s) => s.close()));
  });

  it("reads an event's order once, however many streams of the process hear it", async () => {
    const customer = await signInAs(t.app, "customer");
    const customer2 = await signInAs(t.app, "customer");
    const owner = await signInAs(t.app, "restaurant_owner");
    const order = (await k.simpleOrder(customer)).body;
    const streams = [];
    // Ten tracking streams over two sessions, and the restaurant's queue (the event's other topic).
    for (const cookie of [customer, customer, customer, customer, customer, customer2, customer2, customer2, customer2, customer2]) {
      const s = await openSse(`${base}/api/orders/${order.id}/events`, cookie);
      await s.waitFor((e) => e.event === "order");
      streams.push(s);
    }
    // Subscribed once it answers: the stream LISTENs before it sends its 200 (live.ts).
    const queue = await openSse(`${base}/api/restaurant/orders/events`, owner);

    const db = t.database.db;
    const liveReads = () => loadOrderView.mock.calls.filter(([on]) => on === db).length;
    const before = liveReads();
    expect((await moveTo(order, "accepted", owner)).status).toBe(200);
    for (const s of [...streams, queue]) await s.waitFor<Live>((e) => e.event === "order" && e.data.order.status === "accepted");
    expect(liveReads() - before).toBe(1);

    // Events in quick succession: each read once, and every stream moves its order forward only (a read may
    // already see a later status than its event's; it never shows an earlier one after a later one).
    expect((await moveTo(order, "preparing", owner)).status).toBe(200);
    expect((await moveTo(order, "ready", owner)).status).toBe(200);
    const lifecycle = ["placed", "accepted", "preparing", "ready"];
    for (const s of streams) {
      await s.waitFor<Live>((e) => e.event === "order" && e.data.order.status === "ready");
      const steps = s.events.filter((e) => e.event === "order").map((e) => lifecycle.indexOf((e.data as Live).order.status));
      expect(steps).toEqual([...steps].sort((a, b) => a - b));
    }
    expect(liveReads() - before).toBe(3);
    await Promise.all([...streams, queue].map((s) => s.close()));
  });

  it("ends a staff member's restaurant, floor and order streams once they leave the restaurant", async () => {
    const staff = await signInAs(t.app, "restaurant_staff");
    const customer = await signInAs(t.app, "customer");
    const owner = await signInAs(t.app, "restaurant_owner");
    const order = (await k.simpleOrder(customer)).body;
    const restaurantId = order.restaurant.id;
    const queue = await openSse(`${base}/api/restaurant/orders/events`, staff);
    const floor = await openSse(`${base}/api/restaurants/${restaurantId}/floor/stream`, staff);
    const tracking = await openSse(`${base}/api/orders/${order.id}/events`, staff);
    expect([queue.status, floor.status, tracking.status]).toEqual([200, 200, 200]);
    await tracking.waitFor((e) => e.event === "order");
    // The owner's queue (same restaurant, another person) is not concerned.
    const ownerQueue = await openSse(`${base}/api/restaurant/orders/events`, owner);

    const staffId = await userId(staff);
    await t.database.db
      .delete(restaurantStaff)
      .where(and(eq(restaurantStaff.userId, staffId), eq(restaurantStaff.restaurantId, restaurantId)));
    for (const s of [queue, floor, tracking]) {
      await s.waitForEnd(ENDS_WITHIN_MS);
      expect(s.events.at(-1)).toEqual({ event: "end", data: { reason: "forbidden" } });
    }
    expect((await moveTo(order, "accepted", owner)).status).toBe(200);
    await ownerQueue.waitFor<Live>((e) => e.event === "order" && e.data.order.status === "accepted");
    expect(ownerQueue.isEnded()).toBe(false);
    expect(hasStatus(queue, "accepted") || hasStatus(tracking, "accepted")).toBe(false);
    await ownerQueue.close();
  });
});
