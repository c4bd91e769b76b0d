import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { CourierPayout } from "@tavola/contracts";
import { queryRows } from "../../../platform/database.js";
import { type DispatchKit, useDispatchApp } from "../../../test/dispatch-kit.js";
import { pdfText } from "../../../test/pdf-text.js";
import { signInAs, type TestApp } from "../../../test/test-app.js";
import { DISPATCH_PAYOUTS_JOB } from "./dispatch-jobs.js";

let t: TestApp;
let d: DispatchKit;
let customer: string;
let owner: string;
useDispatchApp((c) => ({ t, d, customer, owner } = c), []);

/** Last week's Thursday noon and this week's Monday 00:30, in New York (a test courier's zone). */
const LAST_WEEK = sql`((date_trunc('week', now() at time zone 'America/New_York') - interval '4 days 12 hours') at time zone 'America/New_York')`;
const THIS_WEEK = sql`((date_trunc('week', now() at time zone 'America/New_York') + interval '30 minutes') at time zone 'America/New_York')`;

/** Ledger rows as deliveries write them: fee, −commission, tip for a job; an adjustment with a reason. */
async function ledger(courierId: string, at: typeof LAST_WEEK, fee: number, commission: number, tip: number) {
  const { job } = await d.acceptedOrder(customer, owner);
  await t.database.db.execute(sql`insert into courier_earnings (courier_id, job_id, kind, amount_cents, created_at) values
    (${courierId}, ${job!.id}, 'fee', ${fee}, ${at}), (${courierId}, ${job!.id}, 'commission', ${-commission}, ${at}), (${courierId}, ${job!.id}, 'tip', ${tip}, ${at})`);
}

describe("weekly payouts", () => {
  it("pays last week's ledger once (Monday–Sunday in the zone), gross = net + commission exactly; the statement is CSV", async () => {
    const c = await d.courier();
    const other = await d.courier();
    await ledger(c.userId, LAST_WEEK, 540, 43, 300);
    await ledger(c.userId, LAST_WEEK, 725, 58, 0);
    await t.database.db.execute(sql`insert into courier_earnings (courier_id, kind, amount_cents, reason, created_at) values (${c.userId}, 'adjustment', -100, 'Damaged bag', ${LAST_WEEK})`);
    await ledger(c.userId, THIS_WEEK, 999, 80, 0); // next week's payout

    for (let i = 0; i < 2; i++) {
      await t.app.jobs.send(DISPATCH_PAYOUTS_JOB, {}, { db: t.database.db });
      expect(await t.app.jobs.drain([DISPATCH_PAYOUTS_JOB])).toMatchObject({ completed: 1, failed: 0 });
    }
    const res = await d.k.json<CourierPayout[]>("GET", "/api/dispatch/payouts", c.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    const p = res.body[0]!;
    expect(p).toMatchObject({ deliveries: 2, feeCents: 1265, commissionCents: 101, tipCents: 300, adjustmentCents: -100, grossCents: 1465, netCents: 1364, timeZone: "America/New_York" });
    expect(p.grossCents).toBe(p.netCents + p.commissionCents);
    const [monday] = await queryRows<{ d: string }>(t.database.db, sql`select to_char(date_trunc('week', now() at time zone 'America/New_York') - interval '7 days', 'YYYY-MM-DD') as d`);
    expect(p.weekStart).toBe(monday!.d);

    const csv = await t.app.inject({ method: "GET", url: `/api/dispatch/payouts/${p.id}/statement.csv`, headers: { cookie: c.cookie } });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.headers["content-disposition"]).toBe(`attachment; filename="tavola-payout-${p.weekStart}.csv"`);
    const lines = csv.body.trim().split("\n");
    expect(lines[0]).toBe("Delivered at,Order,Restaurant,Fee,Commission,Tip,Adjustment,Net");
    expect(lines).toHaveLength(5); // header, two deliveries, the adjustment, totals
    expect(lines.some((l) => l.includes("Trattoria Bellini,5.40,0.43,3.00,0.00,7.97"))).toBe(true);
    expect(lines.at(-1)).toBe("Total,,2 deliveries,12.65,1.01,3.00,-1.00,13.64");

    // Another courier never reads it; a customer may not ask at all.
    expect((await d.k.json<CourierPayout[]>("GET", "/api/dispatch/payouts", other.cookie)).body).toEqual([]);
    expect((await t.app.inject({ method: "GET", url: `/api/dispatch/payouts/${p.id}/statement.csv`, headers: { cookie: other.cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: `/api/dispatch/payouts/${p.id}/statement.csv`, headers: { cookie: customer } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/dispatch/payouts/not-an-id/statement.csv", headers: { cookie: c.cookie } })).statusCode).toBe(400);

    // The PDF beside it: the same figures to the cent, gross = net + commission, for the courier and executives only.
    const pdf = await t.app.inject({ method: "GET", url: `/api/dispatch/payouts/${p.id}/statement.pdf`, headers: { cookie: c.cookie } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toBe(`attachment; filename="tavola-payout-${p.weekStart}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(pdf.rawPayload);
    const [sums] = await queryRows<{ fee: number; commission: number; tip: number; adjustment: number }>(
      t.database.db,
      sql`select coalesce(sum(amount_cents) filter (where kind = 'fee'), 0)::int as fee, (-coalesce(sum(amount_cents) filter (where kind = 'commission'), 0))::int as commission,
                 coalesce(sum(amount_cents) filter (where kind = 'tip'), 0)::int as tip, coalesce(sum(amount_cents) filter (where kind = 'adjustment'), 0)::int as adjustment
            from courier_earnings where courier_id = ${c.userId} and created_at < ${THIS_WEEK}`,
    );
    const gross = sums!.fee + sums!.tip + sums!.adjustment;
    const money = (cents: number) => `${cents < 0 ? "-" : ""}$${(Math.abs(cents) / 100).toFixed(2)}`;
    expect(text).toContain(`Gross ${money(gross)} = Net ${money(gross - sums!.commission)} + Commission ${money(sums!.commission)}`);
    expect(text).toContain("Gross $14.65 = Net $13.64 + Commission $1.01");
    for (const figure of ["$5.40", "$0.43", "$3.00", "$7.97", "$12.65", "$1.01", "-$1.00", "$13.64", "2 deliveries"]) expect(text).toContain(figure);
    const ceo = await signInAs(t.app, "ceo");
    const byCeo = await t.app.inject({ method: "GET", url: `/api/dispatch/payouts/${p.id}/statement.pdf`, headers: { cookie: ceo } });
    expect(byCeo.statusCode).toBe(200);
    expect(byCeo.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect((await t.app.inject({ method: "GET", url: `/api/dispatch/payouts/${p.id}/statement.pdf`, headers: { cookie: other.cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: `/api/dispatch/payouts/${p.id}/statement.pdf`, headers: { cookie: customer } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: `/api/dispatch/payouts/${p.id}/statement.pdf`, headers: { cookie: owner } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: `/api/dispatch/payouts/${p.id}/statement.pdf` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/dispatch/payouts/not-an-id/statement.pdf", headers: { cookie: c.cookie } })).statusCode).toBe(400);
  });

  it("runs on Tuesdays at 06:00 UTC", async () => {
    const schedules = await t.app.jobs.boss.getSchedules();
    expect(schedules.map((s) => [s.name, s.cron])).toContainEqual([DISPATCH_PAYOUTS_JOB, "0 6 * * 2"]);
  });
});
