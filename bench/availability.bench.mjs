// (g) Public GET /api/restaurants/:id/availability for a 60-table restaurant with a day of ~150 bookings, under
// an OPEN-MODEL load (a fixed arrival rate, default 200 requests/s): p50/p99 from each request's scheduled
// send time, errors; then the same SQL the endpoint runs (one statement: restaurant, policy, tables, table
// holds and pacing starts; recorded from the server's source, not copied) straight through node-postgres at the
// same rate, and the ratio between the two. Postgres only (throwaway cluster); our built server is a separate process.
//   env: BENCH_DURATION (s measured, default 10), BENCH_WARMUP (s at the same rate first, default 2),
//        BENCH_AVAILABILITY_RATE (requests/s, default 200), BENCH_SERVER_MAIN (another build of the server to
//        measure instead of server/dist/main.js, e.g. one built elsewhere while server/dist is in use)
import http from "node:http";
import pg from "pg";
import { fmt, freePort, getJson, processCpuMs, spawnNode, spawnOurServer, table, vacuumAnalyze, waitHealthy, withPostgresDatabase } from "./lib/harness.mjs";
import { openLoad, percentile } from "./lib/open-load.mjs";
import { recordSql, serverExport } from "./lib/record-sql.mjs";

export const title = "Public GET /api/restaurants/:id/availability (60 tables, ~150 bookings that day) at a fixed rate — ours vs the bare SQL";

const TARGET_RATE = 200;
const TARGET_P99_MS = 50;
const TABLES = 60;
const PARTY = 4;
const SLUG = "bench-grand-hall";

