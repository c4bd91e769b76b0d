// Analytics at scale (issue 20): 1,000,000 orders across 200 restaurants and 100,000 customers over ~18 months, on
// Postgres. The generator is part of the bench: server-side generate_series, one statement per table (no row-by-row
// inserts), with the triggers off (session_replication_role = replica) and the rollups then built whole by our
// server's start. Then our real server answers every dashboard endpoint for realistic ranges (p50/p95 of sequential
// requests, signed in as the demo ceo), and the rollups' freshness is timed: from a checkout (and a cancellation)
// answered to the CEO dashboard showing it.
//
// Targets (issue 20): every dashboard endpoint p95 < 300 ms; rollups refreshed within 60 s of the change.
// Ids are generated in order (uuid from a number), so every primary key and order-id index is appended to, not
// written at random: the load is bound by the rows, not by a cache-missing B-tree.
// env: BENCH_ANALYTICS_ORDERS (default 1000000), BENCH_ANALYTICS_RUNS (default 15 per endpoint and range),
// BENCH_ANALYTICS_ONLY (comma-separated words: only the cases whose endpoint name contains one of them, case-insensitive;
// "freshness" and "churn fit" name the two timed phases after the endpoints; unset = everything),
// BENCH_ANALYTICS_DATABASE_URL (an existing, empty or already generated database, kept after the run: generated once,
// then a changed server is measured on the same rows; freshness rounds add orders to it, so compare like with like).
import { randomBytes } from "node:crypto";
import pg from "pg";
import { demoLogin, fmt, freePort, getJson, sleep, spawnOurServer, table, vacuumAnalyze, waitHealthy, withPostgresDatabase } from "./lib/harness.mjs";
import { percentile } from "./lib/open-load.mjs";

export const title = "Analytics on 1M orders (Postgres): every dashboard endpoint p50/p95, and rollup freshness";

const RESTAURANTS = 200;
const CUSTOMERS = 100_000;
const HISTORY_DAYS = 548;
const DISHES = 12;

export default async function run({ log }) {
  const settings = { orders: Number(process.env.BENCH_ANALYTICS_ORDERS ?? 1_000_000), runs: Number(process.env.BENCH_ANALYTICS_RUNS ?? 15) };
  log(`${fmt.int(settings.orders)} orders, ${RESTAURANTS} restaurants, ${fmt.int(CUSTOMERS)} customers over ${HISTORY_DAYS} days; ${settings.runs} requests per endpoint and range`);
  const kept = process.env.BENCH_ANALYTICS_DATABASE_URL;
  if (kept) return measure({ log, databaseUrl: kept, settings, reuse: await alreadyGenerated(kept) });
  return withPostgresDatabase(log, (databaseUrl) => measure({ log, databaseUrl, settings }));
}

/** Whether a kept database already holds the bench's history (then it is measured as it is). */
async function alreadyGenerated(databaseUrl) {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const { rows } = await c.query("select to_regclass('orders') is not null and exists (select 1 from orders where reference like 'BX%') as generated");
    return rows[0].generated;
  } catch {
    return false;
  } finally {
    await c.end();
  }
}

async function measure({ log, databaseUrl, settings, reuse = false }) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  if (reuse) {
    log("BENCH_ANALYTICS_DATABASE_URL already generated: measuring it as it is");
    return measureServer({ log, databaseUrl, settings, port, base, generation: { reused: true } });
  }
  // First start: migrations and the demo (no demo history: the bench's own history is the load).
  let t0 = performance.now();
  let proc = spawnOurServer({ port, databaseUrl, env: { DEMO_HISTORY_DAYS: "0" } });
  await waitHealthy(proc, port, { timeoutMs: 120_000 });
  await proc.stop();
  log(`migrated and seeded the demo in ${fmt.ms(performance.now() - t0)}`);

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const generation = {};
  try {
    t0 = performance.now();
    await generate(client, settings.orders, generation, log);
    generation.totalMs = performance.now() - t0;
    log(`generated in ${fmt.ms(generation.totalMs)}`);
  } finally {
    await client.end();
  }
  t0 = performance.now();
  await vacuumAnalyze(databaseUrl);
  log(`vacuum analyze ${fmt.ms(performance.now() - t0)}`);
  return measureServer({ log, databaseUrl, settings, port, base, generation });
}

