// The catering CRM board read (GET /api/catering/crm/leads, the first 20 of each stage by default with every stage's total)
// for a restaurant with 5,000 leads, signed in as its owner, under an OPEN-MODEL load (a fixed arrival rate,
// default 20 requests/s): p50/p99 from each request's scheduled send time, errors and server CPU per request; the
// same for a search (`q=`) and a one-column page (`stage=new&offset=50`). Postgres only (throwaway cluster).
//   env: BENCH_DURATION (s measured, default 10), BENCH_WARMUP (s, default 2), BENCH_CRM_RATE (requests/s, default 20),
//        BENCH_CRM_LEADS (default 5000)
import http from "node:http";
import pg from "pg";
import { demoLogin, fmt, freePort, getJson, processCpuMs, spawnOurServer, table, vacuumAnalyze, waitHealthy, withPostgresDatabase } from "./lib/harness.mjs";
import { openLoad, percentile } from "./lib/open-load.mjs";

export const title = "Catering CRM board read for a restaurant with 5,000 leads, at a fixed rate (Postgres)";

const STAGES = ["new", "contacted", "quoted", "deposit_paid", "in_progress", "delivered", "closed", "lost", "cancelled"];

export default async function run({ log }) {
  const rate = Number(process.env.BENCH_CRM_RATE ?? 20);
  const duration = Number(process.env.BENCH_DURATION ?? 10);
  const warmupSeconds = Number(process.env.BENCH_WARMUP ?? 2);
  const leads = Number(process.env.BENCH_CRM_LEADS ?? 5000);
  log(`open model: ${rate} requests/s for ${duration} s after ${warmupSeconds} s of warm-up, ${leads} leads`);
  const result = { rate, duration, leads };
  const pgResult = await withPostgresDatabase(log, async (url) => {
    const port = await freePort();
    const proc = spawnOurServer({ port, databaseUrl: url });
    const pool = new pg.Pool({ connectionString: url, max: 4 });
    try {
      await waitHealthy(proc, port);
      await insertLeads(pool, leads);
      await vacuumAnalyze(url);
      const cookie = await demoLogin(port, "restaurant_owner");
      const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
      const fire = (path) => (due) =>
        new Promise((resolve) => {
          const req = http.get({ host: "127.0.0.1", port, path, agent, headers: { cookie }, timeout: 10_000 }, (res) => {
            res.resume();
            res.on("end", () => resolve({ ok: res.statusCode === 200, status: res.statusCode, ms: performance.now() - due }));
          });
          req.on("timeout", () => req.destroy(new Error("timeout")));
          req.on("error", (e) => resolve({ ok: false, status: 0, ms: performance.now() - due, detail: String(e) }));
        });
      const figures = {};
      for (const [label, path] of [
        ["board (20 per stage)", "/api/catering/crm/leads"],
        ["board (50 per stage)", "/api/catering/crm/leads?perStage=50"],
        ["search q=bench 42", "/api/catering/crm/leads?q=bench%2042"],
        ["column page new, offset 20", "/api/catering/crm/leads?stage=new&offset=20"],
      ]) {
        const body = await getJson(`http://127.0.0.1:${port}${path}`, cookie);
        const total = body.columns.reduce((s, c) => s + c.total, 0);
        log(`${label}: ${total} leads match, ${body.columns.reduce((s, c) => s + c.leads.length, 0)} cards, ${fmt.int(Buffer.byteLength(JSON.stringify(body)))} bytes`);
        if (warmupSeconds > 0) await openLoad({ rate, seconds: warmupSeconds, fire: (_i, due) => fire(path)(due) });
        const cpu0 = processCpuMs(proc.child.pid);
        const r = await openLoad({ rate, seconds: duration, fire: (_i, due) => fire(path)(due) });
        const cpu1 = processCpuMs(proc.child.pid);
        const ok = r.results.filter((x) => x.ok).map((x) => x.ms).sort((a, b) => a - b);
        figures[label] = {
          sent: r.results.length,
          errors: r.results.length - ok.length,
          p50: percentile(ok, 0.5),
          p99: percentile(ok, 0.99),
          max: ok.at(-1) ?? null,
          cpuMsPerRequest: cpu0 !== null && cpu1 !== null ? (cpu1 - cpu0) / r.results.length : null,
        };
      }
      agent.destroy();
      return figures;
    } finally {
      await pool.end();
      await proc.stop();
    }
  });
  result.postgres = pgResult;
  if (pgResult.error) throw new Error(`crm-board: the Postgres run crashed: ${pgResult.error}`);
  if (pgResult.skipped) return result;
  log("");
  log(table([["Postgres", "sent", "errors", "p50", "p99", "max", "CPU/req"], ...Object.entries(pgResult).map(([k, f]) => [k, f.sent, f.errors, fmt.ms(f.p50 ?? 0), fmt.ms(f.p99 ?? 0), fmt.ms(f.max ?? 0), f.cpuMsPerRequest == null ? "—" : fmt.ms(f.cpuMsPerRequest)])]));
  return result;
}

/** 5,000 premium requests with their leads for Trattoria Bellini, spread over the stages and a year of events. */
export async function insertLeads(pool, n) {
  const c = await pool.connect();
  try {
    await c.query("begin");
    const { rows: [r] } = await c.query("select id from restaurants where slug = 'trattoria-bellini'");
    await c.query(
      `with req as (
         insert into premium_catering_requests (order_type, company_name, contact_person, email, phone, delivery_address, event_date, event_time, headcount, service_type, budget_range, created_at)
         select 'company', 'Bench Co ' || (g % 300), 'Bench ' || g, 'bench' || g || '@example.com', '+1 212 555 0100', '1 Bench Street, New York',
                to_char(current_date + (g % 365), 'YYYY-MM-DD'), '12:00', 10 + g % 200, 'buffet', '2500-5000', now() - (g % 90) * interval '1 day'
         from generate_series(1, $2::int) g
         returning id, company_name, contact_person, email, event_date, headcount, created_at
       )
       insert into catering_leads (source, premium_request_id, restaurant_id, stage, event_name, contact_name, company_name, email, event_date, event_time, headcount, value_cents, is_premium, first_contact_due_at, call_due_at, contacted_at, created_at, updated_at, stage_changed_at)
       select 'premium', id, $1::uuid, ($3::text[])[1 + (abs(hashtext(id::text)) % 9)], company_name || ' · Buffet Setup', contact_person, company_name, email, event_date::date, '12:00', headcount,
              250000 + (headcount * 1000), true, created_at + interval '24 hours', created_at + interval '4 hours', case when headcount % 3 = 0 then null else created_at + interval '2 hours' end, created_at, created_at, created_at
       from req`,
      [r.id, n, STAGES],
    );
    await c.query("commit");
  } catch (e) {
    await c.query("rollback");
    throw e;
  } finally {
    c.release();
  }
}
