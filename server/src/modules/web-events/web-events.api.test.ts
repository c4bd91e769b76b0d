import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WEB_EVENTS_MAX_BATCH } from "@tavola/contracts";
import { queryRows } from "../../platform/database.js";
import { createTestApp, freshClientAddress, signInAs, type TestApp } from "../../test/test-app.js";
import { orderingKit } from "../../test/ordering-kit.js";
import { WEB_EVENT_LIMITS } from "./web-events-limits.js";
import { WEB_EVENTS_RETENTION_JOB } from "./web-events-jobs.js";

/**
 * POST /api/events: anyone may send a small batch of funnel events; every field is checked and bounded, unknown
 * restaurants are dropped, the signed-in user is recorded (never taken from the body), the one rate limiter answers
 * 429 per visitor and per true client address, the table refuses updates, and the daily job deletes events older
 * than 90 days.
 */
let t: TestApp;
let bellini: string;
let dish: string;
beforeAll(async () => {
  t = await createTestApp();
  const menu = await orderingKit(t.app).menu("trattoria-bellini");
  bellini = menu.restaurant.id;
  dish = menu.items[0]!.id;
}, 60_000);
afterAll(async () => t?.close());

const visitor = () => randomBytes(12).toString("hex");
const post = (payload: unknown, opts: { cookie?: string; ip?: string } = {}) =>
  t.app.inject({
    method: "POST",
    url: "/api/events",
    remoteAddress: opts.ip ?? freshClientAddress(),
    headers: opts.cookie ? { cookie: opts.cookie } : {},
    payload: payload as object,
  });
const rowsOf = (visitorId: string) =>
  queryRows<{ type: string; user_id: string | null; restaurant_id: string; menu_item_id: string | null }>(
    t.database.db,
    sql`select type, user_id, restaurant_id, menu_item_id from web_events where visitor_id = ${visitorId} order by id`,
  );

describe("POST /api/events", () => {
  it("stores a signed-out batch with the visitor id and no user; a signed-in one with the session's user", async () => {
    const v = visitor();
    const res = await post({ visitorId: v, events: [{ type: "menu_view", restaurantId: bellini }, { type: "cart_add", restaurantId: bellini, menuItemId: dish }] });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ accepted: 2 });
    expect(await rowsOf(v)).toEqual([
      { type: "menu_view", user_id: null, restaurant_id: bellini, menu_item_id: null },
      { type: "cart_add", user_id: null, restaurant_id: bellini, menu_item_id: dish },
    ]);
    const cookie = await signInAs(t.app, "customer");
    const me = (await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } })).json<{ id: string }>();
    const w = visitor();
    // A userId in the body is not a field: the server takes the user from the session only.
    expect((await post({ visitorId: w, userId: "00000000-0000-4000-8000-000000000000", events: [{ type: "checkout_start", restaurantId: bellini }] }, { cookie })).statusCode).toBe(202);
    expect((await rowsOf(w)).map((r) => r.user_id)).toEqual([me.id]);
  });

  it("drops events of a restaurant that does not exist", async () => {
    const v = visitor();
    const res = await post({ visitorId: v, events: [{ type: "menu_view", restaurantId: "00000000-0000-4000-8000-000000000000" }, { type: "menu_view", restaurantId: bellini }] });
    expect(res.json()).toEqual({ accepted: 1 });
    expect(await rowsOf(v)).toHaveLength(1);
  });

  it("answers 400 with the field's message for bad input, and stores nothing", async () => {
    const v = visitor();
    const cases: Array<[unknown, string]> = [
      [{ visitorId: v, events: [{ type: "paid", restaurantId: bellini }] }, "Unknown event type"],
      [{ visitorId: v, events: [] }, "Send at least one event"],
      [{ visitorId: v, events: Array.from({ length: WEB_EVENTS_MAX_BATCH + 1 }, () => ({ type: "menu_view", restaurantId: bellini })) }, `Send at most ${WEB_EVENTS_MAX_BATCH} events at once`],
      [{ visitorId: "x".repeat(65), events: [{ type: "menu_view", restaurantId: bellini }] }, "A visitor id is 8 to 64 letters, digits, - or _"],
      [{ visitorId: "short", events: [{ type: "menu_view", restaurantId: bellini }] }, "A visitor id is 8 to 64 letters, digits, - or _"],
      [{ visitorId: "has spaces in it", events: [{ type: "menu_view", restaurantId: bellini }] }, "A visitor id is 8 to 64 letters, digits, - or _"],
      [{ visitorId: v, events: [{ type: "menu_view", restaurantId: "x".repeat(5000) }] }, "Not a restaurant id"],
      [{ visitorId: v, events: [{ type: "cart_add", restaurantId: bellini, menuItemId: "nope" }] }, "Not a dish id"],
    ];
    for (const [payload, message] of cases) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.body).toContain(message);
    }
    expect(await rowsOf(v)).toHaveLength(0);
  });

  it("answers 429 with Retry-After once a visitor, or one client address, sends too many batches", async () => {
    const v = visitor();
    const batch = { visitorId: v, events: [{ type: "menu_view", restaurantId: bellini }] };
    for (let i = 0; i < WEB_EVENT_LIMITS.perVisitor.limit; i++) expect((await post(batch)).statusCode).toBe(202);
    const over = await post(batch);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
    expect(await rowsOf(v)).toHaveLength(WEB_EVENT_LIMITS.perVisitor.limit);

    // Fresh visitor ids from one address do not get around the address's limit.
    const ip = freshClientAddress();
    for (let i = 0; i < WEB_EVENT_LIMITS.perAddress.limit; i++) {
      expect((await post({ visitorId: visitor(), events: [{ type: "menu_view", restaurantId: bellini }] }, { ip })).statusCode).toBe(202);
    }
    expect((await post({ visitorId: visitor(), events: [{ type: "menu_view", restaurantId: bellini }] }, { ip })).statusCode).toBe(429);
    // Another address is not affected.
    expect((await post({ visitorId: visitor(), events: [{ type: "menu_view", restaurantId: bellini }] })).statusCode).toBe(202);
  }, 60_000);
});

describe("web_events storage", () => {
  it("refuses updates (append-only)", async () => {
    // drizzle wraps the database's error ("Failed query: …"); the cause is Postgres' own message.
    const outcome = await t.database.db.execute(sql`update web_events set type = 'cart_add' where type = 'menu_view'`).then(
      () => "changed",
      (e: Error & { cause?: Error }) => (e.cause ?? e).message,
    );
    expect(outcome).toBe("web_events is append-only");
  });

  it("the daily retention job deletes events older than 90 days and keeps the rest; a second run deletes nothing", async () => {
    const old = visitor();
    const recent = visitor();
    await t.database.db.execute(sql`
      insert into web_events (type, visitor_id, restaurant_id, occurred_at) values
        ('menu_view', ${old}, ${bellini}::uuid, now() - interval '91 days'),
        ('menu_view', ${recent}, ${bellini}::uuid, now() - interval '89 days')`);
    const run = async () => {
      await t.app.jobs.send(WEB_EVENTS_RETENTION_JOB, {}, { db: t.database.db });
      return t.app.jobs.drain([WEB_EVENTS_RETENTION_JOB]);
    };
    expect(await run()).toEqual({ completed: 1, failed: 0 });
    expect(await rowsOf(old)).toHaveLength(0);
    expect(await rowsOf(recent)).toHaveLength(1);
    expect(await run()).toEqual({ completed: 1, failed: 0 });
    expect(await rowsOf(recent)).toHaveLength(1);
  });
});
