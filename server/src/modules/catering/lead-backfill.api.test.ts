import { readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../db/seed.js";
import { findMigrationsFolder, queryRows } from "../../platform/database.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const count = async (q: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(t.database.db, q))[0]!.n;

describe("requests stored before the pipeline", () => {
  it("become leads through the migration's backfill, at the stage their status says, unassigned", async () => {
    const migration = await readFile(path.join(findMigrationsFolder(), "0013_catering_pipeline.sql"), "utf8");
    const backfill = migration.split("--> statement-breakpoint").filter((s) => /INSERT INTO "catering_leads"/.test(s));
    expect(backfill).toHaveLength(2);
    const requests = await count(sql`select count(*)::int as n from catering_requests`);
    const premium = await count(sql`select count(*)::int as n from premium_catering_requests`);
    // As a database from before the pipeline: the requests, no leads.
    await t.database.db.execute(sql`delete from catering_leads`);
    for (const statement of backfill) await t.database.db.execute(sql.raw(statement));
    expect(await count(sql`select count(*)::int as n from catering_leads where restaurant_id is null`)).toBe(requests + premium);
    const stages = await queryRows<{ status: string; stage: string; headcount: number | null; value_cents: number | null }>(t.database.db, sql`
      select r.status, l.stage, l.headcount, l.value_cents from catering_leads l join catering_requests r on r.id = l.catering_request_id
      order by r.created_at`);
    for (const s of stages) expect(s.stage).toBe({ pending: "new", confirmed: "deposit_paid", in_progress: "in_progress" }[s.status]);
    expect(stages.map((s) => s.headcount)).toEqual(expect.arrayContaining([10, 26, 51]));
    const values = await queryRows<{ budget_range: string; value_cents: number }>(t.database.db, sql`
      select p.budget_range, l.value_cents from catering_leads l join premium_catering_requests p on p.id = l.premium_request_id`);
    for (const v of values) expect(v.value_cents).toBe(Number(v.budget_range.split("-")[0]!.replace(/\D/g, "")) * 100);
  });

  it("seeds the pipeline's demo once: a second start adds nothing", async () => {
    const before = await count(sql`select count(*)::int as n from premium_catering_requests`);
    expect(await seedDemoData(t.database.db)).toBe(false);
    expect(await count(sql`select count(*)::int as n from premium_catering_requests`)).toBe(before);
  });
});
