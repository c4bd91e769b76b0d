// "86 → open /order": how long after the last portion of a dish sells an open /order page learns it is sold out.
// On a throwaway Postgres (or DATABASE_URL_FOR_BENCH's cluster), our built server seeded with the demo. 20 open
// /order pages are 20 clients of the restaurant's public menu stream (GET /api/restaurants/:id/menu/stream, the
// stream the page listens to; each its own connection). Each round the owner counts the dish at 1 portion
// (PUT …/inventory/dishes/:id/portions, which brings it back: every page hears that too), then a customer buys
// it (POST /api/orders): the time from sending that checkout until each page has the `availability` event
// saying the dish is sold out is one sample per page.
//
// Same-run baseline: the checkout's own response time in the same rounds (the 86 is written and NOTIFYed in
// that transaction, so the difference is what the live fan-out adds), and the same 86 with a single open page.
//
// env: BENCH_86_PAGES (default 20), BENCH_86_ROUNDS (default 30).
import http from "node:http";
import { randomBytes } from "node:crypto";
import { demoLogin, fmt, freePort, getJson, sleep, spawnOurServer, table, vacuumAnalyze, waitHealthy, withPostgresDatabase } from "./lib/harness.mjs";
import { percentile } from "./lib/open-load.mjs";

export const title = "86 → open /order: a sold-out dish reaching 20 open menus (SSE), p50/p95, against the checkout that sold it";

const DISH = "Fritto Misto";

export default async function run({ log }) {
  const settings = { pages: Number(process.env.BENCH_86_PAGES ?? 20), rounds: Number(process.env.BENCH_86_ROUNDS ?? 30) };
  log(`${settings.pages} open menus, ${settings.rounds} rounds (and the same with 1 open menu), on Postgres`);
  const result = await withPostgresDatabase(log, (databaseUrl) => measure({ log, databaseUrl, settings }));
  return { ...settings, ...result };
}

