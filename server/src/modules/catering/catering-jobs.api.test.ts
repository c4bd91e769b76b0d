import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoEmailFor } from "../../db/seed-data.js";
import { queryRows } from "../../platform/database.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { CATERING_SLA_ALERTS_JOB } from "./catering.jobs.js";
import { premiumBody, restaurantIdBySlug } from "./crm-test-helpers.js";

/** The SLA alerts on the job queue: scheduled every minute, each broken promise alerted and mailed once. */
let t: TestApp;
let bellini: string;
beforeAll(async () => {
  t = await createTestApp();
  bellini = await restaurantIdBySlug(t, "trattoria-bellini");
});
afterAll(async () => t?.close());

const runNow = async () => {
  await t.app.jobs.send(CATERING_SLA_ALERTS_JOB, {}, { db: t.database.db });
  return t.app.jobs.drain([CATERING_SLA_ALERTS_JOB]);
};

const slaMails = (leadId: string) =>
  queryRows<{ recipient: string; subject: string; text_body: string }>(
    t.database.db,
    sql`select recipient, subject, text_body from mail_outbox where kind = 'catering_sla_alert' and dedupe_key like ${`catering-sla:${leadId}:%`} order by dedupe_key`,
  );

describe("catering SLA alerts job", () => {
  it("is scheduled every minute", async () => {
    const schedules = await t.app.jobs.boss.getSchedules();
    expect(schedules.map((s) => [s.name, s.cron])).toContainEqual([CATERING_SLA_ALERTS_JOB, "* * * * *"]);
  });

  it("alerts a lead whose promises have passed, mails the restaurant's owner once, and a second run changes nothing", async () => {
    const res = await t.app.inject({
      method: "POST", url: "/api/catering/request", remoteAddress: "198.51.100.31",
      payload: premiumBody({ contactPerson: "Ines Job", email: "ines.job@example.com", restaurantId: bellini }),
    });
    expect(res.statusCode).toBe(201);
    const [lead] = await queryRows<{ id: string }>(t.database.db, sql`select id from catering_leads where email = 'ines.job@example.com'`);
    // Both promises broken a minute ago.
    await t.database.db.execute(sql`update catering_leads set first_contact_due_at = now() - interval '1 minute', call_due_at = now() - interval '1 minute' where id = ${lead!.id}::uuid`);

    expect(await runNow()).toEqual({ completed: 1, failed: 0 });
    const activities = await queryRows<{ body: string }>(t.database.db, sql`select body from catering_lead_activities where lead_id = ${lead!.id}::uuid and kind = 'sla_alert' order by body`);
    expect(activities.map((a) => a.body)).toEqual(["No call within 4 business hours", "No contact within 24 hours"]);
    const mails = await slaMails(lead!.id);
    // One per promise, to Bellini's owner (its staff member is not mailed: owners and managers are).
    expect(mails.map((m) => m.recipient)).toEqual([demoEmailFor("restaurant_owner"), demoEmailFor("restaurant_owner")]);
    expect(mails.every((m) => m.subject.startsWith("Overdue catering lead: ") && m.text_body.includes(`/catering-crm?lead=${lead!.id}`))).toBe(true);

    expect(await runNow()).toEqual({ completed: 1, failed: 0 });
    expect(await slaMails(lead!.id)).toHaveLength(2);
    const again = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from catering_lead_activities where lead_id = ${lead!.id}::uuid and kind = 'sla_alert'`);
    expect(again[0]!.n).toBe(2);
  });
});
