import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { depositReminderStepAt } from "@tavola/contracts";
import { queryRows } from "../../platform/database.js";
import { createTestApp, freshClientAddress, signInAs, type TestApp } from "../../test/test-app.js";
import { CATERING_DEPOSIT_REMINDERS_JOB } from "./catering.jobs.js";
import { restaurantIdBySlug } from "./crm-test-helpers.js";
import { sendDepositReminders } from "./deposit-reminders.js";
import { clientCall, draftAndSend, draftBody, freshLead, inDays, payByToken, sandboxCard, tokenInText } from "./quote-test-helpers.js";
import type { AppDeps } from "../../platform/deps.js";

/** Deposit reminders: 3 days and 1 day before each due date and once overdue, on the job queue, each sent once. */
let t: TestApp;
let owner: string;
let bellini: string;
let deps: AppDeps;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signInAs(t.app, "restaurant_owner");
  bellini = await restaurantIdBySlug(t, "trattoria-bellini");
  deps = { db: t.database.db, jobs: t.app.jobs, config: t.config } as unknown as AppDeps;
});
afterAll(async () => t?.close());

const DAY = 86_400_000;
const reminders = (leadId: string) =>
  queryRows<{ recipient: string; subject: string; text_body: string; dedupe_key: string }>(t.database.db, sql`
    select recipient, subject, text_body, dedupe_key from mail_outbox
    where kind = 'catering-deposit-reminder'
      and substring(dedupe_key from 'deposit-reminder:([0-9a-f-]+):') = (select id::text from catering_quotes where lead_id = ${leadId}::uuid)
    order by created_at, dedupe_key`);

describe("deposit reminder steps (pure)", () => {
  it("picks the latest step reached", () => {
    const due = new Date("2030-05-10T12:00:00Z");
    expect(depositReminderStepAt(due, new Date(due.getTime() - 4 * DAY))).toBeNull();
    expect(depositReminderStepAt(due, new Date(due.getTime() - 3 * DAY))).toBe("3d");
    expect(depositReminderStepAt(due, new Date(due.getTime() - 2 * DAY))).toBe("3d");
    expect(depositReminderStepAt(due, new Date(due.getTime() - DAY))).toBe("1d");
    expect(depositReminderStepAt(due, new Date(due.getTime() - 1))).toBe("1d");
    expect(depositReminderStepAt(due, due)).toBe("overdue");
    expect(depositReminderStepAt(due, new Date(due.getTime() + 5 * DAY))).toBe("overdue");
  });
});

describe("deposit reminders job", () => {
  it("is scheduled every 15 minutes", async () => {
    const schedules = await t.app.jobs.boss.getSchedules();
    expect(schedules.map((s) => [s.name, s.cron])).toContainEqual([CATERING_DEPOSIT_REMINDERS_JOB, "*/15 * * * *"]);
  });

  it("mails each unpaid deposit's steps in order, once each, with a working pay link; a paid deposit gets no more", async () => {
    const email = `remind.${Date.now()}@example.com`;
    const leadId = await freshLead(t.app, owner, bellini, "Reminder Wedding");
    await t.database.db.execute(sql`update catering_leads set email = ${email} where id = ${leadId}::uuid`);
    const body = draftBody({
      deposits: [
        { kind: "percent", ppm: 250_000, dueAt: inDays(2) },
        { kind: "percent", ppm: 250_000, dueAt: inDays(10) },
      ],
    });
    const { quote, token } = await draftAndSend(t.app, owner, leadId, body);
    // Not accepted yet: nothing to remind.
    await t.app.jobs.send(CATERING_DEPOSIT_REMINDERS_JOB, {}, { db: t.database.db });
    expect(await t.app.jobs.drain([CATERING_DEPOSIT_REMINDERS_JOB])).toEqual({ completed: 1, failed: 0 });
    expect(await reminders(leadId)).toHaveLength(0);

    expect((await clientCall(t.app, "POST", "/accept", token, { versionId: quote.versions[0]!.id, fullName: "Rhea Minder" }, freshClientAddress())).status).toBe(200);
    // Through the queue: deposit 1 (due in 2 days) gets "due in 3 days"; deposit 2 (10 days) nothing yet.
    await t.app.jobs.send(CATERING_DEPOSIT_REMINDERS_JOB, {}, { db: t.database.db });
    await t.app.jobs.drain([CATERING_DEPOSIT_REMINDERS_JOB]);
    const first = await reminders(leadId);
    expect(first.map((m) => m.subject)).toEqual(["Deposit 1 due in 3 days: Reminder Wedding"]);
    expect(first[0]!.recipient).toBe(email);
    // The mail's link opens the quote (a token minted for it) on the checkout page.
    expect(first[0]!.text_body).toContain(`/catering-checkout/${leadId}?token=`);
    const linkToken = tokenInText(first[0]!.text_body)!;
    const viaLink = await clientCall(t.app, "GET", "", linkToken);
    expect(viaLink.status).toBe(200);
    expect(viaLink.body.nextDeposit?.scheduleIndex).toBe(0);

    // A second run now changes nothing.
    expect(await sendDepositReminders(deps)).toBe(0);
    // Later runs (a test clock: the service takes `now`): the 1-day step, then overdue, each once.
    const now = Date.now();
    expect(await sendDepositReminders(deps, new Date(now + 1.5 * DAY))).toBe(1);
    expect(await sendDepositReminders(deps, new Date(now + 1.6 * DAY))).toBe(0);
    expect(await sendDepositReminders(deps, new Date(now + 2.5 * DAY))).toBe(1);
    expect(await sendDepositReminders(deps, new Date(now + 2.6 * DAY))).toBe(0);
    expect((await reminders(leadId)).map((m) => m.subject)).toEqual([
      "Deposit 1 due in 3 days: Reminder Wedding",
      "Deposit 1 due tomorrow: Reminder Wedding",
      "Deposit 1 overdue: Reminder Wedding",
    ]);

    // Paying deposit 1 (through the reminder's link) ends its reminders; deposit 2's start when due.
    expect((await payByToken(t.app, "/deposits", linkToken, crypto.randomUUID(), await sandboxCard(t.app))).status).toBe(200);
    expect(await sendDepositReminders(deps, new Date(now + 8 * DAY))).toBe(1);
    const all = await reminders(leadId);
    expect(all.at(-1)!.subject).toBe("Deposit 2 due in 3 days: Reminder Wedding");
    expect(all).toHaveLength(4);
    const timeline = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from catering_lead_activities where lead_id = ${leadId}::uuid and kind = 'deposit_reminder'`);
    expect(timeline[0]!.n).toBe(4);
  });

  it("sends nothing for a cancelled event", async () => {
    const leadId = await freshLead(t.app, owner, bellini, "Reminder Cancelled Party");
    const { quote, token } = await draftAndSend(t.app, owner, leadId, draftBody({ deposits: [{ kind: "percent", ppm: 250_000, dueAt: inDays(1) }] }));
    await clientCall(t.app, "POST", "/accept", token, { versionId: quote.versions[0]!.id, fullName: "Can Celled" }, freshClientAddress());
    await t.database.db.execute(sql`update catering_leads set stage = 'cancelled', stage_reason = 'test' where id = ${leadId}::uuid`);
    await sendDepositReminders(deps);
    const rows = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from catering_notices where lead_id = ${leadId}::uuid`);
    expect(rows[0]!.n).toBe(0);
  });
});
