import fc from "fast-check";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows, type Db } from "../../../platform/database.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import { windowOf } from "../ceo-dashboard.service.js";
import { DEFAULT_ZONE } from "./insight-heat.js";
import { basketCtes, basketQuery, funnelCounts, platformHeat, signedSplit, splitWindow } from "./insight-reads.js";
import { refreshInsightRollups, requestInsightRebuild } from "./insight-refresh.js";
import { PAID_STATUSES } from "./insight-sources.js";
import { dayLevels } from "./insight-weeks.js";

/**
 * The funnel and basket rollups after operational changes: random batches of changes of every kind the triggers
 * capture (browser events recorded and pruned, orders cancelled and moved, lines added, moved and deleted, payments
 * voided) are taken in by a refresh; then for random ranges and zones the funnel's visits (a visitor at a restaurant on
 * a UTC day, counted at each step it has an event of in the window) and paid orders,
 * and the baskets, dish counts and pair counts equal counts taken here in JavaScript over the raw rows; and the
 * incrementally kept rollups are exactly what a full rebuild writes.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEMO_HISTORY_DAYS: "40" });
}, 90_000);
afterAll(async () => t?.close());

type Row = Record<string, unknown>;
const dayOffset = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const count = async (db: Db, table: string) => (await queryRows<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n;

type Change = { kind: "event" | "prune" | "cancel" | "move" | "line" | "unline" | "void" | "zone"; pick: number; minutes: number };
const ZONES = ["Asia/Kolkata", "Pacific/Chatham", "Europe/Copenhagen", "America/Los_Angeles"];

async function applyChange(db: Db, c: Change) {
  const nth = (table: string, where = "true") => sql.raw(`(select id from ${table} where ${where} order by id offset ${c.pick} limit 1)`);
  if (c.kind === "event") {
    // A new visitor's event, or an existing visitor's again, `minutes` before an existing event.
    await db.execute(sql`
      insert into web_events (type, visitor_id, restaurant_id, occurred_at)
      select type, case when ${c.minutes} % 2 = 0 then visitor_id else 'visitor-' || md5(random()::text) end, restaurant_id,
             occurred_at - ${c.minutes} * interval '1 minute'
      from web_events where id = ${nth("web_events")}`);
  } else if (c.kind === "prune") {
    await db.execute(sql`delete from web_events where id = ${nth("web_events")}`);
  } else if (c.kind === "cancel") {
    await db.execute(sql`update orders set status = 'cancelled' where id = ${nth("orders", "status not in ('cancelled', 'rejected')")}`);
  } else if (c.kind === "move") {
    await db.execute(sql`update orders set placed_at = placed_at + ${c.minutes * 7} * interval '1 minute' where id = ${nth("orders")}`);
  } else if (c.kind === "line") {
    // Another dish of the same restaurant added to an order with lines.
    await db.execute(sql`
      insert into order_items (order_id, menu_item_id, name, unit_price_cents, quantity)
      select oi.order_id, m.id, m.name, 100, 1
      from order_items oi join orders o on o.id = oi.order_id
      join lateral (select id, name from menu_items where restaurant_id = o.restaurant_id order by id offset ${c.minutes % 7} limit 1) m on true
      where oi.id = ${nth("order_items", "menu_item_id is not null")}`);
  } else if (c.kind === "unline") {
    await db.execute(sql`delete from order_items where id = ${nth("order_items", "menu_item_id is not null")}`);
  } else if (c.kind === "zone") {
    // A restaurant's zone changes (its booking policy's), or a policy goes: the platform default applies.
    const policy = sql.raw(`(select restaurant_id from reservation_policies order by restaurant_id offset ${c.pick % 7} limit 1)`);
    if (c.minutes % 5 === 0) await db.execute(sql`delete from reservation_policies where restaurant_id = ${policy}`);
    else await db.execute(sql`update reservation_policies set timezone = ${ZONES[c.minutes % ZONES.length]!} where restaurant_id = ${policy}`);
  } else {
    await db.execute(sql`update payments set status = 'voided' where id = ${nth("payments", "order_id is not null and status <> 'voided'")}`);
  }
}

/** The window's funnel and baskets counted here from the raw rows. */
async function expected(db: Db, start: Date, end: Date) {
  const within = (at: unknown) => {
    const ms = new Date(at as string).getTime();
    return ms >= start.getTime() && ms < end.getTime();
  };
  const [events, orders, payments, lines] = await Promise.all([
    queryRows<Row>(db, sql`select type, visitor_id, restaurant_id, occurred_at from web_events`),
    queryRows<Row>(db, sql`
      select o.id, o.status, o.channel, o.placed_at, coalesce(p.timezone, ${DEFAULT_ZONE}) as zone
      from orders o left join reservation_policies p on p.restaurant_id = o.restaurant_id`),
    queryRows<Row>(db, sql`select order_id, status from payments where order_id is not null`),
    queryRows<Row>(db, sql`select distinct order_id, menu_item_id from order_items where menu_item_id is not null`),
  ]);
  const visitDay = (at: unknown) => new Date(at as string).toISOString().slice(0, 10);
  const visits = (type: string) =>
    new Set(events.filter((e) => e.type === type && within(e.occurred_at)).map((e) => `${e.visitor_id}|${e.restaurant_id}|${visitDay(e.occurred_at)}`)).size;
  const orderById = new Map(orders.map((o) => [String(o.id), o]));
  const paid = payments.filter((p) => {
    const o = orderById.get(String(p.order_id))!;
    return o.channel === "online" && PAID_STATUSES.includes(String(p.status)) && within(o.placed_at);
  }).length;
  const baskets = new Map<string, string[]>();
  for (const l of lines) {
    const o = orderById.get(String(l.order_id))!;
    if (["rejected", "cancelled"].includes(String(o.status)) || !within(o.placed_at)) continue;
    baskets.set(String(l.order_id), [...(baskets.get(String(l.order_id)) ?? []), String(l.menu_item_id)]);
  }
  const items = new Map<string, number>();
  const pairs = new Map<string, number>();
  for (const dishes of baskets.values()) {
    const sorted = [...dishes].sort();
    for (const d of sorted) items.set(d, (items.get(d) ?? 0) + 1);
    for (let i = 0; i < sorted.length; i++) for (let j = i + 1; j < sorted.length; j++) pairs.set(`${sorted[i]}|${sorted[j]}`, (pairs.get(`${sorted[i]}|${sorted[j]}`) ?? 0) + 1);
  }
  // The platform heatmap: counted orders by their restaurant's local weekday (0 = Monday) and hour, via Intl.
  const heat = new Map<string, number>();
  for (const o of orders) {
    if (["rejected", "cancelled"].includes(String(o.status)) || !within(o.placed_at)) continue;
    const parts = new Intl.DateTimeFormat("en-GB", { timeZone: String(o.zone), weekday: "short", hour: "numeric", hourCycle: "h23" }).formatToParts(new Date(o.placed_at as string));
    const weekday = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].indexOf(parts.find((p) => p.type === "weekday")!.value);
    const key = `${weekday}|${Number(parts.find((p) => p.type === "hour")!.value)}`;
    heat.set(key, (heat.get(key) ?? 0) + 1);
  }
  return {
    heat,
    funnel: { menu_view: visits("menu_view"), cart_add: visits("cart_add"), checkout_start: visits("checkout_start"), paid },
    baskets: baskets.size,
    items,
    pairs,
  };
}

