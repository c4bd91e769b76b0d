// POS → kitchen display latency: the time from a POS ticket's send (POST /api/pos/orders) until its event reaches a
// connected kitchen display (GET /api/kitchen/events, one stream per station screen, as a kitchen runs them). Our
// built server in its own process, on embedded PGlite and on a throwaway Postgres.
//
// Baselines, measured in the same run on the same tickets: the send's own round trip (POST answered: the write, its
// NOTIFY and the priced ticket read back), and the existing live orders board (GET /api/restaurant/orders/events,
// which reads the whole order per event before sending it). What the kitchen display adds over the write is the
// difference between the KDS figure and the round trip.
//
// env: BENCH_KDS_TICKETS (default 150), BENCH_KDS_RATE (tickets/s, default 5), BENCH_KDS_SCREENS (kitchen streams,
//      default 4), BENCH_KDS_WARMUP (tickets, default 10), BENCH_KDS_FIRES (held courses fired afterwards, one at a
//      time at the same rate, default 40: from POST …/courses/2/fire until each screen hears "fired"). DATABASE_URL_FOR_BENCH: use that cluster instead of a throwaway one.
import { demoLogin, fmt, freePort, getJson, spawnOurServer, table, tempDir, waitHealthy, withPostgresDatabase } from "./lib/harness.mjs";
import { percentile } from "./lib/open-load.mjs";
import { openSseStream } from "./lib/sse-reader.mjs";

export const title = "POS → kitchen display latency (p50/p95/max), against the send's round trip and the live orders board";

export default async function run({ log }) {
  const settings = {
    tickets: Number(process.env.BENCH_KDS_TICKETS ?? 150),
    rate: Number(process.env.BENCH_KDS_RATE ?? 5),
    screens: Number(process.env.BENCH_KDS_SCREENS ?? 4),
    warmup: Number(process.env.BENCH_KDS_WARMUP ?? 10),
    fires: Number(process.env.BENCH_KDS_FIRES ?? 40),
  };
  log(`${settings.tickets} POS tickets at ${settings.rate}/s (after ${settings.warmup} warm-up) with ${settings.screens} kitchen screens and 1 orders board open`);
  const data = tempDir("bench-pos-kds-");
  let pglite;
  try {
    pglite = await measure({ log, label: "PGlite", spawn: (port) => spawnOurServer({ port, dataDir: data.dir }), settings });
  } finally {
    data.remove();
  }
  const postgres = await withPostgresDatabase(log, (databaseUrl) => measure({ log, label: "Postgres", spawn: (port) => spawnOurServer({ port, databaseUrl }), settings }));
  return { ...settings, pglite, postgres };
}

const summary = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return { n: s.length, p50: percentile(s, 0.5), p95: percentile(s, 0.95), max: s.at(-1) ?? NaN };
};