async function measure({ log, databaseUrl, settings }) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  log("starting our server (seeds the database)…");
  // No months of order history: this bench needs the menu and one customer, not the executives' dashboards.
  const proc = spawnOurServer({ port, databaseUrl, env: { DEMO_HISTORY_DAYS: "0" } });
  const pages = [];
  try {
    await waitHealthy(proc, port);
    await vacuumAnalyze(databaseUrl);
    const owner = await demoLogin(port, "restaurant_owner");
    const customer = await demoLogin(port, "customer");
    const restaurants = await getJson(`${base}/api/restaurants`);
    const bellini = restaurants.find((r) => r.slug === "trattoria-bellini");
    // Room in the kitchen for every round's order: only the stock decides.
    await send(base, "PATCH", "/api/restaurant/settings", owner, { slotCapacity: 200 });
    const menu = await getJson(`${base}/api/restaurants/${bellini.id}/menu`);
    const dish = menu.items.find((i) => i.name === DISH);
    const { token } = await send(base, "POST", "/api/payments/sandbox/tokens", customer, { cardNumber: "4242 4242 4242 4242", expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: "123" });
    const portionsPath = `/api/restaurants/${bellini.id}/inventory/dishes/${dish.id}/portions`;

    const runRounds = async (count, rounds, label) => {
      for (let i = 0; i < count; i++) pages.push(await openMenu(base, `/api/restaurants/${bellini.id}/menu/stream`));
      const samples = [];
      const checkout = [];
      for (let round = 0; round < rounds; round++) {
        // Back to 1 portion; every page hears the dish return before the sale.
        await send(base, "PUT", portionsPath, owner, { portions: 1, reason: "bench" });
        await waitAll(pages, (p) => p.soldOut.get(dish.id) === false || (round === 0 && !p.soldOut.has(dish.id)), "the dish back");
        for (const p of pages) p.heardAt = null;
        const t0 = performance.now();
        const order = send(base, "POST", "/api/orders", customer, { restaurantId: bellini.id, items: [{ menuItemId: dish.id, quantity: 1 }], fulfilment: "pickup", paymentToken: token }, {
          "idempotency-key": randomBytes(16).toString("hex"),
        }).then(() => checkout.push(performance.now() - t0));
        for (const p of pages) p.watch = { id: dish.id, t0 };
        await order;
        await waitAll(pages, (p) => p.heardAt !== null, "the 86");
        for (const p of pages) samples.push(p.heardAt - t0);
      }
      for (const p of pages.splice(0)) p.close();
      await sleep(300);
      const sorted = samples.sort((a, b) => a - b);
      const co = checkout.sort((a, b) => a - b);
      const figures = { pages: count, samples: sorted.length, p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), max: sorted.at(-1), checkoutP50: percentile(co, 0.5), checkoutP95: percentile(co, 0.95) };
      log(`${label}: 86 seen p50 ${fmt.ms(figures.p50)}, p95 ${fmt.ms(figures.p95)}, max ${fmt.ms(figures.max)}; the checkout that sold it p50 ${fmt.ms(figures.checkoutP50)}, p95 ${fmt.ms(figures.checkoutP95)}`);
      return figures;
    };

    await runRounds(1, 3, "warm-up, 1 open menu");
    const one = await runRounds(1, settings.rounds, "1 open menu");
    const many = await runRounds(settings.pages, settings.rounds, `${settings.pages} open menus`);
    log("");
    log(
      table([
        ["from sending the checkout", "1 open menu", `${settings.pages} open menus`],
        ["checkout answered (baseline) p50", fmt.ms(one.checkoutP50), fmt.ms(many.checkoutP50)],
        ["checkout answered (baseline) p95", fmt.ms(one.checkoutP95), fmt.ms(many.checkoutP95)],
        ["menu shows Sold out p50", fmt.ms(one.p50), fmt.ms(many.p50)],
        ["menu shows Sold out p95", fmt.ms(one.p95), fmt.ms(many.p95)],
        ["menu shows Sold out max", fmt.ms(one.max), fmt.ms(many.max)],
      ]),
    );
    // NOTIFY is delivered on commit, before the checkout's response has travelled back: menus may hear it first.
    log(`86 → open /order p95 at ${settings.pages} open menus: ${fmt.ms(many.p95)}; the checkout that sold it answered at p95 ${fmt.ms(many.checkoutP95)}`);
    return { one, many };
  } finally {
    for (const p of pages) p.close();
    const s = await proc.stop();
    if (s.code !== 0) log(`warning: our server exited ${s.code ?? s.signal} on SIGTERM`);
  }
}

async function send(base, method, path, cookie, body, headers = {}) {
  const res = await fetch(`${base}${path}`, { method, headers: { cookie, "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
  const text = await res.text();
  if (res.status !== 200 && res.status !== 201) throw new Error(`${method} ${path} → ${res.status}: ${text}`);
  return JSON.parse(text);
}

/** One open menu: the public menu stream over node:http (its own connection), remembering each dish's last state. */
function openMenu(base, path) {
  return new Promise((resolve, reject) => {
    const page = { soldOut: new Map(), watch: null, heardAt: null, close: () => req.destroy() };
    const req = http.get(`${base}${path}`, { headers: { accept: "text/event-stream" }, agent: false }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`GET ${path} → ${res.statusCode}`));
      res.setEncoding("utf8");
      let buffer = "";
      res.on("data", (chunk) => {
        const now = performance.now();
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!frame.startsWith("event: availability\n")) continue;
          for (const item of JSON.parse(frame.slice(frame.indexOf("data: ") + 6)).items) {
            page.soldOut.set(item.id, item.soldOut);
            if (item.soldOut && page.watch?.id === item.id && page.heardAt === null) page.heardAt = now;
          }
        }
      });
      res.on("error", () => {});
      resolve(page);
    });
    req.on("error", (e) => (req.destroyed ? undefined : reject(e)));
  });
}

async function waitAll(pages, pred, what, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (!pages.every(pred)) {
    if (Date.now() > deadline) throw new Error(`${pages.filter((p) => !pred(p)).length} of ${pages.length} menus did not hear ${what} in ${ms} ms`);
    await sleep(2);
  }
}
