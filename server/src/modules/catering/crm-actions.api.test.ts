import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { EVENTS_CHANNEL } from "../../platform/events.js";
import { queryRows } from "../../platform/database.js";
import { signInAs } from "../../test/test-app.js";
import { allCards, board, cateringTeam, detail, move, outsiderOwner, restaurantIdBySlug, send } from "./crm-test-helpers.js";
import { raiseOverdueSlaAlerts } from "./lead-sla-alerts.js";

let { t, owner, staff, ceo, bellini } = {} as Awaited<ReturnType<typeof cateringTeam>>;

beforeAll(async () => {
  ({ t, owner, staff, ceo, bellini } = await cateringTeam());
});
afterAll(async () => t?.close());

const leadNamed = async (q: string, cookie = owner) => allCards((await board(t.app, cookie, `q=${encodeURIComponent(q)}`)).body)[0]!;

describe("moving a lead", () => {
  it("moves along the pipeline, records who and when, and keeps the client's My Requests in step", async () => {
    const customer = await signInAs(t.app, "customer");
    const created = await t.app.inject({
      method: "POST", url: "/api/catering", headers: { cookie: customer },
      payload: { name: "Rooftop Drinks", eventDate: "2031-07-01T00:00:00.000Z", guestCount: "10-25 people", cuisinePreferences: [], restaurantId: bellini },
    });
    const requestId = created.json().id as string;
    const statusOnMyRequests = async () =>
      ((await t.app.inject({ method: "GET", url: "/api/catering", headers: { cookie: customer } })).json() as Array<{ id: string; status: string }>).find((r) => r.id === requestId)!.status;
    const lead = await leadNamed("Rooftop Drinks");
    let version = lead.version;
    const seen: string[] = [];
    for (const to of ["contacted", "quoted", "deposit_paid", "in_progress", "delivered"]) {
      const res = await move(t.app, staff, lead.id, { to, version });
      expect(res.status, to).toBe(200);
      expect(res.body.stage).toBe(to);
      expect(res.body.version).toBe(version + 1);
      version = res.body.version;
      seen.push(await statusOnMyRequests());
    }
    expect(seen).toEqual(["pending", "pending", "confirmed", "in_progress", "completed"]);
    const d = await detail(t.app, owner, lead.id);
    expect(d.body.sla.contactedAt).not.toBeNull();
    const moves = d.body.activities.filter((a) => a.kind === "stage");
    expect(moves).toHaveLength(5);
    expect(moves[0]).toMatchObject({ data: { from: "in_progress", to: "delivered" }, actor: { name: "Priya Shah" } });
  });

  it("refuses an illegal move and a stale version with 409, and lost without a reason with the field's message", async () => {
    const lead = await leadNamed("Dana Whitfield");
    const illegal = await move(t.app, owner, lead.id, { to: "delivered", version: lead.version });
    expect(illegal.status).toBe(409);
    expect(illegal.body.message).toBe("A lead cannot move from New to Delivered");
    const stale = await move(t.app, owner, lead.id, { to: "contacted", version: lead.version + 7 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe("Someone else changed this lead meanwhile. Reload it and try again.");
    const noReason = await move(t.app, owner, lead.id, { to: "lost", version: lead.version });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fieldErrors).toEqual({ reason: ["Say why the lead is lost or cancelled"] });
    const unknown = await move(t.app, owner, lead.id, { to: "won", version: lead.version });
    expect(unknown.body.fieldErrors).toEqual({ to: ["Unknown stage"] });
    const lost = await move(t.app, owner, lead.id, { to: "lost", version: lead.version, reason: "Budget cut" });
    expect(lost.status).toBe(200);
    expect(lost.body).toMatchObject({ stage: "lost", stageReason: "Budget cut", nextStages: [] });
  });

  it("lets no one else move it: another restaurant's owner 404, an enterprise client 403, a customer 403", async () => {
    const lead = await leadNamed("Mei Tanaka");
    expect((await move(t.app, await outsiderOwner(t), lead.id, { to: "quoted", version: lead.version })).status).toBe(404);
    const own = allCards((await board(t.app, await signInAs(t.app, "enterprise_client"))).body)[0]!;
    expect((await move(t.app, await signInAs(t.app, "enterprise_client"), own.id, { to: "cancelled", version: own.version, reason: "x" })).status).toBe(403);
    expect((await move(t.app, await signInAs(t.app, "customer"), lead.id, { to: "quoted", version: lead.version })).status).toBe(403);
    expect((await detail(t.app, owner, lead.id)).body.stage).toBe("contacted");
  });
});

describe("assigning a lead", () => {
  it("gives a lead to one of the restaurant's team, and refuses anyone else with the field's message", async () => {
    const lead = await leadNamed("Dana Whitfield", owner);
    const team = (await detail(t.app, owner, lead.id)).body.assignableOwners;
    const priya = team.find((m) => m.name === "Priya Shah")!;
    const res = await send(t.app, owner, "PATCH", `/api/catering/crm/leads/${lead.id}/assignment`, { ownerUserId: priya.id });
    expect(res.status).toBe(200);
    expect(res.body.owner).toEqual(priya);
    expect(res.body.activities[0]).toMatchObject({ kind: "assignment", actor: { name: "Marco Bellini" } });
    const [stranger] = await queryRows<{ id: string }>(t.database.db, sql`select id from users where role = 'customer' limit 1`);
    const bad = await send(t.app, owner, "PATCH", `/api/catering/crm/leads/${lead.id}/assignment`, { ownerUserId: stranger!.id });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({ ownerUserId: ["Choose someone from the restaurant's team"] });
    expect((await send(t.app, owner, "PATCH", `/api/catering/crm/leads/${lead.id}/assignment`, {})).body.fieldErrors).toEqual({ ownerUserId: ["Choose an owner or a restaurant"] });
    const sakura = await restaurantIdBySlug(t, "sakura-house");
    expect((await send(t.app, owner, "PATCH", `/api/catering/crm/leads/${lead.id}/assignment`, { restaurantId: sakura })).status).toBe(403);
    expect((await send(t.app, await outsiderOwner(t), "PATCH", `/api/catering/crm/leads/${lead.id}/assignment`, { ownerUserId: null })).status).toBe(404);
  });

  it("lets an executive triage an unassigned premium request to a restaurant, timing its call on that restaurant's hours", async () => {
    const res = await t.app.inject({
      method: "POST", url: "/api/catering/request", remoteAddress: "198.51.100.7",
      payload: { orderType: "private", contactPerson: "Lena Holm", email: "lena@example.com", phone: "+45 12 34 56 78", deliveryAddress: "Strandvejen 100, Hellerup", eventDate: "2031-09-09", eventTime: "18:00", headcount: 30, serviceType: "plated", budgetRange: "1000-2500" },
    });
    expect(res.statusCode).toBe(201);
    const lead = await leadNamed("Lena Holm", ceo);
    expect(lead.restaurant).toBeNull();
    expect(await leadNamed("Lena Holm", owner)).toBeUndefined();
    const assigned = await send(t.app, ceo, "PATCH", `/api/catering/crm/leads/${lead.id}/assignment`, { restaurantId: bellini });
    expect(assigned.status).toBe(200);
    expect(assigned.body.restaurant).toEqual({ id: bellini, name: "Trattoria Bellini" });
    expect((await leadNamed("Lena Holm", owner)).id).toBe(lead.id);
    expect((await send(t.app, ceo, "PATCH", `/api/catering/crm/leads/${lead.id}/assignment`, { restaurantId: "00000000-0000-4000-8000-000000000000" })).body.fieldErrors).toEqual({ restaurantId: ["Unknown restaurant"] });
  });
});

describe("notes and calls", () => {
  it("adds a note to the timeline; a logged call is the first contact", async () => {
    const lead = await leadNamed("Birthday Party");
    expect(lead.sla.contactedAt).toBeNull();
    const note = await send(t.app, staff, "POST", `/api/catering/crm/leads/${lead.id}/notes`, { body: "Left a voicemail" });
    expect(note.status).toBe(201);
    expect((await detail(t.app, owner, lead.id)).body.sla.contactedAt).toBeNull();
    const call = await send(t.app, staff, "POST", `/api/catering/crm/leads/${lead.id}/notes`, { body: "Spoke to the client: 55 guests", kind: "call" });
    expect(call.status).toBe(201);
    const d = await detail(t.app, owner, lead.id);
    expect(d.body.sla).toMatchObject({ overdue: false, nextDueAt: null });
    expect(d.body.activities.slice(0, 2).map((a) => [a.kind, a.body])).toEqual([["call", "Spoke to the client: 55 guests"], ["note", "Left a voicemail"]]);
    const empty = await send(t.app, staff, "POST", `/api/catering/crm/leads/${lead.id}/notes`, { body: "   " });
    expect(empty.status).toBe(400);
    expect(empty.body.fieldErrors).toEqual({ body: ["Write a note"] });
    expect((await send(t.app, staff, "POST", `/api/catering/crm/leads/${lead.id}/notes`, { body: "x".repeat(2001) })).body.fieldErrors).toEqual({ body: ["At most 2000 characters"] });
    expect((await send(t.app, await outsiderOwner(t), "POST", `/api/catering/crm/leads/${lead.id}/notes`, { body: "hi" })).status).toBe(404);
  });
});

describe("duplicates", () => {
  it("flags the same email and event date and merges them into one lead with both timelines", async () => {
    const pair = allCards((await board(t.app, owner, "q=samuel.okafor")).body);
    expect(pair).toHaveLength(2);
    expect(pair.every((c) => c.duplicateCount === 1)).toBe(true);
    const [keep, dup] = pair as [typeof pair[0], typeof pair[0]];
    const d = await detail(t.app, owner, keep.id);
    expect(d.body.duplicates.map((x) => x.id)).toEqual([dup.id]);
    const dupActivities = (await detail(t.app, owner, dup.id)).body.activities.length;
    const notDup = await leadNamed("Mei Tanaka");
    const wrong = await send(t.app, owner, "POST", `/api/catering/crm/leads/${keep.id}/merge`, { duplicateId: notDup.id });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors).toEqual({ duplicateId: ["Only leads with the same email and event date can be merged"] });
    expect((await send(t.app, owner, "POST", `/api/catering/crm/leads/${keep.id}/merge`, { duplicateId: keep.id })).status).toBe(400);
    expect((await send(t.app, await outsiderOwner(t), "POST", `/api/catering/crm/leads/${keep.id}/merge`, { duplicateId: dup.id })).status).toBe(404);
    const merged = await send(t.app, owner, "POST", `/api/catering/crm/leads/${keep.id}/merge`, { duplicateId: dup.id });
    expect(merged.status).toBe(200);
    expect(merged.body.duplicates).toEqual([]);
    expect(merged.body.activities[0]).toMatchObject({ kind: "merge" });
    expect(merged.body.activities.length).toBeGreaterThanOrEqual(d.body.activities.length + dupActivities + 1);
    const after = allCards((await board(t.app, owner, "q=samuel.okafor")).body);
    expect(after.map((c) => c.id)).toEqual([keep.id]);
    expect(after[0]!.duplicateCount).toBe(0);
    expect((await send(t.app, owner, "POST", `/api/catering/crm/leads/${keep.id}/merge`, { duplicateId: dup.id })).status).toBe(409);
  });
});