async function measureServer({ log, databaseUrl, settings, port, base, generation }) {
  // Second start: the rollups are built whole (state reset by the generator) before the server answers.
  const t0 = performance.now();
  const proc = spawnOurServer({ port, databaseUrl, env: { DEMO_HISTORY_DAYS: "0" } });
  try {
    await waitHealthy(proc, port, { timeoutMs: 600_000, intervalMs: 200 });
    const rebuildMs = performance.now() - t0;
    log(`server up with the rollups built whole in ${fmt.ms(rebuildMs)}`);
    await vacuumAnalyze(databaseUrl);
    const figures = await measureEndpoints({ log, base, port, runs: settings.runs });
    const freshness = selected("freshness") ? await measureFreshness({ log, base, port }) : null;
    const churnFit = selected("churn fit") ? await measureChurnFit({ log, base, port }) : null;
    return { ...settings, generation, rebuildMs, endpoints: figures, freshness, churnFit };
  } finally {
    const s = await proc.stop();
    if (s.code !== 0) log(`warning: our server exited ${s.code ?? s.signal} on SIGTERM`);
  }
}

const only = (process.env.BENCH_ANALYTICS_ONLY ?? "").split(",").map((w) => w.trim().toLowerCase()).filter(Boolean);
/** Whether a case (by its endpoint name) is measured in this run (BENCH_ANALYTICS_ONLY). */
const selected = (name) => only.length === 0 || only.some((w) => name.toLowerCase().includes(w));

const uuidOf = (group, n) => `('00000000-0000-4000-${group}-' || lpad(to_hex(${n}), 12, '0'))::uuid`;

async function step(client, generation, log, name, text) {
  const t0 = performance.now();
  const r = await client.query(text);
  const ms = performance.now() - t0;
  generation[name] = { rows: r.rowCount, ms: Math.round(ms) };
  log(`  ${name}: ${fmt.int(r.rowCount ?? 0)} rows in ${fmt.ms(ms)}`);
}

