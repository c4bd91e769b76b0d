import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEAD_STAGES } from "@tavola/contracts";
import { freshClientAddress, signInAs } from "../../test/test-app.js";
import { allCards, board, cateringTeam, detail, outsiderOwner, premiumBody } from "./crm-test-helpers.js";

let { t, owner, staff, ceo, bellini } = {} as Awaited<ReturnType<typeof cateringTeam>>;

beforeAll(async () => {
  ({ t, owner, staff, ceo, bellini } = await cateringTeam());
});
afterAll(async () => t?.close());

describe("both catering forms make a lead", () => {
  it("a premium request for Bellini lands in New on its team's board with both promises timed", async () => {
    const before = Date.now();
    const res = await t.app.inject({ method: "POST", url: "/api/catering/request", remoteAddress: freshClientAddress(), payload: premiumBody({ restaurantId: bellini }) });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: "pending" });
    const b = await board(t.app, staff, "q=Globex");
    const card = b.body.columns.find((c) => c.stage === "new")!.leads[0]!;
    expect(card).toMatchObject({
      eventName: "Globex Corporation · Buffet Setup", contactName: "Hank Scorpio", companyName: "Globex Corporation",
      email: "hank@globex.example", eventDate: "2031-05-20", eventTime: "13:00", headcount: 45, valueCents: 250_000,
      restaurant: { id: bellini, name: "Trattoria Bellini" }, owner: null, version: 1, source: "premium",
    });
    const firstDue = Date.parse(card.sla.firstContactDueAt);
    expect(firstDue - before).toBeGreaterThanOrEqual(24 * 3_600_000 - 1000);
    expect(firstDue - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);
    expect(card.sla.callDueAt).not.toBeNull();
    expect(Date.parse(card.sla.callDueAt!)).toBeGreaterThan(before);
    const d = await detail(t.app, owner, card.id);
    expect(d.body).toMatchObject({ deliveryAddress: "1 Globex Way, Cypress Creek", serviceType: "buffet", budgetRange: "2500-5000", nextStages: ["contacted", "lost", "cancelled"], canEdit: true });
    expect(d.body.activities.map((a) => a.kind)).toEqual(expect.arrayContaining(["created", "message"]));
  });

  it("a simple request naming a restaurant goes to that restaurant; one naming none waits for the executives", async () => {
    const customer = await signInAs(t.app, "customer");
    const body = { name: "Garden Party", eventDate: "2031-06-15T00:00:00.000Z", guestCount: "26-50 people", cuisinePreferences: ["Italian"] };
    expect((await t.app.inject({ method: "POST", url: "/api/catering", headers: { cookie: customer }, payload: { ...body, restaurantId: bellini } })).statusCode).toBe(201);
    expect((await t.app.inject({ method: "POST", url: "/api/catering", headers: { cookie: customer }, payload: { ...body, name: "Unassigned Picnic" } })).statusCode).toBe(201);
    const mine = allCards((await board(t.app, owner, "q=Garden Party")).body);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ eventDate: "2031-06-15", headcount: 26, guestCountLabel: "26-50 people", sla: { callDueAt: null }, valueCents: null });
    expect(allCards((await board(t.app, owner, "q=Unassigned Picnic")).body)).toHaveLength(0);
    expect(allCards((await board(t.app, ceo, "q=Unassigned Picnic")).body)[0]).toMatchObject({ restaurant: null });
  });

  it("refuses an unknown restaurant on either form with the field's message", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/catering/request", remoteAddress: freshClientAddress(), payload: premiumBody({ restaurantId: "00000000-0000-4000-8000-000000000000" }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ restaurantId: ["Unknown restaurant"] });
    const bad = await t.app.inject({ method: "POST", url: "/api/catering/request", remoteAddress: freshClientAddress(), payload: premiumBody({ restaurantId: "bellini" }) });
    expect(bad.json().fieldErrors).toEqual({ restaurantId: ["Unknown restaurant"] });
  });
});