async function measure({ log, label, spawn, settings }) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  log(`${label}: starting our server (seeds the database)…`);
  const proc = spawn(port);
  const streams = [];
  try {
    await waitHealthy(proc, port, { timeoutMs: 180_000 });
    const staff = await demoLogin(port, "restaurant_staff");
    const owner = await demoLogin(port, "restaurant_owner");
    const setup = await getJson(`${base}/api/pos`, staff);
    const menu = await getJson(`${base}/api/restaurants/${setup.restaurant.id}/menu`);
    const dish = menu.items.find((i) => i.available && !(i.modifierGroups ?? []).length);
    // orderId → when each screen heard it (first "placed" event per stream).
    const kds = new Map();
    const fired = new Map();
    const board = new Map();
    for (let i = 0; i < settings.screens; i++) {
      const heard = new Map();
      const heardFire = new Map();
      kds.set(i, heard);
      fired.set(i, heardFire);
      // Screens of the staff and the owner alike (a session keeps at most 6 streams per process).
      streams.push(await openSseStream(base, "/api/kitchen/events", i % 2 ? owner : staff, (event, data, at) => {
        if (event === "kitchen" && data.type === "placed" && data.orderId && !heard.has(data.orderId)) heard.set(data.orderId, at);
        if (event === "kitchen" && data.type === "fired" && data.orderId && !heardFire.has(data.orderId)) heardFire.set(data.orderId, at);
      }));
    }
    streams.push(await openSseStream(base, "/api/restaurant/orders/events", owner, (event, data, at) => {
      if (event === "order" && data.type === "placed" && !board.has(data.order.id)) board.set(data.order.id, at);
    }));
    const sends = [];
    const total = settings.warmup + settings.tickets;
    const t0 = performance.now();
    const inflight = [];
    for (let i = 0; i < total; i++) {
      const due = t0 + (i * 1000) / settings.rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const sentAt = performance.now();
      inflight.push(
        fetch(`${base}/api/pos/orders`, {
          method: "POST",
          headers: { cookie: staff, "content-type": "application/json" },
          body: JSON.stringify({ tableNumber: null, lines: [{ menuItemId: dish.id, quantity: 1 + (i % 3) }] }),
        }).then(async (res) => {
          const body = await res.json();
          if (res.status !== 201) throw new Error(`POST /api/pos/orders → ${res.status}: ${JSON.stringify(body)}`);
          if (i >= settings.warmup) sends.push({ orderId: body.orderId, sentAt, answeredAt: performance.now() });
        }),
      );
    }
    await Promise.all(inflight);
    // Wait for the last events (bounded): every screen and the board should have heard every ticket.
    const deadline = performance.now() + 10_000;
    const complete = () => sends.every((s) => board.has(s.orderId) && [...kds.values()].every((h) => h.has(s.orderId)));
    while (!complete() && performance.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const rtt = sends.map((s) => s.answeredAt - s.sentAt);
    const toKds = sends.flatMap((s) => [...kds.values()].flatMap((h) => (h.has(s.orderId) ? [h.get(s.orderId) - s.sentAt] : [])));
    const toBoard = sends.flatMap((s) => (board.has(s.orderId) ? [board.get(s.orderId) - s.sentAt] : []));
    const missed = sends.length * settings.screens - toKds.length;
    // Hold and fire: a ticket sent with course 2 held, then course 2 fired; timed from the fire's POST.
    const fires = [];
    for (let i = 0; i < settings.fires; i++) {
      const body = { tableNumber: null, heldCourses: [2], lines: [{ menuItemId: dish.id, quantity: 1, course: 1 }, { menuItemId: dish.id, quantity: 1, course: 2 }] };
      const tk = await fetch(`${base}/api/pos/orders`, { method: "POST", headers: { cookie: staff, "content-type": "application/json" }, body: JSON.stringify(body) }).then((r) => r.json());
      await new Promise((r) => setTimeout(r, 1000 / settings.rate));
      const sentAt = performance.now();
      const res = await fetch(`${base}/api/pos/orders/${tk.orderId}/courses/2/fire`, { method: "POST", headers: { cookie: staff, "content-type": "application/json" }, body: "{}" });
      if (res.status !== 200) throw new Error(`fire → ${res.status}: ${await res.text()}`);
      fires.push({ orderId: tk.orderId, sentAt, answeredAt: performance.now() });
    }
    const fireDeadline = performance.now() + 10_000;
    while (!fires.every((f) => [...fired.values()].every((h) => h.has(f.orderId))) && performance.now() < fireDeadline) await new Promise((r) => setTimeout(r, 50));
    const toFire = fires.flatMap((f) => [...fired.values()].flatMap((h) => (h.has(f.orderId) ? [h.get(f.orderId) - f.sentAt] : [])));
    const figures = {
      sendRoundTrip: summary(rtt),
      kitchenDisplay: summary(toKds),
      ordersBoard: summary(toBoard),
      kdsEventsMissed: missed,
      fireRoundTrip: summary(fires.map((f) => f.answeredAt - f.sentAt)),
      firedToKitchenDisplay: summary(toFire),
    };
    log(`${label}:`);
    log(
      table([
        ["from send until", "n", "p50", "p95", "max"],
        ["POST answered (baseline)", figures.sendRoundTrip.n, fmt.ms(figures.sendRoundTrip.p50), fmt.ms(figures.sendRoundTrip.p95), fmt.ms(figures.sendRoundTrip.max)],
        ["orders board event (baseline)", figures.ordersBoard.n, fmt.ms(figures.ordersBoard.p50), fmt.ms(figures.ordersBoard.p95), fmt.ms(figures.ordersBoard.max)],
        [`kitchen display event (${settings.screens} screens)`, figures.kitchenDisplay.n, fmt.ms(figures.kitchenDisplay.p50), fmt.ms(figures.kitchenDisplay.p95), fmt.ms(figures.kitchenDisplay.max)],
        ["fire course 2: POST answered", figures.fireRoundTrip.n, fmt.ms(figures.fireRoundTrip.p50), fmt.ms(figures.fireRoundTrip.p95), fmt.ms(figures.fireRoundTrip.max)],
        [`fire course 2: kitchen display event`, figures.firedToKitchenDisplay.n, fmt.ms(figures.firedToKitchenDisplay.p50), fmt.ms(figures.firedToKitchenDisplay.p95), fmt.ms(figures.firedToKitchenDisplay.max)],
      ]),
    );
    if (missed) log(`${label}: ${missed} kitchen events did not arrive within 10 s`);
    return figures;
  } finally {
    for (const s of streams) s.close();
    await proc.stop();
  }
}
