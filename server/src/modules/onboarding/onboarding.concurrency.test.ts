import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../platform/database.js";
import type { RestaurantApplication } from "@tavola/contracts";
import { submittedApplication, wizardSteps } from "../../test/onboarding-kit.js";
import { createTestApp, registerCustomer, signInAs, type TestApp } from "../../test/test-app.js";

// On in-memory PGlite requests serialise; the Postgres run (TEST_DATABASE_URL) is the proof: the application's row
// lock makes the second decision wait for the first and then find it decided.
let t: TestApp;
let ceo: string;
let superAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  ceo = await signInAs(t.app, "ceo");
  superAdmin = await signInAs(t.app, "super_admin");
});
afterAll(async () => t?.close());

const review = (id: string, cookie: string, body: object) => t.app.inject({ method: "POST", url: `/api/admin/restaurant-applications/${id}/review`, headers: { cookie }, payload: body });
const count = async (q: ReturnType<typeof sql>) => Number((await queryRows<{ n: number }>(t.database.db, q))[0]!.n);

describe(`restaurant approvals under races (${process.env.TEST_DATABASE_URL ? "postgres" : "pglite"})`, () => {
  it("the five steps saved at once from a fresh account make one draft holding every step", async () => {
    const { cookie } = await registerCustomer(t.app);
    const saves = await Promise.all(
      Object.entries(wizardSteps("Racing Forno")).map(([step, body]) => t.app.inject({ method: "PUT", url: `/api/restaurant-onboarding/${step}`, headers: { cookie }, payload: body })),
    );
    expect(saves.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const mine = (await t.app.inject({ method: "GET", url: "/api/restaurant-onboarding", headers: { cookie } })).json<{ application: RestaurantApplication }>().application;
    expect(mine.savedSteps).toEqual(["info", "location", "hours", "services", "tables"]);
    const submit = await t.app.inject({ method: "POST", url: "/api/restaurant-onboarding/submit", headers: { cookie } });
    expect(submit.statusCode, submit.body).toBe(200);
  });

  it("two executives approving at once: one approval, one restaurant, one mail; the other gets 409", async () => {
    const { application, name } = await submittedApplication(t.app);
    const results = await Promise.all([review(application.id, ceo, { decision: "approve" }), review(application.id, superAdmin, { decision: "approve" })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await count(sql`select count(*)::int as n from restaurants where name = ${name}`)).toBe(1);
    expect(await count(sql`select count(*)::int as n from restaurant_staff s join restaurants r on r.id = s.restaurant_id where r.name = ${name}`)).toBe(1);
    expect(await count(sql`select count(*)::int as n from mail_outbox where recipient = ${application.ownerEmail}`)).toBe(1);
  });

  it("an approval racing a rejection: exactly one decision stands, and a restaurant exists only if it was approval", async () => {
    const { application, name } = await submittedApplication(t.app);
    const [approve, reject] = await Promise.all([
      review(application.id, ceo, { decision: "approve" }),
      review(application.id, superAdmin, { decision: "reject", message: "Not in our cities yet" }),
    ]);
    expect([approve.statusCode, reject.statusCode].sort()).toEqual([200, 409]);
    const restaurants = await count(sql`select count(*)::int as n from restaurants where name = ${name}`);
    expect(restaurants).toBe(approve.statusCode === 200 ? 1 : 0);
  });

  it("ten approvals at once of ten applications with the same name: ten restaurants, ten distinct slugs", async () => {
    const apps = await Promise.all(Array.from({ length: 10 }, () => submittedApplication(t.app, "Twin Trattoria")));
    const results = await Promise.all(apps.map((a, i) => review(a.application.id, i % 2 ? ceo : superAdmin, { decision: "approve" })));
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const slugs = await queryRows<{ slug: string }>(t.database.db, sql`select slug from restaurants where name = 'Twin Trattoria'`);
    expect(new Set(slugs.map((s) => s.slug)).size).toBe(10);
  });
});
