import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoEmailFor } from "../../db/seed-data.js";
import { queryRows } from "../../platform/database.js";
import { createTestApp, freshClientAddress, signInAs, type TestApp } from "../../test/test-app.js";
import { localDateOf, localTimeOf } from "../reservations/local-time.js";
import { restaurantTimeZone } from "../reservations/index.js";
import { detail, outsiderOwner, restaurantIdBySlug } from "./crm-test-helpers.js";
import { CATERING_RECONFIRM_JOB, CATERING_RECONFIRM_SWEEP_JOB } from "./reconfirmation.service.js";
import { clientCall, draftAndSend, freshLead, payByToken, sandboxCard, tokenInText } from "./quote-test-helpers.js";

/**
 * The reconfirmation ladder on the job queue, with short offsets: an event 3 hours away has its 24 h and 4 h rungs
 * due at once and its 2 h rung an hour ahead. The "test clock" moves a queued rung's start_after to now.
 */
let t: TestApp;
let owner: string;
let bellini: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signInAs(t.app, "restaurant_owner");
  bellini = await restaurantIdBySlug(t, "trattoria-bellini");
});
afterAll(async () => t?.close());

const SLOT = 15 * 60_000;

/** A Bellini lead whose event starts `hours` from now, accepted and its deposit paid (Confirmed): the ladder is queued. */
async function confirmedEventIn(name: string, hours: number) {
  const start = new Date(Math.ceil((Date.now() + hours * 3_600_000) / SLOT) * SLOT);
  const zone = await restaurantTimeZone(t.database.db, bellini);
  const leadId = await freshLead(t.app, owner, bellini, name);
  await t.database.db.execute(sql`update catering_leads set event_date = ${localDateOf(start, zone)}::date, event_time = ${localTimeOf(start, zone)}, email = ${`${name.replace(/\W/g, "").toLowerCase()}@example.com`} where id = ${leadId}::uuid`);
  const { quote, token } = await draftAndSend(t.app, owner, leadId);
  expect((await clientCall(t.app, "POST", "/accept", token, { versionId: quote.versions[0]!.id, fullName: "Rey Confirm" }, freshClientAddress())).status).toBe(200);
  expect((await payByToken(t.app, "/deposits", token, crypto.randomUUID(), await sandboxCard(t.app))).status).toBe(200);
  return { leadId, token, start };
}

const ladder = (leadId: string) =>
  queryRows<{ kind: string; body: string }>(t.database.db, sql`
    select kind, body from catering_lead_activities where lead_id = ${leadId}::uuid and kind in ('reconfirm_requested', 'reconfirm_reminder', 'reconfirmed') order by created_at, id`);
const mails = (leadId: string) =>
  queryRows<{ recipient: string; subject: string; text_body: string }>(t.database.db, sql`
    select recipient, subject, text_body from mail_outbox where dedupe_key like ${`reconfirm:${leadId}:%`} order by created_at, kind, dedupe_key`);
const queued = (leadId: string) =>
  queryRows<{ step: string; start_after: string }>(t.database.db, sql`
    select data->>'step' as step, start_after::text from pgboss.job where name = ${CATERING_RECONFIRM_JOB} and data->>'leadId' = ${leadId} and state = 'created' order by start_after`);
/** The test clock: the queued rungs of this lead become due now. */
const advanceClock = (leadId: string) =>
  t.database.db.execute(sql`update pgboss.job set start_after = now() - interval '1 second' where name = ${CATERING_RECONFIRM_JOB} and data->>'leadId' = ${leadId} and state = 'created'`);
const drain = () => t.app.jobs.drain([CATERING_RECONFIRM_JOB]);

