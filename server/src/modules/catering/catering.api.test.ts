import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signInAs, type TestApp } from "../../test/test-app.js";

let t: TestApp;
let customer: string;
let enterprise: string;
beforeAll(async () => {
  t = await createTestApp();
  customer = await signInAs(t.app, "customer");
  enterprise = await signInAs(t.app, "enterprise_client");
});
afterAll(async () => t?.close());

const valid = {
  name: "Team Offsite",
  eventDate: "2027-03-14T00:00:00.000Z",
  guestCount: "26-50 people",
  cuisinePreferences: ["Italian", "Asian"],
  message: "Two vegan guests",
};

describe("simple catering (signed in)", () => {
  it("answers 401 Unauthorized to list and create without a session, even with a bad body", async () => {
    const list = await t.app.inject({ method: "GET", url: "/api/catering" });
    expect(list.statusCode).toBe(401);
    expect(list.json().message).toBe("Unauthorized");
    const create = await t.app.inject({ method: "POST", url: "/api/catering", payload: {} });
    expect(create.statusCode).toBe(401);
  });

  it("gives every field's spec message on an empty form", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/catering", payload: {}, headers: { cookie: customer } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({
      name: ["Event name is required"],
      eventDate: ["Event date is required"],
      guestCount: ["Guest count is required"],
    });
  });

  it("rejects a guest count outside the four options and a cuisine list that is not an array", async () => {
    const res = await t.app.inject({
      method: "POST", url: "/api/catering", headers: { cookie: customer },
      payload: { ...valid, guestCount: "5 people", cuisinePreferences: "Italian" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.guestCount).toEqual(["Guest count is required"]);
    expect(res.json().fieldErrors.cuisinePreferences).toBeDefined();
  });

  it("stores a request as pending and lists it for its owner only, newest first", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/catering", payload: valid, headers: { cookie: customer } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: "Team Offsite", status: "pending", guestCount: "26-50 people", message: "Two vegan guests" });
    const mine = (await t.app.inject({ method: "GET", url: "/api/catering", headers: { cookie: customer } })).json();
    expect(mine[0]).toMatchObject({ id: res.json().id, eventDate: valid.eventDate, cuisinePreferences: ["Italian", "Asian"] });
    const theirs = (await t.app.inject({ method: "GET", url: "/api/catering", headers: { cookie: enterprise } })).json();
    expect(theirs.map((r: { id: string }) => r.id)).not.toContain(res.json().id);
    expect(theirs.length).toBeGreaterThan(0);
  });
});

const premium = {
  orderType: "company",
  companyName: "Northwind A/S",
  cvr: "12345678",
  contactPerson: "Dana Whitfield",
  email: "dana@northwind.example",
  phone: "+45 12 34 56 78",
  deliveryAddress: "Sandkaj 29, 2150 Nordhavn",
  eventDate: "2027-04-01",
  eventTime: "12:00",
  headcount: 40,
  serviceType: "buffet",
  budgetRange: "2500-5000",
};

describe("premium catering (anonymous)", () => {
  it("stores a valid company request as pending", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/catering/request", payload: premium });
    expect(res.statusCode).toBe(201);
    expect(res.json().status).toBe("pending");
  });

  it("gives each spec message", async () => {
    const res = await t.app.inject({
      method: "POST", url: "/api/catering/request",
      payload: { ...premium, companyName: "", contactPerson: "D", email: "x", phone: "123", deliveryAddress: "short", eventDate: "", eventTime: "", headcount: 4 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({
      contactPerson: ["Contact person is required"],
      email: ["Valid email is required"],
      phone: ["Valid phone number is required"],
      deliveryAddress: ["Complete delivery address is required"],
      eventDate: ["Event date is required"],
      eventTime: ["Event time is required"],
      headcount: ["Minimum 5 people for catering"],
    });
    const big = await t.app.inject({ method: "POST", url: "/api/catering/request", payload: { ...premium, headcount: 1001 } });
    expect(big.json().fieldErrors.headcount).toEqual(["Maximum 1000 people"]);
  });

  it("requires a company name for company orders only", async () => {
    const company = await t.app.inject({ method: "POST", url: "/api/catering/request", payload: { ...premium, companyName: " " } });
    expect(company.statusCode).toBe(400);
    expect(company.json().fieldErrors.companyName).toEqual(["Company name is required for company orders"]);
    const priv = await t.app.inject({
      method: "POST", url: "/api/catering/request", payload: { ...premium, orderType: "private", companyName: undefined, cvr: undefined },
    });
    expect(priv.statusCode).toBe(201);
  });

  it("refuses unknown service types and budget ranges", async () => {
    const res = await t.app.inject({
      method: "POST", url: "/api/catering/request", payload: { ...premium, serviceType: "banquet", budgetRange: "1-2" },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors)).toEqual(expect.arrayContaining(["serviceType", "budgetRange"]));
  });
});