/** The synthetic history, all in Postgres. Deterministic ids by number, so tables refer to each other without lookups. */
export async function generate(client, orders, generation, log) {
  await client.query("set session_replication_role = replica"); // no triggers (the rollups are rebuilt after), no FK checks
  await client.query("select setseed(0.2026)");
  await step(client, generation, log, "restaurants", `
    insert into restaurants (id, slug, name, cuisine, address, city, country, lat, lng, uses_platform_couriers, is_open)
    select ${uuidOf("9000", "n")}, 'bench-kitchen-' || n, 'Bench Kitchen ' || n, (array['Italian','Japanese','Mexican','Indian','French'])[1 + n % 5],
           n || ' Bench Street', 'Copenhagen', 'DK', 55.6 + (n % 20) / 200.0, 12.5 + (n / 20) / 200.0, n <= 100, false
    from generate_series(1, ${RESTAURANTS}) n`);
  await step(client, generation, log, "customers", `
    insert into users (id, email, first_name, last_name, role)
    select ${uuidOf("8000", "n")}, 'bench-customer-' || n || '@bench.invalid', 'Guest', 'No. ' || n, 'customer'
    from generate_series(1, ${CUSTOMERS}) n`);
  await step(client, generation, log, "couriers", `
    insert into users (id, email, first_name, last_name, role)
    select ${uuidOf("a000", "n")}, 'bench-courier-' || n || '@bench.invalid', 'Rider', 'No. ' || n, 'courier'
    from generate_series(1, 500) n`);
  // Orders: more of them recently (a growing business), lunch and dinner peaks (local time ≈ UTC+1), a few big
  // restaurants and many small ones, regulars and one-off customers; 3 % cancelled, 1.5 % rejected.
  await step(client, generation, log, "orders", `
    insert into orders (id, reference, customer_id, restaurant_id, status, fulfillment, channel, subtotal_cents, delivery_fee_cents,
                        service_fee_cents, tax_cents, tip_cents, discount_cents, total_cents, placed_at, updated_at, completed_at,
                        eta_earliest, eta_latest, prep_minutes)
    select ${uuidOf("b000", "g")}, 'BX' || lpad(g::text, 8, '0'), ${uuidOf("8000", "c")}, ${uuidOf("9000", "r")}, status, ful, 'online', sub, dfee,
           sfee, tax, tip, 0, sub + dfee + sfee + tax + tip, placed, placed,
           case when status in ('delivered', 'picked_up', 'served') then placed + (25 + 35 * x.re) * interval '1 minute' end,
           placed + interval '30 minutes', placed + interval '50 minutes', 20
    from generate_series(1, ${orders}) g
    cross join lateral (select random() as ra, random() as rb, random() as rc, random() as rd, random() as re, random() as rf, random() as rg, random() as rh, g as tag) x
    cross join lateral (select 1 + floor(${RESTAURANTS} * power(x.rf, 1.6))::int as r, 1 + floor(${CUSTOMERS} * power(x.rg, 1.3))::int as c,
                               case when x.rb < 0.6 then 'delivery' when x.rb < 0.95 then 'pickup' else 'dine_in' end as ful,
                               1200 + floor(x.rc * 6000)::int as sub) a
    cross join lateral (select case when x.ra < 0.03 then 'cancelled' when x.ra < 0.045 then 'rejected'
                                    when a.ful = 'delivery' then 'delivered' when a.ful = 'pickup' then 'picked_up' else 'served' end as status,
                               case when a.ful = 'delivery' then 299 else 0 end as dfee,
                               round(a.sub * 0.05)::int as sfee, round(a.sub * 0.08875)::int as tax,
                               case when a.ful = 'delivery' then floor(x.rd * 500)::int else 0 end as tip,
                               least(now() - interval '2 hours',
                                     date_trunc('day', now() - ${HISTORY_DAYS} * (1 - sqrt(x.rh)) * interval '1 day')
                                     + case when x.re < 0.4 then interval '10 hours' + x.rd * interval '3 hours'
                                            when x.re < 0.9 then interval '16 hours' + x.rd * interval '4 hours'
                                            else x.rd * interval '24 hours' end) as placed) b`);
  // Twelve dishes per restaurant; an order's two lines are two different dishes of its restaurant, the first of them
  // more often one of the first few (a signature dish), so basket pairs have structure.
  await step(client, generation, log, "dishes", `
    insert into menu_items (id, restaurant_id, name, category, price_cents)
    select ${uuidOf("c100", "r * 100 + d")}, ${uuidOf("9000", "r")}, 'Bench dish ' || d, (array['starters', 'mains', 'desserts'])[1 + d % 3], 600 + d * 100
    from generate_series(1, ${RESTAURANTS}) r cross join generate_series(0, ${DISHES - 1}) d`);
  await step(client, generation, log, "order lines", `
    insert into order_items (id, order_id, menu_item_id, name, unit_price_cents, quantity)
    select ${uuidOf("c000", "g * 2 + k")}, o.id, ${uuidOf("c100", "r * 100 + dish")}, 'Bench dish ' || dish,
           case when k = 1 then o.subtotal_cents / 2 else o.subtotal_cents - o.subtotal_cents / 2 end, 1
    from orders o
    cross join lateral (select substring(o.reference from 3)::bigint as g, ('x' || substr(o.restaurant_id::text, 25, 12))::bit(48)::bigint as r,
                               abs(hashtext(o.reference)) as h) x
    cross join lateral (select (x.h % 4) as first, 4 + (x.h / 4) % ${DISHES - 4} as second) d
    cross join lateral (values (1, d.first), (2, d.second)) k(k, dish)
    where o.reference like 'BX%'`);
  // The funnel's browser events of the last 90 days (the events' retention): each paid order's visitor viewed the menu,
  // added to a cart and started checkout; as many again viewed without buying, and some of them added to a cart.
  await step(client, generation, log, "web events", `
    insert into web_events (type, visitor_id, restaurant_id, occurred_at)
    select e.type, 'bench-visitor-' || o.reference || e.who, o.restaurant_id, o.placed_at - e.before
    from orders o
    cross join (values ('menu_view', '', interval '9 minutes'), ('cart_add', '', interval '6 minutes'), ('checkout_start', '', interval '2 minutes'),
                       ('menu_view', '-b', interval '40 minutes'), ('menu_view', '-c', interval '3 hours'), ('cart_add', '-c', interval '170 minutes')) e(type, who, before)
    where o.reference like 'BX%' and o.placed_at > now() - interval '90 days'`);
  await step(client, generation, log, "payments", `
    insert into payments (id, order_id, purpose, provider, reference, status, brand, last4, amount_cents, captured_cents, created_at, updated_at)
    select ${uuidOf("d000", "substring(reference from 3)::bigint")}, id, 'order', 'stripe', 'bx_' || reference, case when status in ('cancelled', 'rejected') then 'voided' else 'captured' end, 'visa', '4242',
           total_cents, case when status in ('cancelled', 'rejected') then 0 else total_cents end, placed_at, placed_at
    from orders where reference like 'BX%'`);
  await step(client, generation, log, "payment operations", `
    insert into payment_operations (payment_id, kind, amount_cents, created_at)
    select p.id, k.kind, p.amount_cents, p.created_at + k.after
    from payments p cross join (values ('authorize', interval '0'), ('capture', interval '4 minutes')) k(kind, after)
    where p.reference like 'bx_%'`);
  await step(client, generation, log, "refunds", `
    with r as (
      select id, greatest(1, (captured_cents * (0.2 + random() * 0.8))::int) as cents,
             least(now() - interval '1 hour', created_at + random() * interval '2 days') as at
      from payments where reference like 'bx_%' and status = 'captured' and random() < 0.03
    ), ops as (insert into payment_operations (payment_id, kind, amount_cents, reason, created_at) select id, 'refund', cents, 'bench', at from r)
    update payments p set refunded_cents = r.cents from r where p.id = r.id`);
  await step(client, generation, log, "delivery jobs", `
    insert into delivery_jobs (id, order_id, restaurant_id, restaurant_name, pickup_area, pickup_lat, pickup_lng, dropoff_area, distance_km,
                               expected_minutes, fee_floor_cents, fee_cap_cents, night, rain, peak, status, bid_closes_at, courier_id,
                               fee_cents, award_method, awarded_at, picked_up_at, delivered_at, created_at)
    select ${uuidOf("e000", "substring(o.reference from 3)::bigint")}, o.id, o.restaurant_id, 'Bench', 'Bench Street', 55.6, 12.5, 'Drop-off', 3.2, 15, 500, 750, false, false, false, 'delivered',
           o.placed_at + interval '2 minutes', ${uuidOf("a000", "1 + abs(hashtext(o.reference)) % 500")}, 500 + abs(hashtext(o.reference)) % 251,
           'auto', o.placed_at + interval '2 minutes', o.placed_at + interval '20 minutes', o.completed_at, o.placed_at
    from orders o join restaurants r on r.id = o.restaurant_id
    where o.reference like 'BX%' and o.status = 'delivered' and r.uses_platform_couriers`);
  await step(client, generation, log, "courier earnings", `
    insert into courier_earnings (id, courier_id, job_id, kind, amount_cents, created_at)
    select ${uuidOf("f000", "substring(o.reference from 3)::bigint * 3 + k.n")}, j.courier_id, j.id, k.kind,
           case k.kind when 'fee' then j.fee_cents when 'commission' then -round(j.fee_cents * 0.08)::int else o.tip_cents end,
           j.delivered_at
    from delivery_jobs j join orders o on o.id = j.order_id cross join (values ('fee', 0), ('commission', 1), ('tip', 2)) k(kind, n)
    where j.restaurant_name = 'Bench'`);
  await step(client, generation, log, "feedback", `
    insert into feedback (id, customer_id, restaurant_id, order_id, rating, category, text, sentiment_score, sentiment_label, created_at)
    select ${uuidOf("a100", "substring(reference from 3)::bigint")}, customer_id, restaurant_id, id, 1 + (abs(hashtext(reference)) % 5), 'food-quality', 'Bench review', 0,
           (array['negative', 'neutral', 'positive', 'positive'])[1 + abs(hashtext(reference)) % 4], completed_at
    from orders where reference like 'BX%' and completed_at is not null and abs(hashtext(reference || 'f')) % 20 = 0`);
  await client.query("set session_replication_role = origin");
  // The triggers were off: the next refresh builds every cell whole.
  await client.query("update analytics_rollup_state set built_at = null where id = 1");
  await client.query("update analytics_insight_rollup_state set built_at = null where id = 1");
}