describe("the board", () => {
  it("shows Bellini's team a column per stage with the seeded leads in every stage", async () => {
    const b = await board(t.app, owner);
    expect(b.status).toBe(200);
    expect(b.body.columns.map((c) => c.stage)).toEqual([...LEAD_STAGES]);
    for (const c of b.body.columns) expect(c.total, c.stage).toBeGreaterThan(0);
    expect(allCards(b.body).every((c) => c.restaurant?.id === bellini)).toBe(true);
    expect(b.body).toMatchObject({ canEdit: true, restaurants: [{ id: bellini, name: "Trattoria Bellini" }] });
    expect(b.body.owners.map((o) => o.name).sort()).toEqual(["Marco Bellini", "Priya Shah"]);
    const overdue = allCards(b.body).find((c) => c.contactName === "Samuel Okafor" && c.sla.overdue);
    expect(overdue?.duplicateCount).toBe(1);
  });

  it("filters by search, company, event dates, value and owner, and pages a column", async () => {
    expect(allCards((await board(t.app, owner, "company=fabrikam")).body).map((c) => c.companyName)).toEqual(["Fabrikam Inc"]);
    expect(allCards((await board(t.app, owner, "q=MEI.TANAKA")).body).map((c) => c.contactName)).toEqual(["Mei Tanaka"]);
    const big = allCards((await board(t.app, owner, "minValue=1000000")).body);
    expect(big.length).toBeGreaterThan(0);
    expect(big.every((c) => (c.valueCents ?? 0) >= 1_000_000)).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const todays = allCards((await board(t.app, owner, `from=${today}&to=${today}`)).body);
    expect(todays.every((c) => c.eventDate === today)).toBe(true);
    expect(todays.map((c) => c.contactName)).toContain("Hannah Berg");
    const unowned = allCards((await board(t.app, owner, "ownerId=none")).body);
    expect(unowned.length).toBeGreaterThan(0);
    expect(unowned.every((c) => c.owner === null)).toBe(true);
    expect(allCards((await board(t.app, owner, "q=100%25_off")).body)).toEqual([]);
    const page1 = await board(t.app, owner, "stage=new&perStage=1");
    const page2 = await board(t.app, owner, "stage=new&perStage=1&offset=1");
    expect(page1.body.columns).toHaveLength(1);
    expect(page1.body.columns[0]!.total).toBeGreaterThan(1);
    expect(page2.body.columns[0]!.leads[0]!.id).not.toBe(page1.body.columns[0]!.leads[0]!.id);
  });

  it("answers a bad filter with each field's message", async () => {
    const res = await board(t.app, owner, `from=2030-13-01&to=2030-01-01&minValue=-5&q=${"x".repeat(201)}&ownerId=marco`);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toMatchObject({
      from: ["Use a date like 2030-04-01"], minValue: ["Value must be a whole number of cents"], q: ["At most 200 characters"], ownerId: ["Unknown owner"],
    });
    expect((await board(t.app, owner, "from=2030-02-01&to=2030-01-01")).body.fieldErrors).toEqual({ to: ["The end date is before the start date"] });
  });

  it("keeps other restaurants' teams, customers and strangers out", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/catering/crm/leads" })).statusCode).toBe(401);
    expect((await board(t.app, await signInAs(t.app, "customer"))).status).toBe(403);
    expect((await board(t.app, await signInAs(t.app, "courier"))).status).toBe(403);
    const outsider = await outsiderOwner(t);
    const theirs = await board(t.app, outsider);
    expect(theirs.status).toBe(200);
    expect(allCards(theirs.body).filter((c) => c.restaurant?.id === bellini)).toEqual([]);
    const belliniLead = allCards((await board(t.app, owner)).body)[0]!;
    expect((await detail(t.app, outsider, belliniLead.id)).status).toBe(404);
    expect((await detail(t.app, owner, "not-a-uuid")).status).toBe(400);
  });

  it("shows an enterprise client its own requests only, read-only, without the team's notes", async () => {
    const client = await signInAs(t.app, "enterprise_client");
    const b = await board(t.app, client);
    expect(b.status).toBe(200);
    expect(b.body.canEdit).toBe(false);
    const names = allCards(b.body).map((c) => c.eventName).sort();
    expect(names).toEqual(expect.arrayContaining(["Board Dinner", "Quarterly All-Hands Lunch"]));
    expect(names).not.toContain("Garden Party");
    const own = allCards(b.body).find((c) => c.eventName === "Board Dinner")!;
    const d = await detail(t.app, client, own.id);
    expect(d.body).toMatchObject({ canEdit: false, nextStages: [], assignableOwners: [] });
    expect(d.body.activities.every((a) => ["created", "message", "stage"].includes(a.kind))).toBe(true);
    const someoneElses = allCards((await board(t.app, owner, "q=Mei Tanaka")).body)[0]!;
    expect((await detail(t.app, client, someoneElses.id)).status).toBe(404);
  });
});
