import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reservationConflictSchema } from "@tavola/contracts";
import { createTestApp, signInAs, type TestApp } from "../../test/test-app.js";
import { holdTableUnseen, reservationsKit } from "../../test/reservations-kit.js";

// Double booking under load. On in-memory PGlite requests serialise; the Postgres run (TEST_DATABASE_URL) is
// the proof: many connections racing for one table, with the exclusion constraint as the last word.
let t: TestApp;
let k: ReturnType<typeof reservationsKit>;
beforeAll(async () => {
  t = await createTestApp();
  k = reservationsKit(t.app);
});
afterAll(async () => t?.close());

const count = async (query: string) => {
  const res = (await t.database.db.execute(query)) as unknown as { rows: Array<{ n: number }> };
  return Number(res.rows[0]!.n);
};
const OVERLAPS = `select count(*)::int as n from reservation_tables a join reservation_tables b
  on a.table_id = b.table_id and a.reservation_id < b.reservation_id and a.active and b.active and a.during && b.during`;

describe(`concurrent bookings (${process.env.TEST_DATABASE_URL ? "postgres" : "pglite"})`, () => {
  it("500 concurrent attempts at one table and time make exactly one reservation; the rest get 409 with alternatives", async () => {
    const day = await k.nextOpenDay("trattoria-bellini", 4);
    const o = day.options.find((x) => x.label === "Table 3")!;
    const startsAt = o.times[0]!;
    const results = await Promise.all(
      Array.from({ length: 500 }, (_, i) =>
        k.book({ restaurantId: day.restaurantId, tableIds: o.tableIds, startsAt, partySize: 4, name: `Guest ${i}` }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(499);
    for (const r of results.filter((x) => x.status === 409)) {
      const body = reservationConflictSchema.parse(r.body);
      expect(body.alternatives.length).toBeGreaterThan(0);
    }
    expect(await count(`select count(*)::int as n from reservations where restaurant_id = '${day.restaurantId}' and starts_at = '${startsAt}'`)).toBe(1);
    expect(await count(OVERLAPS)).toBe(0);
  }, 180_000);

  it("racing 'any table' bookings fill every fitting table once, each party at its own table, then 409", async () => {
    const day = await k.nextOpenDay("el-jardin", 2);
    await t.database.db.execute(`update reservation_policies set pacing_covers_per_15 = 500 where restaurant_id = '${day.restaurantId}'`);
    const startsAt = day.times[2]!;
    const fitting = day.options.filter((o) => o.times.includes(startsAt));
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => k.book({ restaurantId: day.restaurantId, startsAt, partySize: 2, name: `Guest ${i}` })),
    );
    const won = results.filter((r) => r.status === 201);
    expect(won).toHaveLength(fitting.length);
    expect(results.filter((r) => r.status === 409)).toHaveLength(40 - fitting.length);
    // Every fitting table (and only those) got exactly one party; none of them is too small.
    const tableIds = won.flatMap((r) => r.body.reservation.tables.map((x) => x.id)).sort();
    expect(tableIds).toEqual(fitting.flatMap((o) => o.tableIds).sort());
    expect(won.every((r) => r.body.reservation.tables.reduce((n, x) => n + x.capacity, 0) >= 2)).toBe(true);
    for (const r of results.filter((x) => x.status === 409)) {
      expect(reservationConflictSchema.parse(r.body).message).toBe("That time is fully booked. Here are the nearest free alternatives.");
    }
    expect(await count(OVERLAPS)).toBe(0);
  });

  it("racing bookings of overlapping times and joined tables never double-book a table", async () => {
    const day = await k.nextOpenDay("sakura-house", 8);
    const pair = day.options.find((x) => x.label === "Tables 5 + 6")!;
    const single = (await k.availability("sakura-house", day.date, 6)).body.options.find((x) => x.label === "Table 6")!;
    const t0 = Date.parse(pair.times[0]!);
    const attempts = Array.from({ length: 60 }, (_, i) => {
      const startsAt = new Date(t0 + (i % 4) * 15 * 60_000).toISOString();
      return i % 2 === 0
        ? k.book({ restaurantId: day.restaurantId, tableIds: pair.tableIds, startsAt, partySize: 8 })
        : k.book({ restaurantId: day.restaurantId, tableIds: single.tableIds, startsAt, partySize: 6 });
    });
    const statuses = (await Promise.all(attempts)).map((r) => r.status);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(await count(OVERLAPS)).toBe(0);
  });

  it("racing host moves and walk-ins onto one table: exactly one wins, the rest get 409, never a 500", async () => {
    const owner = await signInAs(t.app, "restaurant_owner");
    const day = await k.nextOpenDay("trattoria-bellini", 4, 4);
    const startsAt = day.options.find((x) => x.label === "Table 3")!.times[0]!;
    const booked = [];
    for (const label of ["Table 3", "Table 4", "Table 5"]) {
      const o = day.options.find((x) => x.label === label)!;
      booked.push((await k.book({ restaurantId: day.restaurantId, tableIds: o.tableIds, startsAt, partySize: 4 })).body.reservation);
    }
    const target = day.options.find((x) => x.label === "Table 7")!.tableIds;
    const moves = await Promise.all(
      booked.flatMap((r) =>
        Array.from({ length: 5 }, () =>
          t.app.inject({ method: "POST", url: `/api/restaurants/${day.restaurantId}/reservations/${r.id}/move`, headers: { cookie: owner }, payload: { tableIds: target } }),
        ),
      ),
    );
    const moved = moves.map((m) => m.statusCode);
    // The winner's own later attempts find it already there (400); everyone else finds the table taken (409).
    const tally = (s: number) => moved.filter((x) => x === s).length;
    expect([tally(200), tally(400), tally(409)]).toEqual([1, 4, 10]);

    // Walk-ins now: one table, twenty hosts.
    const table6 = day.options.find((x) => x.label === "Table 6")!.tableIds;
    const walkIns = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({ method: "POST", url: `/api/restaurants/${day.restaurantId}/walk-ins`, headers: { cookie: owner }, payload: { partySize: 6, tableIds: table6 } }),
      ),
    );
    expect(walkIns.map((w) => w.statusCode).filter((s) => s === 201)).toHaveLength(1);
    expect(walkIns.every((w) => w.statusCode === 201 || w.statusCode === 409)).toBe(true);
    expect(await count(OVERLAPS)).toBe(0);
  });

  it("the database refuses an overlapping hold even when the code is bypassed", async () => {
    const [held] = ((await t.database.db.execute(
      "select reservation_id, table_id, restaurant_id, during::text as during from reservation_tables where active limit 1",
    )) as unknown as { rows: Array<{ reservation_id: string; table_id: string; restaurant_id: string; during: string }> }).rows;
    const [other] = ((await t.database.db.execute(
      `select id from reservations where id <> '${held!.reservation_id}' limit 1`,
    )) as unknown as { rows: Array<{ id: string }> }).rows;
    await expect(
      t.database.db.execute(
        `insert into reservation_tables (reservation_id, table_id, restaurant_id, during) values ('${other!.id}', '${held!.table_id}', '${held!.restaurant_id}', '${held!.during}')`,
      ),
    ).rejects.toThrow();
    // Released holds do not count.
    await t.database.db.execute(
      `insert into reservation_tables (reservation_id, table_id, restaurant_id, during, active) values ('${other!.id}', '${held!.table_id}', '${held!.restaurant_id}', '${held!.during}', false)`,
    );
    expect(await count(OVERLAPS)).toBe(0);
  });

  it("a hold the code's check cannot see still ends in the exclusion constraint's 409, never a 500", async () => {
    const day = await k.nextOpenDay("smoke-and-oak", 2);
    const o = day.options.find((x) => x.label === "Table 1")!;
    const startsAt = o.times[0]!;
    const ends = new Date(Date.parse(startsAt) + 90 * 60_000).toISOString();
    const [other] = ((await t.database.db.execute(
      `select id, restaurant_id from reservations where restaurant_id <> '${day.restaurantId}' limit 1`,
    )) as unknown as { rows: Array<{ id: string; restaurant_id: string }> }).rows;
    // Filed under another restaurant, so the pre-insert check (scoped by restaurant) misses it; the constraint does not.
    await t.database.db.execute(
      `insert into reservation_tables (reservation_id, table_id, restaurant_id, during) values ('${other!.id}', '${o.tableIds[0]}', '${other!.restaurant_id}', tstzrange('${startsAt}', '${ends}', '[)'))`,
    );
    const res = await k.book({ restaurantId: day.restaurantId, tableIds: o.tableIds, startsAt, partySize: 2 });
    expect(res.status).toBe(409);
    expect(reservationConflictSchema.parse(res.body).message).toBe("That table was just booked. Here are the nearest free alternatives.");
  });

  it("'any table' moves on to the next table when the exclusion constraint refuses the best one (a savepoint, not a 409)", async () => {
    const day = await k.nextOpenDay("spice-route", 2);
    const startsAt = day.times[3]!;
    const best = day.options[0]!;
    await holdTableUnseen(t.database.db, day.restaurantId, best.tableIds[0]!, startsAt, day.durationMinutes);
    const res = await k.book({ restaurantId: day.restaurantId, startsAt, partySize: 2 });
    expect(res.status).toBe(201);
    expect(res.body.reservation.tables.map((x) => x.id)).toEqual(day.options[1]!.tableIds);
    expect(await count(OVERLAPS)).toBe(0);
  });
});