describe("reconfirmation ladder", () => {
  it("queues the 24 h rung when the deposit confirms the event, for 24 hours before it", async () => {
    const { leadId, start } = await confirmedEventIn("Ladder Far Party", 72);
    const q = await queued(leadId);
    expect(q.map((j) => j.step)).toEqual(["t24"]);
    expect(Date.parse(q[0]!.start_after)).toBe(start.getTime() - 24 * 3_600_000);
    // The singleton key keeps one waiting rung: sending it again queues nothing more.
    await t.app.jobs.send(CATERING_RECONFIRM_JOB, { leadId, step: "t24" }, { db: t.database.db, singletonKey: `reconfirm:${leadId}:t24`, startAfter: new Date(start.getTime() - 24 * 3_600_000) });
    expect(await queued(leadId)).toHaveLength(1);
    // Not due yet: draining runs nothing and the board shows no task.
    await drain();
    expect(await ladder(leadId)).toEqual([]);
    expect((await detail(t.app, owner, leadId)).body.ops.reconfirmation).toBe("none");
  });

  it("fires its rungs in order — task and client message, then escalations to client and managers — once each, and survives a restart", async () => {
    const { leadId, token } = await confirmedEventIn("Ladder Near Gala", 3);
    // 24 h and 4 h rungs are due (the event is 3 hours away); the 4 h rung is queued by the 24 h one.
    await drain();
    expect((await ladder(leadId)).map((a) => a.kind)).toEqual(["reconfirm_requested", "reconfirm_reminder"]);
    const lead = await detail(t.app, owner, leadId);
    expect(lead.body.ops.reconfirmation).toBe("pending");
    const sent = await mails(leadId);
    expect(sent.map((m) => m.subject)).toEqual([
      "Please confirm your event: Ladder Near Gala",
      "Reminder: please confirm Ladder Near Gala now",
      "Unconfirmed catering event in 4 hours: Ladder Near Gala",
    ]);
    expect(sent[2]!.recipient).toBe(demoEmailFor("restaurant_owner"));
    // The 2 h rung waits for its time.
    expect((await queued(leadId)).map((j) => j.step)).toEqual(["t2"]);

    // A restart: a second app on the same database works the queued rung when the clock reaches it.
    const restarted = await createTestApp({}, { database: t.database });
    try {
      await advanceClock(leadId);
      await restarted.app.jobs.drain([CATERING_RECONFIRM_JOB]);
    } finally {
      await restarted.close();
    }
    expect((await ladder(leadId)).map((a) => a.body)).toEqual([
      "Reconfirmation requested from the client (24 h before)",
      "Not confirmed 4 hours before: client and managers reminded",
      "Not confirmed 2 hours before: client and managers reminded",
    ]);
    expect(await queued(leadId)).toEqual([]);

    // A second run of every rung changes nothing.
    for (const step of ["t24", "t4", "t2"]) await t.app.jobs.send(CATERING_RECONFIRM_JOB, { leadId, step }, { db: t.database.db });
    await drain();
    expect(await ladder(leadId)).toHaveLength(3);
    expect(await mails(leadId)).toHaveLength(5);

    // The client confirms through the mail's link; a second tap changes nothing.
    const link = tokenInText(sent[0]!.text_body)!;
    const confirmed = await t.app.inject({ method: "POST", url: `/api/catering/quotes/by-token/reconfirm?token=${link}`, remoteAddress: freshClientAddress() });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().event.reconfirmation.confirmedAt).toEqual(expect.any(String));
    expect((await t.app.inject({ method: "POST", url: `/api/catering/quotes/by-token/reconfirm?token=${token}`, remoteAddress: freshClientAddress() })).statusCode).toBe(200);
    expect((await ladder(leadId)).map((a) => a.kind)).toEqual(["reconfirm_requested", "reconfirm_reminder", "reconfirm_reminder", "reconfirmed"]);
    expect((await detail(t.app, owner, leadId)).body.ops.reconfirmation).toBe("confirmed");
  });

  it("stops once the client confirmed: later rungs send nothing", async () => {
    const { leadId, token } = await confirmedEventIn("Ladder Confirmed Early", 3);
    expect((await t.app.inject({ method: "POST", url: `/api/catering/quotes/by-token/reconfirm?token=${token}`, remoteAddress: freshClientAddress() })).statusCode).toBe(200);
    await drain();
    expect((await ladder(leadId)).map((a) => a.kind)).toEqual(["reconfirmed"]);
    expect(await mails(leadId)).toEqual([]);
  });

  it("the restaurant closes the task; another restaurant's staff get 404, a client 403, a stranger 401; a made-up token 404", async () => {
    const { leadId } = await confirmedEventIn("Ladder Staff Call", 3);
    await drain();
    const url = `/api/catering/crm/leads/${leadId}/reconfirm`;
    expect((await t.app.inject({ method: "POST", url, headers: { cookie: await outsiderOwner(t) } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "POST", url, headers: { cookie: await signInAs(t.app, "enterprise_client") } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "POST", url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "POST", url: "/api/catering/crm/leads/not-a-uuid/reconfirm", headers: { cookie: owner } })).statusCode).toBe(400);
    const done = await t.app.inject({ method: "POST", url, headers: { cookie: owner } });
    expect(done.statusCode).toBe(200);
    expect(done.json().ops.reconfirmation).toBe("confirmed");
    expect((await t.app.inject({ method: "POST", url: `/api/catering/quotes/by-token/reconfirm?token=${"Z".repeat(43)}`, remoteAddress: freshClientAddress() })).statusCode).toBe(404);
  });

  it("the hourly sweep queues the next rung of events that have none waiting (the seeded one, older ones), and nothing twice", async () => {
    const schedules = await t.app.jobs.boss.getSchedules();
    expect(schedules.map((s) => [s.name, s.cron])).toContainEqual([CATERING_RECONFIRM_SWEEP_JOB, "37 * * * *"]);
    // The seed's Blue Yonder event: its 24 h rung was sent (seeded), its 4 h rung not queued by anyone yet.
    const [seeded] = await queryRows<{ id: string }>(t.database.db, sql`select id from catering_leads where company_name = 'Blue Yonder Airlines'`);
    expect(await queued(seeded!.id)).toEqual([]);
    // An event confirmed before the ladder existed: its queued rung is gone.
    const { leadId } = await confirmedEventIn("Ladder Legacy Dinner", 72);
    await t.database.db.execute(sql`delete from pgboss.job where name = ${CATERING_RECONFIRM_JOB} and data->>'leadId' = ${leadId}`);
    const sweep = async () => {
      await t.app.jobs.send(CATERING_RECONFIRM_SWEEP_JOB, {}, { db: t.database.db });
      return t.app.jobs.drain([CATERING_RECONFIRM_SWEEP_JOB]);
    };
    expect(await sweep()).toEqual({ completed: 1, failed: 0 });
    expect((await queued(seeded!.id)).map((j) => j.step)).toEqual(["t4"]);
    expect((await queued(leadId)).map((j) => j.step)).toEqual(["t24"]);
    await sweep();
    expect(await queued(seeded!.id)).toHaveLength(1);
    expect(await queued(leadId)).toHaveLength(1);
  });

  it("a lead not confirmed yet cannot be reconfirmed (409)", async () => {
    const leadId = await freshLead(t.app, owner, bellini, "Ladder Too Early");
    const { token } = await draftAndSend(t.app, owner, leadId);
    const res = await t.app.inject({ method: "POST", url: `/api/catering/quotes/by-token/reconfirm?token=${token}`, remoteAddress: freshClientAddress() });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Accept the quote first");
  });
});
