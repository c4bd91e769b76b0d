import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signInAs, type TestApp } from "../../test/test-app.js";
import { CATERING_LIMITED_MESSAGE, CATERING_LIMITS, PREMIUM_CATERING_LIMITS } from "./catering-limits.js";

// Issue 13, items 5 and 6: the anonymous premium form had no limit and no bound (ten 1 MB requests grew the
// data directory by 26 MB; eventTime "not-a-time" was stored).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const premium = {
  orderType: "private",
  contactPerson: "Dana Whitfield",
  email: "dana@northwind.example",
  phone: "+45 12 34 56 78",
  deliveryAddress: "Sandkaj 29, 2150 Nordhavn",
  eventDate: "2030-04-01",
  eventTime: "12:00",
  headcount: 40,
  serviceType: "buffet",
  budgetRange: "2500-5000",
};

const send = async (payload: Record<string, unknown>, remoteAddress = "192.0.2.1") => {
  const res = await t.app.inject({ method: "POST", url: "/api/catering/request", payload, remoteAddress });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> & { fieldErrors?: Record<string, string[]> }, retryAfter: Number(res.headers["retry-after"]) };
};

describe("premium catering input", () => {
  it("refuses a time that is not HH:MM and a date of a megabyte with the spec's field messages, storing nothing", async () => {
    const count = async () => Number(((await t.database.db.execute("select count(*)::int as n from premium_catering_requests")) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n);
    const before = await count();
    const res = await send({ ...premium, eventTime: "not-a-time", eventDate: "2".repeat(1_000_000) });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("invalid");
    expect(res.body.fieldErrors).toEqual({ eventDate: ["Event date is required"], eventTime: ["Event time is required"] });
    for (const [field, value, message] of [
      ["eventDate", "2030-02-30", "Event date is required"],
      ["eventDate", "01/04/2030", "Event date is required"],
      ["eventDate", "1830-04-01", "Event date is required"],
      ["eventTime", "24:00", "Event time is required"],
      ["eventTime", "12:00:00", "Event time is required"],
      ["phone", "call me maybe!", "Valid phone number is required"],
      ["phone", "+45 ".repeat(20), "Valid phone number is required"],
    ] as const) {
      const bad = await send({ ...premium, [field]: value });
      expect(bad.status, `${field}=${value}`).toBe(400);
      expect(bad.body.fieldErrors, `${field}=${value}`).toEqual({ [field]: [message] });
    }
    const long = await send({ ...premium, message: "x".repeat(5001), dietaryNotes: "y".repeat(5001) });
    expect(long.status).toBe(400);
    expect(Object.keys(long.body.fieldErrors ?? {}).sort()).toEqual(["dietaryNotes", "message"]);
    expect(await count()).toBe(before);
  });
});

describe("catering limits", () => {
  it(`takes ${PREMIUM_CATERING_LIMITS.perAddress.limit} premium requests an hour per address, then 429 with Retry-After`, async () => {
    for (let i = 0; i < PREMIUM_CATERING_LIMITS.perAddress.limit; i++) {
      expect((await send({ ...premium, email: `planner${i}@example.com` }, "203.0.113.80")).status).toBe(201);
    }
    const blocked = await send({ ...premium, email: "planner9@example.com" }, "203.0.113.80");
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ code: "rate_limited", message: CATERING_LIMITED_MESSAGE, requestId: expect.any(String) });
    expect(blocked.retryAfter).toBeGreaterThan(0);
    expect(blocked.retryAfter).toBeLessThanOrEqual(3600);
    expect((await send({ ...premium, email: "planner9@example.com" }, "203.0.113.81")).status).toBe(201);
  });

  it(`takes ${PREMIUM_CATERING_LIMITS.perEmail.limit} premium requests a day per email, then 429`, async () => {
    for (let i = 0; i < PREMIUM_CATERING_LIMITS.perEmail.limit; i++) {
      expect((await send({ ...premium, email: "busy@example.com" }, `203.0.113.${90 + i}`)).status).toBe(201);
    }
    const blocked = await send({ ...premium, email: "BUSY@example.com" }, "203.0.113.99");
    expect(blocked.status).toBe(429);
    expect(blocked.retryAfter).toBeLessThanOrEqual(86_400);
  });

  it(`takes ${CATERING_LIMITS.perUser.limit} simple requests an hour per signed-in user, then 429; another user is unaffected`, async () => {
    const body = { name: "Team lunch", eventDate: "2030-06-15T00:00:00.000Z", guestCount: "10-25 people", cuisinePreferences: ["Italian"] };
    const post = (cookie: string) => t.app.inject({ method: "POST", url: "/api/catering", payload: body, headers: { cookie } });
    const customer = await signInAs(t.app, "customer");
    for (let i = 0; i < CATERING_LIMITS.perUser.limit; i++) expect((await post(customer)).statusCode).toBe(201);
    const blocked = await post(customer);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: "rate_limited", message: CATERING_LIMITED_MESSAGE });
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect((await post(await signInAs(t.app, "enterprise_client"))).statusCode).toBe(201);
  });
});
