import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signInAs, type TestApp } from "../../test/test-app.js";
import { allCards, board, detail, move } from "./crm-test-helpers.js";

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
});
