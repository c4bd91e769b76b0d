import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorBody, RestaurantApplication } from "@tavola/contracts";
import { queryRows } from "../../platform/database.js";
import { submittedApplication, wizardSteps } from "../../test/onboarding-kit.js";
import { createTestApp, registerCustomer, signInAs, type TestApp } from "../../test/test-app.js";

let t: TestApp;
let ceo: string;
let superAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  ceo = await signInAs(t.app, "ceo");
  superAdmin = await signInAs(t.app, "super_admin");
});
afterAll(async () => t?.close());

const api = (method: "GET" | "PUT" | "POST", url: string, cookie: string | null, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const review = (id: string, cookie: string, body: object) => api("POST", `/api/admin/restaurant-applications/${id}/review`, cookie, body);
const outbox = (to: string) => queryRows<{ subject: string; text_body: string; kind: string }>(t.database.db, sql`select subject, text_body, kind from mail_outbox where recipient = ${to} order by created_at`);

describe("restaurant onboarding: the owner's draft", () => {
  it("saves each step as a draft and resumes it; nothing is listed before approval", async () => {
    const { cookie } = await registerCustomer(t.app);
    expect((await api("GET", "/api/restaurant-onboarding", cookie)).json()).toEqual({ application: null });
    const steps = wizardSteps("Draft Kitchen");
    expect((await api("PUT", "/api/restaurant-onboarding/info", cookie, steps.info)).statusCode).toBe(200);
    expect((await api("PUT", "/api/restaurant-onboarding/hours", cookie, steps.hours)).statusCode).toBe(200);
    const resumed = (await api("GET", "/api/restaurant-onboarding", cookie)).json<{ application: RestaurantApplication }>().application;
    expect(resumed).toMatchObject({ status: "draft", savedSteps: ["info", "hours"], data: { info: { restaurantName: "Draft Kitchen", cuisine: "italian" } } });
    const early = await api("POST", "/api/restaurant-onboarding/submit", cookie);
    expect(early.statusCode).toBe(400);
    expect(early.json<ErrorBody>().fieldErrors).toEqual({ location: ["Complete Location & Contact"], services: ["Complete Services & Payment"], tables: ["Complete Tables & Tax"] });
  });

  it("refuses bad input with each field's message", async () => {
    const { cookie } = await registerCustomer(t.app);
    const info = await api("PUT", "/api/restaurant-onboarding/info", cookie, { restaurantName: "x".repeat(81), cuisine: "martian" });
    expect(info.statusCode).toBe(400);
    expect(info.json<ErrorBody>().fieldErrors).toMatchObject({ restaurantName: ["Restaurant name is at most 80 characters"], cuisine: ["Choose a cuisine"] });
    const loc = await api("PUT", "/api/restaurant-onboarding/location", cookie, { ...wizardSteps("X").location, lat: 123, timeZone: "Mars/Olympus", phone: "call me", capacity: 0 });
    expect(loc.json<ErrorBody>().fieldErrors).toMatchObject({
      lat: ["Latitude is between -90 and 90"],
      timeZone: ["Choose a time zone"],
      phone: ["Enter a valid phone number"],
      capacity: ["Seating capacity is 1 to 2000"],
    });
    const hours = wizardSteps("X").hours;
    const bad = await api("PUT", "/api/restaurant-onboarding/hours", cookie, { operatingHours: { ...hours.operatingHours, friday: { open: "22:00", close: "11:00" } } });
    expect(bad.json<ErrorBody>().fieldErrors).toMatchObject({ "operatingHours.friday.close": ["Closing time must be after opening time"] });
    const services = await api("PUT", "/api/restaurant-onboarding/services", cookie, { services: ["Teleport"], paymentMethods: [] });
    expect(Object.keys(services.json<ErrorBody>().fieldErrors ?? {})).toEqual(expect.arrayContaining(["services.0", "paymentMethods"]));
    const tables = await api("PUT", "/api/restaurant-onboarding/tables", cookie, { taxRatePpm: 400_000, tables: [{ number: 1, capacity: 2, location: "Window" }, { number: 1, capacity: 2, location: "Patio" }] });
    expect(tables.json<ErrorBody>().fieldErrors).toMatchObject({ taxRatePpm: ["Tax rate is 0 to 30 %"], tables: ["Two tables have the same number"] });
  });

  it("needs a signed-in account, and a submitted application cannot change", async () => {
    expect((await api("PUT", "/api/restaurant-onboarding/info", null, wizardSteps("X").info)).statusCode).toBe(401);
    const { cookie } = await submittedApplication(t.app);
    const res = await api("PUT", "/api/restaurant-onboarding/info", cookie, wizardSteps("Changed").info);
    expect(res.statusCode).toBe(409);
  });
});

describe("restaurant onboarding: the executives' review", () => {
  it("approval makes the restaurant live: listed, its menu open, bookable, the owner running it; the owner is mailed", async () => {
    const { cookie, name, application } = await submittedApplication(t.app, "Forno Approvato");
    // Pending: not listed, so not orderable or bookable.
    const before = (await api("GET", "/api/restaurants", null)).json<Array<{ name: string }>>();
    expect(before.map((r) => r.name)).not.toContain(name);
    expect((await api("GET", "/api/restaurant/workspace", cookie)).statusCode).toBe(403);

    const queue = (await api("GET", "/api/admin/restaurant-applications", ceo)).json<{ items: RestaurantApplication[] }>().items;
    expect(queue.find((a) => a.id === application.id)).toMatchObject({ status: "submitted", ownerName: "Ada Lovelace" });

    const res = await review(application.id, superAdmin, { decision: "approve" });
    expect(res.statusCode, res.body).toBe(200);
    const approved = res.json<RestaurantApplication>();
    expect(approved).toMatchObject({ status: "approved", restaurantId: expect.any(String) });

    const listed = (await api("GET", "/api/restaurants", null)).json<Array<{ id: string; name: string; slug: string }>>().find((r) => r.name === name);
    expect(listed).toMatchObject({ id: approved.restaurantId, slug: "forno-approvato" });
    const menu = await api("GET", `/api/restaurants/${approved.restaurantId}/menu`, null);
    expect(menu.statusCode).toBe(200);
    // Bookable: its hours (closed Mondays) in its zone, its three tables.
    const tuesday = new Date(Date.now() + 7 * 86_400_000);
    while (tuesday.getUTCDay() !== 2) tuesday.setUTCDate(tuesday.getUTCDate() + 1);
    const avail = await api("GET", `/api/restaurants/${approved.restaurantId}/availability?date=${tuesday.toISOString().slice(0, 10)}&partySize=2`, null);
    expect(avail.statusCode, avail.body).toBe(200);
    const first = avail.json<{ times: string[]; timezone: string }>();
    const local = (iso: string) => new Intl.DateTimeFormat("en-GB", { timeZone: "America/New_York", hour: "2-digit", minute: "2-digit" }).format(new Date(iso));
    expect(first.timezone).toBe("America/New_York");
    expect(local(first.times[0]!)).toBe("11:00");
    const workspace = await api("GET", "/api/restaurant/workspace", cookie);
    expect(workspace.statusCode).toBe(200);
    expect(workspace.json<{ restaurant: { name: string } }>().restaurant.name).toBe(name);
    const [tax] = await queryRows<{ tax_rate_ppm: number; services: string[] }>(t.database.db, sql`select tax_rate_ppm, services from restaurants where id = ${approved.restaurantId}`);
    expect(tax).toEqual({ tax_rate_ppm: 88_750, services: ["Dine-in", "Delivery", "Reservations"] });

    const mails = await outbox(application.ownerEmail);
    expect(mails.at(-1)).toMatchObject({ subject: "Forno Approvato is live on Tavola", kind: "restaurant-application.approve" });
    // Decided once: a second decision is a conflict.
    expect((await review(application.id, ceo, { decision: "reject", message: "Too late" })).statusCode).toBe(409);
  });

  it("asking for changes sends it back with the message; the owner edits and resubmits; reject ends it", async () => {
    const { cookie, application } = await submittedApplication(t.app);
    const needs = await review(application.id, ceo, { decision: "request_changes", message: "Please add your weekend hours" });
    expect(needs.json<RestaurantApplication>()).toMatchObject({ status: "changes_requested", reviewMessage: "Please add your weekend hours" });
    expect((await outbox(application.ownerEmail)).at(-1)?.text_body).toContain("Please add your weekend hours");
    const mine = (await api("GET", "/api/restaurant-onboarding", cookie)).json<{ application: RestaurantApplication }>().application;
    expect(mine).toMatchObject({ status: "changes_requested", reviewMessage: "Please add your weekend hours" });
    expect((await api("PUT", "/api/restaurant-onboarding/hours", cookie, wizardSteps("x").hours)).json<RestaurantApplication>().status).toBe("draft");
    expect((await api("POST", "/api/restaurant-onboarding/submit", cookie)).json<RestaurantApplication>().status).toBe("submitted");
    const rejected = await review(application.id, ceo, { decision: "reject", message: "Outside our delivery cities" });
    expect(rejected.json<RestaurantApplication>().status).toBe("rejected");
    expect((await outbox(application.ownerEmail)).map((m) => m.kind)).toEqual(["restaurant-application.request_changes", "restaurant-application.reject"]);
  });

  it("a decision other than approve needs a message; only executives see or decide applications", async () => {
    const { application } = await submittedApplication(t.app);
    const noMessage = await review(application.id, ceo, { decision: "reject" });
    expect(noMessage.statusCode).toBe(400);
    expect(noMessage.json<ErrorBody>().fieldErrors).toEqual({ message: ["Tell the owner what to change or why"] });
    for (const role of ["customer", "restaurant_owner", "restaurant_staff", "courier"]) {
      const cookie = await signInAs(t.app, role);
      expect((await api("GET", "/api/admin/restaurant-applications", cookie)).statusCode).toBe(403);
      expect((await api("GET", `/api/admin/restaurant-applications/${application.id}`, cookie)).statusCode).toBe(403);
      expect((await review(application.id, cookie, { decision: "approve" })).statusCode).toBe(403);
    }
    expect((await api("GET", "/api/admin/restaurant-applications", null)).statusCode).toBe(401);
  });
});