const dayOffset = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function timeRequests(url, cookie, runs, payload, okStatuses = [200]) {
  const once = async () => {
    const t0 = performance.now();
    const res = await fetch(url, payload ? { method: "POST", headers: { cookie, "content-type": "application/json" }, body: JSON.stringify(payload) } : { headers: { cookie } });
    const body = await res.arrayBuffer();
    if (!okStatuses.includes(res.status)) throw new Error(`GET ${url} → ${res.status}: ${Buffer.from(body).toString().slice(0, 300)}`);
    return { ms: performance.now() - t0, bytes: body.byteLength };
  };
  const first = (await once()).ms; // a churn holdout's first request queues its fit (never fitted in the request)
  await once();
  const samples = [];
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    const r = await once();
    samples.push(r.ms);
    bytes = r.bytes;
  }
  samples.sort((a, b) => a - b);
  return { first, p50: percentile(samples, 0.5), p95: percentile(samples, 0.95), max: samples.at(-1), bytes };
}

async function measureEndpoints({ log, base, port, runs }) {
  const ceo = await demoLogin(port, "ceo");
  const customer = await demoLogin(port, "customer");
  const top = (await getJson(`${base}/api/analytics/ceo-dashboard?from=${dayOffset(-29)}&to=${dayOffset(0)}&tz=UTC`, ceo)).restaurants[0];
  const ranges = [
    { label: "last 7 days", from: dayOffset(-6), tz: "Europe/Copenhagen", granularity: "day" },
    { label: "last 30 days", from: dayOffset(-29), tz: "Europe/Copenhagen", granularity: "day" },
    { label: "last 30 days UTC", from: dayOffset(-29), tz: "UTC", granularity: "day" },
    { label: "last 90 days", from: dayOffset(-89), tz: "America/New_York", granularity: "week" },
    { label: "last 365 days", from: dayOffset(-364), tz: "Europe/Copenhagen", granularity: "month" },
  ];
  const cases = [];
  for (const r of ranges) {
    const q = `from=${r.from}&to=${dayOffset(0)}&tz=${encodeURIComponent(r.tz)}`;
    cases.push({ endpoint: "CEO dashboard", range: r.label, url: `/api/analytics/ceo-dashboard?${q}`, cookie: ceo });
    cases.push({ endpoint: `finance (by ${r.granularity})`, range: r.label, url: `/api/analytics/finance?${q}&granularity=${r.granularity}`, cookie: ceo });
    cases.push({ endpoint: `finance CSV (by ${r.granularity})`, range: r.label, url: `/api/analytics/finance/export.csv?${q}&granularity=${r.granularity}`, cookie: ceo });
  }
  for (const r of [ranges[1], ranges[4]]) {
    const q = `from=${r.from}&to=${dayOffset(0)}&tz=${encodeURIComponent(r.tz)}&restaurantId=${top.restaurantId}`;
    cases.push({ endpoint: "CEO dashboard, top restaurant", range: r.label, url: `/api/analytics/ceo-dashboard?${q}`, cookie: ceo });
    cases.push({ endpoint: "finance, top restaurant", range: r.label, url: `/api/analytics/finance?${q}&granularity=${r.granularity}`, cookie: ceo });
  }
  // /analytics and /advanced-analytics (heatmap, funnel, baskets, league) and /ai-executive-control (anomalies, questions).
  for (const r of ranges.slice(0, 4)) {
    const q = `from=${r.from}&to=${dayOffset(0)}&tz=${encodeURIComponent(r.tz)}`;
    cases.push({ endpoint: "analytics overview", range: r.label, url: `/api/analytics/overview?${q}`, cookie: ceo });
    cases.push({ endpoint: "advanced analytics", range: r.label, url: `/api/analytics/advanced?${q}`, cookie: ceo });
  }
  for (const r of [ranges[1]]) {
    const q = `from=${r.from}&to=${dayOffset(0)}&tz=${encodeURIComponent(r.tz)}&restaurantId=${top.restaurantId}`;
    cases.push({ endpoint: "analytics overview, top restaurant", range: r.label, url: `/api/analytics/overview?${q}`, cookie: ceo });
    cases.push({ endpoint: "advanced analytics, top restaurant", range: r.label, url: `/api/analytics/advanced?${q}`, cookie: ceo });
  }
  cases.push({ endpoint: "AI control anomalies (7 days)", range: "9 weeks read", url: `/api/analytics/insights/anomalies?tz=Europe%2FCopenhagen`, cookie: ceo });
  // Questions are limited to 20 a minute per executive: 3 questions × (2 warm + 4 timed) = 18.
  for (const question of ["Revenue last 30 days by restaurant", "New customers last month", "Which dishes get the most complaints"]) {
    cases.push({ endpoint: `AI control: "${question}"`, range: "as asked", url: "/api/analytics/insights/ask", cookie: ceo, runs: 4, body: { question, tz: "Europe/Copenhagen" } });
  }
  cases.push({ endpoint: "demand forecast, top restaurant", range: "12 weeks", url: `/api/analytics/demand-forecast?restaurantId=${top.restaurantId}`, cookie: ceo });
  cases.push({ endpoint: "customer dashboard (orders summary)", range: "all history", url: `/api/orders/summary`, cookie: customer });
  // Last, so its fit (in the server's job worker) does not load the others. Nothing is stored yet: 202 with the queued fit's progress (the fit runs in the job; measureChurnFit times it).
  cases.push({ endpoint: "customer churn (holdout 56 d, fit queued)", range: "all history", url: `/api/analytics/customer-churn?holdoutDays=56`, cookie: ceo, okStatuses: [200, 202] });

  const rows = [["endpoint", "range", "first", "p50", "p95", "max", "body"]];
  const out = [];
  for (const c of cases.filter((k) => selected(k.endpoint))) {
    let figures;
    try {
      figures = await timeRequests(`${base}${c.url}`, c.cookie, c.runs ?? runs, c.body, c.okStatuses);
    } catch (e) {
      log(`${c.endpoint} (${c.range}) failed: ${e.message}`);
      out.push({ endpoint: c.endpoint, range: c.range, error: e.message });
      continue;
    }
    out.push({ endpoint: c.endpoint, range: c.range, ...figures });
    rows.push([c.endpoint, c.range, fmt.ms(figures.first), fmt.ms(figures.p50), fmt.ms(figures.p95), fmt.ms(figures.max), `${Math.round(figures.bytes / 1024)} KB`]);
    log(`${c.endpoint} (${c.range}): p50 ${fmt.ms(figures.p50)}, p95 ${fmt.ms(figures.p95)}`);
  }
  log("");
  log(table(rows));
  const worst = out.filter((o) => o.p95 !== undefined).sort((a, b) => b.p95 - a.p95)[0];
  if (worst) log(`slowest p95: ${worst.endpoint} (${worst.range}) ${fmt.ms(worst.p95)} — target < 300 ms`);
  return out;
}