describe("SLA alerts", () => {
  it("alerts each broken promise once per lead, whatever how often it runs, and tells the boards", async () => {
    const heard: string[] = [];
    const stop = await t.database.listen(EVENTS_CHANNEL, (payload) => {
      const e = JSON.parse(payload) as { type: string; data: { leadId: string } };
      if (e.type === "sla_alert") heard.push(e.data.leadId);
    });
    const res = await t.app.inject({
      method: "POST", url: "/api/catering/request", remoteAddress: "198.51.100.9",
      payload: { orderType: "private", contactPerson: "Olga Berg", email: "olga@example.com", phone: "+45 12 34 56 79", deliveryAddress: "Strandvejen 101, Hellerup", eventDate: "2031-09-10", eventTime: "18:00", headcount: 30, serviceType: "plated", budgetRange: "1000-2500", restaurantId: bellini },
    });
    expect(res.statusCode).toBe(201);
    const lead = await leadNamed("Olga Berg");
    const callDue = new Date(lead.sla.callDueAt!);
    // Before anything is due: nothing for this lead.
    const early = await raiseOverdueSlaAlerts(t.database.db, new Date(Date.parse(lead.createdAt) + 60_000));
    expect(early.filter((a) => a.leadId === lead.id)).toEqual([]);
    const atCall = await raiseOverdueSlaAlerts(t.database.db, callDue);
    expect(atCall.filter((a) => a.leadId === lead.id)).toEqual([{ leadId: lead.id, sla: "premium_call" }]);
    const later = new Date(Date.parse(lead.sla.firstContactDueAt) + 60_000);
    const [a, b] = await Promise.all([raiseOverdueSlaAlerts(t.database.db, later), raiseOverdueSlaAlerts(t.database.db, later)]);
    expect([...a, ...b].filter((x) => x.leadId === lead.id)).toEqual([{ leadId: lead.id, sla: "first_contact" }]);
    expect((await raiseOverdueSlaAlerts(t.database.db, new Date(later.getTime() + 86_400_000))).filter((x) => x.leadId === lead.id)).toEqual([]);
    const alerts = (await detail(t.app, owner, lead.id)).body.activities.filter((x) => x.kind === "sla_alert");
    expect(alerts.map((x) => x.body).sort()).toEqual(["No call within 4 business hours", "No contact within 24 hours"]);
    await expect.poll(() => heard.filter((id) => id === lead.id).length).toBe(2);
    await stop();
  });

  it("raises nothing for a lead contacted in time", async () => {
    const contacted = allCards((await board(t.app, owner, "q=Mei Tanaka")).body)[0]!;
    const raised = await raiseOverdueSlaAlerts(t.database.db, new Date(Date.now() + 30 * 86_400_000));
    expect(contacted.sla.contactedAt).not.toBeNull();
    expect(raised.map((r) => r.leadId)).not.toContain(contacted.id);
  });
});