/** The same from the rollups (plus the partial end days' rows). */
async function fromRollups(db: Db, start: Date, end: Date) {
  const w = { start, end, ids: null };
  const funnel = await funnelCounts(db, w);
  const heat = await platformHeat(db, w);
  const [total] = await basketQuery<{ n: number }>(db, sql`with ${basketCtes(w)} select coalesce(sum(baskets), 0)::int as n from per_restaurant`);
  const items = await basketQuery<{ id: string; c: number }>(db, sql`with ${basketCtes(w)} select menu_item_id::text as id, c from item where c > 0`);
  const pairs = await basketQuery<{ a: string; b: string; ab: number }>(db, sql`with ${basketCtes(w)} select a::text as a, b::text as b, ab from pairs where ab > 0`);
  return {
    heat: new Map(heat.map((r) => [`${String(r.weekday)}|${String(r.hour)}`, Number(r.orders)])),
    funnel,
    baskets: total!.n,
    items: new Map(items.map((r) => [r.id, r.c])),
    pairs: new Map(pairs.map((r) => [`${r.a}|${r.b}`, r.ab])),
  };
}

async function snapshot(db: Db) {
  const parts: string[] = [];
  for (const [table, order] of [
    ["analytics_insight_days", "day, restaurant_id"],
    ["analytics_basket_item_days", "day, restaurant_id, menu_item_id"],
    ["analytics_basket_pair_days", "day, restaurant_id, item_a, item_b"],
    ["analytics_basket_item_weeks", "week, restaurant_id, menu_item_id"],
    ["analytics_basket_pair_weeks", "week, restaurant_id, item_a, item_b"],
    ["analytics_heat_days", "day, weekday, hour"],
    ["analytics_funnel_slots", "day, slot"],
  ] as const) {
    parts.push(JSON.stringify(await queryRows(db, sql.raw(`select * from ${table} order by ${order}`))));
  }
  return parts.join("\n");
}