export default async function run({ log }) {
  const rate = Number(process.env.BENCH_AVAILABILITY_RATE ?? TARGET_RATE);
  const duration = Number(process.env.BENCH_DURATION ?? 10);
  const warmupSeconds = Number(process.env.BENCH_WARMUP ?? 2);
  if (!(rate > 0) || !(duration > 0) || !(warmupSeconds >= 0)) throw new Error("rate and BENCH_DURATION must be > 0, BENCH_WARMUP ≥ 0");
  log(`open model: ${rate} requests/s for ${duration} s after ${warmupSeconds} s of warm-up; latency from each request's scheduled send time`);
  const result = { rate, duration, warmupSeconds, tables: TABLES, partySize: PARTY };

  const pgResult = await withPostgresDatabase(log, async (url) => {
    const port = await freePort();
    log("starting our server (seeds the database)…");
    const proc = process.env.BENCH_SERVER_MAIN
      ? spawnNode([process.env.BENCH_SERVER_MAIN], { PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", DEMO_MODE: "1", DATABASE_URL: url, DATA_DIR: "" })
      : spawnOurServer({ port, databaseUrl: url });
    const pool = new pg.Pool({ connectionString: url, max: 20 });
    try {
      await waitHealthy(proc, port);
      const fixture = await buildRestaurant(pool, `http://127.0.0.1:${port}`);
      log(`${fixture.tables} tables, ${fixture.bookings} bookings on ${fixture.date} (${fixture.bookedTables} tables booked at least once)`);
      await vacuumAnalyze(url);
      const path = `/api/restaurants/${fixture.id}/availability?date=${fixture.date}&partySize=${PARTY}`;
      const body = await getJson(`http://127.0.0.1:${port}${path}`);
      const times = body.options.reduce((s, o) => s + o.times.length, 0);
      log(`answer: ${body.options.length} options, ${times} (table, time) pairs, ${fmt.int(Buffer.byteLength(JSON.stringify(body)))} bytes`);

      // node:http with a keep-alive pool (the load generator shares the 2 CPUs with the server, and fetch costs
      // it several times more per request); a request waiting for a socket still counts from its scheduled time.
      const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
      const ours = (due) =>
        new Promise((resolve) => {
          const req = http.get({ host: "127.0.0.1", port, path, agent, timeout: 10_000 }, (res) => {
            res.resume();
            res.on("end", () => resolve({ ok: res.statusCode === 200, status: res.statusCode, ms: performance.now() - due }));
          });
          req.on("timeout", () => req.destroy(new Error("timeout")));
          req.on("error", (e) => resolve({ ok: false, status: 0, ms: performance.now() - due, detail: String(e) }));
        });
      const bare = await bareQueries(pool, fixture);
      const bareFire = async (due) => {
        try {
          await bare();
          return { ok: true, status: 200, ms: performance.now() - due };
        } catch (e) {
          return { ok: false, status: 0, ms: performance.now() - due, detail: String(e) };
        }
      };

      const measure = async (label, fire, pid) => {
        if (warmupSeconds > 0) await openLoad({ rate, seconds: warmupSeconds, fire: (_i, due) => fire(due) });
        log(`${label}: measuring, ${duration} s at ${rate} requests/s…`);
        const cpu0 = processCpuMs(pid);
        const r = await openLoad({ rate, seconds: duration, fire: (_i, due) => fire(due) });
        const cpu1 = processCpuMs(pid);
        const ok = r.results.filter((x) => x.ok).map((x) => x.ms).sort((a, b) => a - b);
        const failed = r.results.filter((x) => !x.ok);
        return {
          sent: r.results.length,
          errors: failed.length,
          firstError: failed[0] ? `${failed[0].status} ${failed[0].detail ?? ""}` : null,
          p50: percentile(ok, 0.5),
          p99: percentile(ok, 0.99),
          max: ok.at(-1) ?? null,
          sentPerSecond: r.results.length / (r.sendMs / 1000),
          maxSchedulerLagMs: r.maxLagMs,
          ...(cpu0 !== null && cpu1 !== null && r.results.length ? { cpuMsPerRequest: (cpu1 - cpu0) / r.results.length } : {}),
        };
      };
      const oursFigures = await measure("ours", ours, proc.child.pid);
      agent.destroy();
      const bareFigures = await measure("bare SQL", bareFire, process.pid);
      return { fixture, ours: oursFigures, bare: bareFigures };
    } finally {
      await pool.end();
      const s = await proc.stop();
      if (s.code !== 0) log(`warning: our server exited ${s.code ?? s.signal} on SIGTERM`);
    }
  });
  result.postgres = pgResult;
  if (pgResult.error) throw new Error(`availability: the Postgres run crashed: ${pgResult.error}`);
  if (pgResult.skipped) return result;

  const { ours, bare } = pgResult;
  const row = (name, f) => [name, f.sent, f.errors, fmt.ms(f.p50 ?? 0), fmt.ms(f.p99 ?? 0), fmt.ms(f.max ?? 0), f.cpuMsPerRequest == null ? "—" : fmt.ms(f.cpuMsPerRequest)];
  log("");
  log(table([["Postgres", "sent", "errors", "p50", "p99", "max", "CPU/req"], row("ours (HTTP)", ours), row("bare SQL (pg)", bare)]));
  result.ratio = { p50: ours.p50 / bare.p50, p99: ours.p99 / bare.p99 };
  log(`ours / bare: p50 ×${result.ratio.p50.toFixed(1)}, p99 ×${result.ratio.p99.toFixed(1)}`);
  const met = rate >= TARGET_RATE && ours.errors === 0 && ours.p99 < TARGET_P99_MS;
  result.target = { targetP99Ms: TARGET_P99_MS, rate, p99: ours.p99, errors: ours.errors, met };
  log(`target: p99 < ${TARGET_P99_MS} ms at ${TARGET_RATE} requests/s — ${met ? "met" : "NOT met"}${rate < TARGET_RATE ? ` (ran at ${rate}/s)` : ""}`);
  return result;
}

/**
 * A copy of the flagship with 60 tables (2 to 8 seats, joinable pairs on the main floor) and a local date
 * two days ahead with ~150 bookings spread over lunch and dinner, two or three per table, back to back or
 * apart, written straight to the tables the reservations module owns.
 */
async function buildRestaurant(pool, base) {
  const c = await pool.connect();
  try {
    await c.query("begin");
    const cols = (await c.query(`select column_name from information_schema.columns where table_name = 'restaurants' and column_name not in ('id','slug','name','featured')`)).rows.map((r) => r.column_name);
    const list = cols.map((x) => `"${x}"`).join(", ");
    const { rows: [r] } = await c.query(
      `insert into restaurants (slug, name, featured, ${list}) select $1, 'Bench Grand Hall', false, ${list} from restaurants where slug = 'trattoria-bellini' returning id`,
      [SLUG],
    );
    const sizes = [2, 2, 4, 4, 4, 6, 6, 8];
    const locations = ["Window", "Main Floor", "Patio", "Private Room"];
    const tables = [];
    for (let n = 1; n <= TABLES; n++) {
      const capacity = sizes[n % sizes.length];
      const joinGroup = n % 10 < 4 ? `group-${Math.floor(n / 10)}` : null;
      const { rows: [t] } = await c.query(
        `insert into restaurant_tables (restaurant_id, number, capacity, location, join_group, server_name) values ($1, $2, $3, $4, $5, $6) returning id`,
        [r.id, n, capacity, locations[n % locations.length], joinGroup, ["Sophie", "Marco", "Aiko"][n % 3]],
      );
      tables.push({ id: t.id, capacity });
    }
    await c.query(
      `insert into reservation_policies (restaurant_id, timezone, slot_interval_minutes, lead_time_minutes, booking_horizon_days, pacing_covers_per_15,
         cancellation_window_minutes, no_show_fee_cents_per_guest, durations, opening_hours)
       select $1, timezone, slot_interval_minutes, lead_time_minutes, booking_horizon_days, 60, cancellation_window_minutes, 0, durations, opening_hours
       from reservation_policies p join restaurants x on x.id = p.restaurant_id where x.slug = 'trattoria-bellini'
       on conflict (restaurant_id) do update set pacing_covers_per_15 = 60`,
      [r.id],
    );
    await c.query("commit");

    // The day's start times as the server offers them (an empty day, party of 2), to place bookings on the grid.
    const date = localDate(2);
    const empty = await getJson(`${base}/api/restaurants/${r.id}/availability?date=${date}&partySize=2`);
    const times = [...new Set(empty.options.flatMap((o) => o.times))].sort();
    if (times.length < 20) throw new Error(`bench restaurant offers only ${times.length} start times on ${date}`);
    await c.query("begin");
    let bookings = 0;
    const booked = new Set();
    for (let i = 0; bookings < 150; i++) {
      const t = tables[i % TABLES];
      const round = Math.floor(i / TABLES); // 0: lunch, 1: early dinner, 2: late dinner
      const slot = (round * Math.floor(times.length / 3) + (i * 7) % Math.floor(times.length / 3)) % times.length;
      const start = new Date(times[slot]);
      const party = Math.max(1, Math.min(t.capacity, 2 + (i % 3)));
      const end = new Date(start.getTime() + (party <= 2 ? 90 : party <= 4 ? 105 : 120) * 60_000);
      const { rows: [res] } = await c.query(
        `insert into reservations (reference, restaurant_id, name, email, phone, party_size, starts_at, ends_at, status, manage_token_hash)
         values ($1, $2, $3, 'bench@example.com', '+1 212 555 0100', $4, $5, $6, 'booked', 'x') returning id`,
        [`R-B${String(i).padStart(7, "0")}`, r.id, `Guest ${i}`, party, start.toISOString(), end.toISOString()],
      );
      try {
        await c.query("savepoint hold");
        await c.query(
          `insert into reservation_tables (reservation_id, table_id, restaurant_id, during) values ($1, $2, $3, tstzrange($4::timestamptz, $5::timestamptz, '[)'))`,
          [res.id, t.id, r.id, start.toISOString(), end.toISOString()],
        );
        await c.query("release savepoint hold");
        bookings++;
        booked.add(t.id);
      } catch {
        // Overlaps an earlier booking of that table: drop this one.
        await c.query("rollback to savepoint hold");
        await c.query("delete from reservations where id = $1", [res.id]);
      }
      if (i > 2000) throw new Error("could not place 150 bookings");
    }
    await c.query("commit");
    return { id: r.id, date, tables: TABLES, bookings, bookedTables: booked.size };
  } catch (e) {
    await c.query("rollback").catch(() => {});
    throw e;
  } finally {
    c.release();
  }
}

/** A local date in New York `days` from today. */
function localDate(days) {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());
  const [y, m, d] = today.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The statement GET /availability runs, taken from the server's source rather than copied: selectBookingSnapshot
 * (reservations/booking-snapshot.repository.ts) is called once for the fixture's date, with the range availability
 * asks for (holdsRangeFor in availability.service.ts), against a recording client; its SQL text and parameters are
 * then sent as they are — the restaurant, its policy, its tables, and the holds and booked starts around the date,
 * in one round trip.
 */
async function bareQueries(pool, fixture) {
  const holdsRangeFor = await serverExport("./server/src/modules/reservations/availability.service.ts", "holdsRangeFor");
  const statements = await recordSql("./server/src/modules/reservations/booking-snapshot.repository.ts", "selectBookingSnapshot", [
    [fixture.id, holdsRangeFor(fixture.date)],
  ]);
  if (statements.length !== 1) throw new Error(`availability: selectBookingSnapshot issued ${statements.length} statements, expected 1; update bench/availability.bench.mjs`);
  const [{ text, params }] = statements;
  return () => pool.query(text, params);
}
