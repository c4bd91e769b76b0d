import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reservationConflictSchema, type Availability, type Reservation } from "@tavola/contracts";
import { createTestApp, signInAs, type TestApp } from "../../test/test-app.js";
import { holdTableUnseen, reservationsKit } from "../../test/reservations-kit.js";

// "Any table" (issue 16, booking by time): the guest picks a time, the server picks the table.
let t: TestApp;
let k: ReturnType<typeof reservationsKit>;
beforeAll(async () => {
  t = await createTestApp();
  k = reservationsKit(t.app);
});
afterAll(async () => t?.close());

const labelOf = (r: Reservation) => (r.tables.length === 1 ? `Table ${r.tables[0]!.number}` : `Tables ${r.tables.map((x) => x.number).join(" + ")}`);
/** Lets every table fill at one start time (pacing would otherwise stop the restaurant first). */
const unpace = (a: Availability) => t.database.db.execute(`update reservation_policies set pacing_covers_per_15 = 200 where restaurant_id = '${a.restaurantId}'`);
const anyTable = (a: Availability, startsAt: string, extra: Record<string, unknown> = {}) =>
  k.book({ restaurantId: a.restaurantId, startsAt, partySize: a.partySize, ...extra });

describe("availability by time", () => {
  it("lists every start time any table can take, once each and in order", async () => {
    const day = await k.nextOpenDay("trattoria-bellini", 2);
    const union = [...new Set(day.options.flatMap((o) => o.times))].sort((a, b) => Date.parse(a) - Date.parse(b));
    expect(day.times.length).toBeGreaterThan(10);
    expect(day.times).toEqual(union);
  });

  it("has no times when nothing is offered", async () => {
    const far = await k.availability("trattoria-bellini", k.dateIn(31), 2);
    expect(far.body).toMatchObject({ options: [], times: [], reason: "Reservations open 30 days ahead" });
  });
});

describe("POST /api/reservations without tableIds (any table)", () => {
  it("seats the party at the best-fitting free table, then the next one, never a table too small", async () => {
    const day = await k.nextOpenDay("trattoria-bellini", 2);
    await unpace(day);
    const startsAt = day.times[2]!;
    const seated: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await anyTable(day, startsAt);
      expect(res.status).toBe(201);
      for (const table of res.body.reservation.tables) expect(table.capacity).toBeGreaterThanOrEqual(2);
      seated.push(labelOf(res.body.reservation));
    }
    // Two-tops first (no empty seats), then the smallest four-top.
    expect(seated).toEqual(["Table 1", "Table 2", "Table 3"]);
  });

  it("uses the next fitting table when the best one was taken by a guest who chose it", async () => {
    const day = await k.nextOpenDay("sakura-house", 4);
    const startsAt = day.times[4]!;
    const best = day.options[0]!;
    expect((await k.book({ restaurantId: day.restaurantId, tableIds: best.tableIds, startsAt, partySize: 4 })).status).toBe(201);
    const res = await anyTable(day, startsAt);
    expect(res.status).toBe(201);
    expect(labelOf(res.body.reservation)).toBe(day.options[1]!.label);
    expect(res.body.reservation.tables[0]!.capacity).toBeGreaterThanOrEqual(4);
  });

  it("seats the party in the area asked for, and says so when that area has no table for them", async () => {
    const day = await k.nextOpenDay("el-jardin", 2);
    const startsAt = day.times[1]!;
    const patio = await anyTable(day, startsAt, { area: "Patio" });
    expect(patio.status).toBe(201);
    expect(patio.body.reservation.tables).toMatchObject([{ number: 7, location: "Patio" }]);
    const garden = await anyTable(day, startsAt, { area: "Rooftop" });
    expect(garden.status).toBe(400);
    expect(garden.body).toMatchObject({ message: "No table in Rooftop seats a party of 2", fieldErrors: { area: ["No table in Rooftop seats a party of 2"] } });
  });

  it("answers 409 with alternatives at other times once every fitting table is taken", async () => {
    const day = await k.nextOpenDay("olive-and-fig", 2);
    await unpace(day);
    const startsAt = day.times[3]!;
    const fitting = day.options.filter((o) => o.times.includes(startsAt)).length;
    expect(fitting).toBe(6);
    for (let i = 0; i < fitting; i++) expect((await anyTable(day, startsAt)).status).toBe(201);
    const full = await anyTable(day, startsAt);
    expect(full.status).toBe(409);
    const conflict = reservationConflictSchema.parse(full.body);
    expect(conflict.message).toBe("That time is fully booked. Here are the nearest free alternatives.");
    expect(conflict.alternatives.length).toBeGreaterThan(0);
    expect(conflict.alternatives.every((a) => a.startsAt !== startsAt)).toBe(true);
    expect((await k.availability("olive-and-fig", day.date, 2)).body.times).not.toContain(startsAt);
  });

  it("refuses a party no table seats with the clear 400, for the restaurant or for the area asked for", async () => {
    const day = await k.nextOpenDay("nordhavn-kitchen", 2);
    const window = await k.book({ restaurantId: day.restaurantId, startsAt: day.times[0], partySize: 8, area: "Window" });
    expect(window.status).toBe(400);
    expect(window.body).toMatchObject({ fieldErrors: { area: ["No table in Window seats a party of 8"] } });
    // A restaurant of two-tops only, none joinable: nowhere for six.
    await t.database.db.execute(`update restaurant_tables set capacity = 2, join_group = null where restaurant_id = '${day.restaurantId}'`);
    const res = await k.book({ restaurantId: day.restaurantId, startsAt: day.times[0], partySize: 6 });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: "No table here seats a party of 6; please contact the restaurant",
      fieldErrors: { partySize: ["No table here seats a party of 6; please contact the restaurant"] },
    });
  });

  it("moves on to the next table when the database refuses the best one (a hold the check could not see)", async () => {
    const day = await k.nextOpenDay("smoke-and-oak", 2);
    const startsAt = day.times[5]!;
    const best = day.options[0]!;
    await holdTableUnseen(t.database.db, day.restaurantId, best.tableIds[0]!, startsAt, day.durationMinutes);
    const res = await anyTable(day, startsAt);
    expect(res.status).toBe(201);
    expect(labelOf(res.body.reservation)).toBe(day.options[1]!.label);
  });

  it("records a signed-in guest's booking as theirs; the demo customer's earlier dinner keeps their phone", async () => {
    const customer = await signInAs(t.app, "customer");
    const before = await k.json<Reservation[]>("GET", "/api/reservations", customer);
    expect(before.body.find((r) => r.status === "completed")).toMatchObject({ name: "Alex Rivera", phone: "+1 212 555 0147" });
    const day = await k.nextOpenDay("spice-route", 2);
    const res = await anyTable(day, day.times[0]!);
    expect(res.status).toBe(201);
    const mine = await k.book({ restaurantId: day.restaurantId, startsAt: day.times[0], partySize: 2 }, customer);
    expect(mine.status).toBe(201);
    const after = await k.json<Reservation[]>("GET", "/api/reservations", customer);
    expect(after.body[0]!.id).toBe(mine.body.reservation.id);
  });
});
