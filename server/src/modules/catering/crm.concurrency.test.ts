import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signInAs, type TestApp } from "../../test/test-app.js";
import { allCards, board, detail, move, send } from "./crm-test-helpers.js";
import { raiseOverdueSlaAlerts } from "./lead-sla-alerts.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe("two people moving one lead", () => {
  it("lets exactly one of many racing moves from the same version win; the rest get 409 and the timeline has one move", async () => {
    const [owner, staff] = await Promise.all([signInAs(t.app, "restaurant_owner"), signInAs(t.app, "restaurant_staff")]);
    const lead = allCards((await board(t.app, owner, "q=Dana Whitfield")).body)[0]!;
    const racers = Array.from({ length: 12 }, (_, i) =>
      move(t.app, i % 2 ? owner : staff, lead.id, i % 3 === 0 ? { to: "lost", version: lead.version, reason: `racer ${i}` } : { to: "contacted", version: lead.version }),
    );
    const results = await Promise.all(racers);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(11);
    const d = await detail(t.app, owner, lead.id);
    expect(d.body.version).toBe(lead.version + 1);
    expect(d.body.activities.filter((a) => a.kind === "stage")).toHaveLength(1);
  });

  it("merges a pair once when both people merge it at once, each into the other: one wins, nothing deadlocks", async () => {
    const [owner, staff] = await Promise.all([signInAs(t.app, "restaurant_owner"), signInAs(t.app, "restaurant_staff")]);
    const pair = allCards((await board(t.app, owner, "q=samuel.okafor")).body);
    expect(pair).toHaveLength(2);
    const [a, b] = [pair[0]!, pair[1]!];
    const results = await Promise.all([
      send(t.app, owner, "POST", `/api/catering/crm/leads/${a.id}/merge`, { duplicateId: b.id }),
      send(t.app, staff, "POST", `/api/catering/crm/leads/${b.id}/merge`, { duplicateId: a.id }),
      send(t.app, owner, "POST", `/api/catering/crm/leads/${a.id}/merge`, { duplicateId: b.id }),
    ]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(2);
    const left = allCards((await board(t.app, owner, "q=samuel.okafor")).body);
    expect(left).toHaveLength(1);
    expect((await detail(t.app, owner, left[0]!.id)).body.activities.filter((x) => x.kind === "merge")).toHaveLength(1);
  });

  it("alerts a broken promise once when the alert job runs several times at once", async () => {
    const owner = await signInAs(t.app, "restaurant_owner");
    const overdue = allCards((await board(t.app, owner)).body).filter((c) => c.stage === "new" && c.sla.overdue);
    expect(overdue.length).toBeGreaterThan(0);
    const now = new Date();
    const runs = await Promise.all(Array.from({ length: 4 }, () => raiseOverdueSlaAlerts(t.database.db, now)));
    const raised = runs.flat().filter((r) => overdue.some((c) => c.id === r.leadId));
    const keys = raised.map((r) => `${r.leadId}:${r.sla}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const c of overdue) {
      const alerts = (await detail(t.app, owner, c.id)).body.activities.filter((a) => a.kind === "sla_alert");
      expect(alerts.length).toBe(keys.filter((k) => k.startsWith(`${c.id}:`)).length);
      expect(alerts.length).toBeGreaterThan(0);
    }
  });
});
