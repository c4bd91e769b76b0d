import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../platform/database.js";
import { createTestApp, signInAs, type TestApp } from "../test/test-app.js";
import { allCards, board } from "../modules/catering/crm-test-helpers.js";
import { restaurantTimeZone, zonedTimeToUtc } from "../modules/reservations/index.js";
import { detail } from "../modules/catering/crm-test-helpers.js";
import { seedCateringAutopay } from "./seed-catering-autopay.js";
import { seedCateringOps } from "./seed-catering-ops.js";

/** The catering operations demo: Bellini's board shows a pending reconfirmation and a balance due today. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe("catering operations seed", () => {
  it("shows one event awaiting reconfirmation (within 24 h) and one delivered today with its balance due", async () => {
    const owner = await signInAs(t.app, "restaurant_owner");
    const cards = allCards((await board(t.app, owner, "perStage=100")).body);
    const pending = cards.filter((c) => c.ops.reconfirmation === "pending");
    expect(pending.map((c) => c.companyName)).toEqual(["Blue Yonder Airlines"]);
    expect(pending[0]!.stage).toBe("deposit_paid");
    const due = cards.filter((c) => c.ops.balanceDueCents !== null);
    expect(due.map((c) => c.companyName)).toEqual(["Margie's Travel"]);
    expect(due[0]!.stage).toBe("delivered");
    // The balance is the taxed total less the deposit really paid through the payments module.
    const [row] = await queryRows<{ total: number; paid: number }>(t.database.db, sql`
      select v.total_cents as total, (select sum(p.captured_cents)::int from payments p join catering_deposit_payments d on d.payment_id = p.id where d.quote_id = q.id) as paid
      from catering_leads l join catering_quotes q on q.lead_id = l.id join catering_quote_versions v on v.id = q.accepted_version_id where l.company_name = 'Margie''s Travel'`);
    expect(due[0]!.ops.balanceDueCents).toBe(Number(row!.total) - Number(row!.paid));
    expect(Number(row!.paid)).toBeGreaterThan(0);
    // Delivered within the last hours; the reconfirmation's event starts in under 24 hours (Bellini's local time).
    expect(Date.now() - Date.parse(due[0]!.stageChangedAt)).toBeLessThan(2 * 3_600_000);
    const bellini = pending[0]!.restaurant!.id;
    const zone = await restaurantTimeZone(t.database.db, bellini);
    const start = zonedTimeToUtc(pending[0]!.eventDate, pending[0]!.eventTime!, zone)!;
    expect(start.getTime() - Date.now()).toBeGreaterThan(4 * 3_600_000);
    expect(start.getTime() - Date.now()).toBeLessThan(24 * 3_600_000);
    expect(["12:30", "18:00", "19:30"]).toContain(pending[0]!.eventTime);
  });

  it("shows one event delivered yesterday whose balance was captured automatically from the card kept on file", async () => {
    const owner = await signInAs(t.app, "restaurant_owner");
    const card = allCards((await board(t.app, owner, "perStage=100&q=Contoso")).body).find((c) => c.companyName === "Contoso Pharmaceuticals")!;
    expect(card.stage).toBe("delivered");
    expect(card.ops.balanceDueCents).toBeNull();
    const lead = (await detail(t.app, owner, card.id)).body;
    expect(lead.money.cardOnFile).toEqual({ brand: "visa", last4: "4242", declined: false });
    expect(lead.money.balancePaid).toMatchObject({ automatic: true, last4: "4242" });
    const [row] = await queryRows<{ total: number; deposit: number; balance: number }>(t.database.db, sql`
      select v.total_cents as total,
        (select sum(p.captured_cents)::int from payments p join catering_deposit_payments d on d.payment_id = p.id where d.quote_id = q.id) as deposit,
        (select sum(p.captured_cents)::int from payments p join catering_balance_payments b on b.payment_id = p.id where b.quote_id = q.id and b.source = 'card_on_file') as balance
      from catering_quotes q join catering_quote_versions v on v.id = q.accepted_version_id where q.lead_id = ${card.id}::uuid`);
    expect(Number(row!.deposit) + Number(row!.balance)).toBe(Number(row!.total));
    expect(lead.money.balancePaid!.amountCents).toBe(Number(row!.balance));
  });

  it("seeds once: a second run writes nothing", async () => {
    expect(await seedCateringOps(t.database.db)).toBe(false);
    expect(await seedCateringAutopay(t.database.db)).toBe(false);
    const [n] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from catering_leads where company_name in ('Blue Yonder Airlines', 'Margie''s Travel')`);
    expect(n!.n).toBe(2);
  });
});