describe("the funnel and basket rollups", () => {
  it("the seed built them and left no dirty key", async () => {
    const db = t.database.db;
    expect(await count(db, "analytics_dirty_insight_days")).toBe(0);
    const [visits] = await queryRows<{ n: number }>(db, sql`select coalesce(sum(menu_views), 0)::int as n from analytics_insight_days`);
    expect(visits!.n).toBeGreaterThan(100);
    expect(await count(db, "analytics_basket_pair_days")).toBeGreaterThan(10);
  });

  it("after random changes, the funnel and basket counts for random ranges and zones equal counts over the raw rows; incremental = rebuild", async () => {
    const db = t.database.db;
    const change = fc.record({
      kind: fc.constantFrom<Change["kind"]>("event", "prune", "cancel", "move", "line", "unline", "void", "zone"),
      pick: fc.integer({ min: 0, max: 300 }),
      minutes: fc.integer({ min: 1, max: 3000 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(change, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: -40, max: 0 }),
        fc.integer({ min: 0, max: 40 }),
        fc.constantFrom("UTC", "America/New_York", "Asia/Kolkata", "Pacific/Chatham"),
        async (changes, start, length, tz) => {
          for (const c of changes) await applyChange(db, c);
          await refreshInsightRollups(db);
          const w = await windowOf(db, dayOffset(start), dayOffset(Math.min(start + length, 1)), tz);
          expect(await fromRollups(db, w.start, w.end)).toEqual(await expected(db, w.start, w.end));
        },
      ),
      { numRuns: 14 },
    );
    const kept = await snapshot(db);
    await requestInsightRebuild(db);
    expect((await refreshInsightRollups(db)).rebuilt).toBe(true);
    expect(await snapshot(db)).toBe(kept);
  }, 180_000);

  it("changes the figures cannot see (a payment's captured amount, a kitchen's fired mark) mark no day", async () => {
    const db = t.database.db;
    await refreshInsightRollups(db);
    await db.execute(sql`update payments set captured_cents = captured_cents where id = (select id from payments where order_id is not null order by id limit 1)`);
    await db.execute(sql`update order_items set fired_at = now() where id = (select id from order_items order by id limit 1)`);
    await db.execute(sql`update orders set updated_at = now() where id = (select id from orders order by id limit 1)`);
    expect(await count(db, "analytics_dirty_insight_days")).toBe(0);
  });
});

describe("signedSplit", () => {
  it("reads a partial day longer than 12 hours as its whole day less the rest of the day's rows", () => {
    const at = (iso: string) => Date.parse(iso);
    // Copenhagen's 2026-11-02 … 2026-11-04: 23:00 UTC the day before to 23:00 UTC on the last day.
    expect(signedSplit(splitWindow(new Date("2026-11-01T23:00:00Z"), new Date("2026-11-04T23:00:00Z")))).toEqual({
      fromDay: "2026-11-02",
      toDay: "2026-11-04",
      ranges: [
        { s: at("2026-11-01T23:00:00Z"), e: at("2026-11-02T00:00:00Z"), sign: 1 },
        { s: at("2026-11-04T23:00:00Z"), e: at("2026-11-05T00:00:00Z"), sign: -1 },
      ],
    });
    // One Kolkata day (18:30 UTC to 18:30 UTC): two pieces, the longer one by its whole day.
    expect(signedSplit(splitWindow(new Date("2026-11-01T18:30:00Z"), new Date("2026-11-02T18:30:00Z")))).toEqual({
      fromDay: "2026-11-02",
      toDay: "2026-11-02",
      ranges: [
        { s: at("2026-11-01T18:30:00Z"), e: at("2026-11-02T00:00:00Z"), sign: 1 },
        { s: at("2026-11-02T18:30:00Z"), e: at("2026-11-03T00:00:00Z"), sign: -1 },
      ],
    });
  });
});

describe("dayLevels", () => {
  it("reads whole weeks (Monday to Sunday) from the week rows and the days around them from the day rows", () => {
    // 2026-11-02 is a Monday.
    expect(dayLevels("2026-11-02", "2026-11-08")).toEqual({ weeks: { from: "2026-11-02", to: "2026-11-02" }, days: [] });
    expect(dayLevels("2026-10-29", "2026-11-18")).toEqual({
      weeks: { from: "2026-11-02", to: "2026-11-09" },
      days: [{ from: "2026-10-29", to: "2026-11-01" }, { from: "2026-11-16", to: "2026-11-18" }],
    });
    expect(dayLevels("2026-11-03", "2026-11-09")).toEqual({ weeks: null, days: [{ from: "2026-11-03", to: "2026-11-09" }] });
    expect(dayLevels("2026-11-05", "2026-11-05")).toEqual({ weeks: null, days: [{ from: "2026-11-05", to: "2026-11-05" }] });
  });
});

describe("splitWindow", () => {
  it("is whole UTC days and the partial days at the ends", () => {
    const s = new Date("2026-11-01T04:00:00Z");
    const e = new Date("2026-11-04T05:00:00Z");
    expect(splitWindow(s, e)).toEqual({
      fromDay: "2026-11-02",
      toDay: "2026-11-03",
      ranges: [{ s: s.getTime(), e: Date.parse("2026-11-02T00:00:00Z") }, { s: Date.parse("2026-11-04T00:00:00Z"), e: e.getTime() }],
    });
    expect(splitWindow(new Date("2026-11-01T00:00:00Z"), new Date("2026-11-02T00:00:00Z"))).toEqual({ fromDay: "2026-11-01", toDay: "2026-11-01", ranges: [] });
    // Less than one whole UTC day: all of it from the rows.
    expect(splitWindow(new Date("2026-11-01T05:30:00Z"), new Date("2026-11-02T05:30:00Z")).fromDay).toBeNull();
  });
});
