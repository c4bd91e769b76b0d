// /analytics and /advanced-analytics reads (GET /api/analytics/overview, /api/analytics/advanced) on the demo's own
// data: the built server on a fresh embedded database (PGlite) seeded with DEMO_HISTORY_DAYS of history (default 120)
// and its 60 days of funnel events, signed in as the demo ceo; each query is sent one after another (a dashboard's
// requests are few and sequential), p50/p95/max per query, platform-wide and for one restaurant.
// The 1,000,000-order scale is the rollups' bench; these queries are written as a repository to be pointed at them.
//   env: BENCH_INSIGHTS_RUNS (requests per query, default 30)
import { demoLogin, fmt, freePort, getJson, spawnOurServer, table, tempDir, waitHealthy } from "./lib/harness.mjs";

export const title = "Analytics and advanced analytics reads on the demo history (PGlite, sequential)";

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];

export default async function run({ log }) {
  const runs = Number(process.env.BENCH_INSIGHTS_RUNS ?? 30);
  const port = await freePort();
  const data = tempDir("bench-insights-");
  const proc = spawnOurServer({ port, dataDir: data.dir });
  try {
    await waitHealthy(proc, port, { timeoutMs: 180_000 });
    const cookie = await demoLogin(port, "ceo");
    const base = `http://127.0.0.1:${port}`;
    const range = (days) => `from=${day(1 - days)}&to=${day(0)}&tz=Europe%2FCopenhagen`;
    const first = await getJson(`${base}/api/analytics/overview?${range(30)}`, cookie);
    const bellini = first.restaurants.find((r) => r.name === "Trattoria Bellini")?.id;
    log(`30 days: ${first.totalOrders} orders, funnel ${first.funnel.map((s) => s.count).join(" → ")}`);
    const queries = [
      ["overview, 30 days, platform", `/api/analytics/overview?${range(30)}`],
      ["overview, 90 days, platform", `/api/analytics/overview?${range(90)}`],
      ["overview, 30 days, one restaurant", `/api/analytics/overview?${range(30)}&restaurantId=${bellini}`],
      ["advanced, 30 days, platform", `/api/analytics/advanced?${range(30)}`],
      ["advanced, 90 days, platform", `/api/analytics/advanced?${range(90)}&minSupport=0.005`],
      ["advanced, 30 days, one restaurant", `/api/analytics/advanced?${range(30)}&restaurantId=${bellini}`],
    ];
    const rows = [];
    const figures = {};
    for (const [label, path] of queries) {
      await getJson(`${base}${path}`, cookie); // warm
      const ms = [];
      for (let i = 0; i < runs; i++) {
        const t0 = performance.now();
        await getJson(`${base}${path}`, cookie);
        ms.push(performance.now() - t0);
      }
      ms.sort((a, b) => a - b);
      figures[label] = { p50: pct(ms, 0.5), p95: pct(ms, 0.95), max: ms.at(-1) };
      rows.push([label, fmt.ms(figures[label].p50), fmt.ms(figures[label].p95), fmt.ms(figures[label].max)]);
    }
    log("");
    log(table([["query", "p50", "p95", "max"], ...rows]));
    return { runs, figures };
  } finally {
    await proc.stop();
    data.remove();
  }
}