/** From a checkout answered (and a cancellation answered) to the CEO dashboard's figure changing. */
async function measureFreshness({ log, base, port }) {
  const ceo = await demoLogin(port, "customer").then(() => demoLogin(port, "ceo"));
  const customer = await demoLogin(port, "customer");
  const restaurants = await getJson(`${base}/api/restaurants`);
  const bellini = restaurants.find((r) => r.slug === "trattoria-bellini");
  const menu = await getJson(`${base}/api/restaurants/${bellini.id}/menu`);
  const dish = menu.items.find((i) => !i.soldOut && i.available !== false) ?? menu.items[0];
  const { token } = await send(base, "POST", "/api/payments/sandbox/tokens", customer, { cardNumber: "4242 4242 4242 4242", expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: "123" });
  const today = new Date().toISOString().slice(0, 10);
  const dashboardUrl = `${base}/api/analytics/ceo-dashboard?from=${today}&to=${today}&tz=UTC&restaurantId=${bellini.id}`;
  const ordersNow = async () => (await getJson(dashboardUrl, ceo)).current.orders;
  const waitFor = async (pred, t0) => {
    for (;;) {
      const n = await ordersNow();
      if (pred(n)) return performance.now() - t0;
      if (performance.now() - t0 > 120_000) throw new Error("the dashboard did not change within 120 s");
      await sleep(100);
    }
  };
  const placed = [];
  const cancelled = [];
  for (let round = 0; round < 5; round++) {
    const before = await ordersNow();
    const order = await send(base, "POST", "/api/orders", customer, { restaurantId: bellini.id, items: [{ menuItemId: dish.id, quantity: 1 }], fulfilment: "pickup", paymentToken: token }, { "idempotency-key": randomBytes(16).toString("hex") });
    let t0 = performance.now();
    placed.push(await waitFor((n) => n === before + 1, t0));
    await send(base, "POST", `/api/orders/${order.id}/cancel`, customer, { reason: "bench" });
    t0 = performance.now();
    cancelled.push(await waitFor((n) => n === before, t0));
  }
  placed.sort((a, b) => a - b);
  cancelled.sort((a, b) => a - b);
  const figures = { placedMedian: percentile(placed, 0.5), placedMax: placed.at(-1), cancelledMedian: percentile(cancelled, 0.5), cancelledMax: cancelled.at(-1) };
  log(`rollup freshness (answered → CEO dashboard shows it), 5 rounds: order placed median ${fmt.ms(figures.placedMedian)}, max ${fmt.ms(figures.placedMax)}; cancelled median ${fmt.ms(figures.cancelledMedian)}, max ${fmt.ms(figures.cancelledMax)} — target < 60 s`);
  return figures;
}

/**
 * A churn holdout nobody asked for yet (84 days; the endpoints' 56-day fit has landed by now): from its first request
 * (which queues the fit) until the page has it, run by the server's job worker, and the churn endpoint's and the CEO
 * dashboard's latency meanwhile (the fit pauses for requests every 15 ms).
 */
async function measureChurnFit({ log, base, port }) {
  const ceo = await demoLogin(port, "ceo");
  const churnUrl = `${base}/api/analytics/customer-churn?holdoutDays=84`;
  const dashboardUrl = `${base}/api/analytics/ceo-dashboard?from=${dayOffset(-29)}&to=${dayOffset(0)}&tz=Europe%2FCopenhagen`;
  const t0 = performance.now();
  const during = { churn: [], dashboard: [] };
  let progress = [];
  for (;;) {
    let t = performance.now();
    const res = await fetch(churnUrl, { headers: { cookie: ceo } });
    const body = await res.json();
    during.churn.push(performance.now() - t);
    if (res.status === 200 && !body.pending) break;
    progress.push(body.pending?.progress ?? 0);
    if (performance.now() - t0 > 15 * 60_000) throw new Error("the churn fit did not land within 15 minutes");
    t = performance.now();
    const d = await fetch(dashboardUrl, { headers: { cookie: ceo } });
    await d.arrayBuffer();
    during.dashboard.push(performance.now() - t);
    await sleep(1000);
  }
  const fitMs = performance.now() - t0;
  for (const k of ["churn", "dashboard"]) during[k].sort((a, b) => a - b);
  const figures = {
    fitMs,
    progressSeen: [...new Set(progress.map((p) => Math.round(p * 100)))].length,
    churnP95DuringFit: percentile(during.churn, 0.95),
    dashboardP95DuringFit: during.dashboard.length ? percentile(during.dashboard, 0.95) : null,
  };
  log(`churn fit (holdout 84 d) in the job: landed ${fmt.ms(fitMs)} after the first request; meanwhile churn p95 ${fmt.ms(figures.churnP95DuringFit)}, CEO dashboard (30 d) p95 ${figures.dashboardP95DuringFit === null ? "–" : fmt.ms(figures.dashboardP95DuringFit)}; ${figures.progressSeen} distinct progress values shown`);
  return figures;
}

async function send(base, method, path, cookie, body, headers = {}) {
  const res = await fetch(`${base}${path}`, { method, headers: { cookie, "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
  const text = await res.text();
  if (res.status !== 200 && res.status !== 201) throw new Error(`${method} ${path} → ${res.status}: ${text}`);
  return JSON.parse(text);
}
