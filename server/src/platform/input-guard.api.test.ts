import Fastify from "fastify";
import fc from "fast-check";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signInAs, type TestApp } from "../test/test-app.js";
import { registerErrorHandling } from "./error-handler.js";
import { findNul, inputGuardFrameworkErrors, urlProblem } from "./input-guard.js";

/**
 * Issue 13, item 17: input the database cannot take (a NUL, bad percent-encoding, a malformed value) is the
 * client's mistake — 400 in the one error body — and never a 500.
 */
const DB = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** The one error body, and nothing of Fastify's own ({ error, statusCode }). */
function expectErrorBody(res: { statusCode: number; json(): unknown }, status = 400) {
  expect(res.statusCode).toBe(status);
  const body = res.json() as Record<string, unknown>;
  expect(body).toMatchObject({ message: expect.any(String), code: "invalid", requestId: expect.any(String) });
  expect(Object.keys(body).filter((k) => !["message", "code", "requestId", "fieldErrors"].includes(k))).toEqual([]);
  return body;
}

describe(`hostile input is a 400, never a 500 (${DB})`, () => {
  it("refuses a NUL anywhere in the URL: a path parameter or a query value", async () => {
    for (const url of ["/api/restaurants/%00", "/api/restaurants/a%00b/menu", "/api/restaurants?x=%00", "/api/reservations/R-%00?token=" + "x".repeat(20)]) {
      expectErrorBody(await t.app.inject({ method: "GET", url }));
    }
  });

  it("refuses a query string that is not valid percent-encoding", async () => {
    for (const url of ["/api/restaurants?x=%zz", "/api/restaurants/trattoria-bellini/availability?date=%E0%A4%A&partySize=2"]) {
      expectErrorBody(await t.app.inject({ method: "GET", url }));
    }
  });

  it("answers a path parameter that is not valid percent-encoding with the one error body", async () => {
    // The router fails to decode these before any hook runs: app.ts passes inputGuardFrameworkErrors to Fastify.
    for (const url of ["/api/restaurants/%zz", "/api/restaurants/%ED%A0%80/menu"]) {
      expectErrorBody(await t.app.inject({ method: "GET", url }));
    }
  });

  it("refuses a NUL in a JSON body field, however deep, naming the field", async () => {
    const feedback = await t.app.inject({
      method: "POST",
      url: "/api/feedback",
      remoteAddress: "192.0.2.10",
      payload: { rating: 5, category: "service", text: "Lovely\u0000evening" },
    });
    expect(expectErrorBody(feedback).fieldErrors).toEqual({ text: [expect.stringContaining("NUL")] });
    const customer = await signInAs(t.app, "customer");
    const catering = await t.app.inject({
      method: "POST",
      url: "/api/catering",
      headers: { cookie: customer },
      payload: { name: "Gala", eventDate: "2030-06-15", guestCount: "10-25 people", cuisinePreferences: ["Italian", "As\u0000ian"] },
    });
    expect(expectErrorBody(catering).fieldErrors).toEqual({ "cuisinePreferences.1": [expect.stringContaining("NUL")] });
    // The same request without the NUL goes through.
    const fine = await t.app.inject({
      method: "POST",
      url: "/api/feedback",
      remoteAddress: "192.0.2.10",
      payload: { rating: 5, category: "service", text: "Lovely evening" },
    });
    expect(fine.statusCode).toBe(201);
  });

  it("answers an invalid uuid in a path with 400", async () => {
    const customer = await signInAs(t.app, "customer");
    for (const url of ["/api/orders/not-a-uuid", "/api/orders/00000000-0000-0000-0000-00000000000g"]) {
      expectErrorBody(await t.app.inject({ method: "GET", url, headers: { cookie: customer } }));
    }
    const owner = await signInAs(t.app, "restaurant_owner");
    expectErrorBody(
      await t.app.inject({ method: "POST", url: "/api/restaurants/trattoria-bellini/feedback/nope/reply", headers: { cookie: owner }, payload: { reply: "Thanks" } }),
    );
  });

  it("maps the database's data exceptions (bad input that slipped through) to 400, and nothing else", async () => {
    // Real statements on this run's database, through the one error handler: how the driver wraps the error
    // (drizzle puts pg's or PGlite's in `cause`) is part of what is tested.
    const probe = Fastify({ logger: false });
    registerErrorHandling(probe);
    const statements: Record<string, () => unknown> = {
      uuid: () => t.database.db.execute(sql`select ${"not-a-uuid"}::uuid`),
      nul: () => t.database.db.execute(sql`select ${"a\u0000b"}::text`),
      range: () => t.database.db.execute(sql`select ${"99999999999"}::int`),
      date: () => t.database.db.execute(sql`select ${"2025-13-45"}::date`),
      syntax: () => t.database.db.execute(sql.raw("select from where")),
    };
    probe.get("/:which", async (request) => {
      await statements[(request.params as { which: string }).which]!();
      return { ok: true };
    });
    await probe.ready();
    try {
      for (const which of ["uuid", "nul", "range", "date"]) {
        const res = await probe.inject({ method: "GET", url: `/${which}` });
        expect(res.statusCode, which).toBe(400);
        expect(res.json(), which).toMatchObject({ code: "invalid", message: expect.any(String), requestId: expect.any(String) });
      }
      // A mistake of ours (not the client's value) stays a 500.
      expect((await probe.inject({ method: "GET", url: "/syntax" })).statusCode).toBe(500);
    } finally {
      await probe.close();
    }
  });
});

/** Percent-encodes a string: as UTF-8 (a lone surrogate becomes U+FFFD), or unit by unit with lone surrogates as WTF-8 (not valid UTF-8). */
function percentEncode(value: string, wtf8: boolean): string {
  if (!wtf8) return [...Buffer.from(value, "utf8")].map((b) => `%${b.toString(16).padStart(2, "0")}`).join("");
  let out = "";
  for (const ch of value) {
    const cp = ch.codePointAt(0)!;
    if (cp >= 0xd800 && cp <= 0xdfff) {
      out += [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f)].map((b) => `%${b.toString(16)}`).join("");
    } else {
      out += [...Buffer.from(ch, "utf8")].map((b) => `%${b.toString(16).padStart(2, "0")}`).join("");
    }
  }
  return out;
}

describe(`path parameters fuzzed with arbitrary strings (${DB})`, () => {
  const routes = [
    (p: string) => `/api/restaurants/${p}`,
    (p: string) => `/api/restaurants/${p}/menu`,
    (p: string) => `/api/restaurants/${p}/slots`,
    (p: string) => `/api/restaurants/${p}/availability?date=2030-01-01&partySize=2`,
    (p: string) => `/api/reservations/${p}?token=${"t".repeat(43)}`,
    (p: string) => `/api/waitlist/${p}?token=${"t".repeat(43)}`,
  ];

  it("never answers 500, and every error is the one error body", async () => {
    const value = fc.oneof(
      fc.string({ unit: "binary", minLength: 1, maxLength: 60 }),
      fc.string({ unit: "binary-ascii", minLength: 1, maxLength: 60 }),
      fc.constantFrom("\u0000", "a\u0000", "\ud800", "x\udfffy", "%", "..", "00000000-0000-0000-0000-000000000000", "'; drop table x; --"),
    );
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: routes.length - 1 }), value, fc.boolean(), async (route, raw, wtf8) => {
        const url = routes[route]!(percentEncode(raw, wtf8));
        const res = await t.app.inject({ method: "GET", url });
        expect(res.statusCode, url).toBeLessThan(500);
        if (res.statusCode >= 400) expect(res.json(), url).toMatchObject({ message: expect.any(String), code: expect.any(String), requestId: expect.any(String) });
      }),
      { numRuns: 300 },
    );
  });
});

describe("the guard's own rules", () => {
  it("answers the router's bad-URL error with the one error body when Fastify is given inputGuardFrameworkErrors", async () => {
    const probe = Fastify({ logger: false, frameworkErrors: inputGuardFrameworkErrors });
    registerErrorHandling(probe);
    probe.get("/x/:id", async () => ({ ok: true }));
    await probe.ready();
    try {
      const res = await probe.inject({ method: "GET", url: "/x/%zz" });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: "The address of the request is not valid", code: "invalid", requestId: expect.any(String) });
      expect((await probe.inject({ method: "GET", url: "/x/ok" })).statusCode).toBe(200);
    } finally {
      await probe.close();
    }
  });

  it("reads URLs and values", () => {
    expect(urlProblem("/api/restaurants/trattoria-bellini?x=a%20b+c")).toBeNull();
    expect(urlProblem("/api/x/%00")).toMatch(/NUL/);
    expect(urlProblem("/api/x/%zz")).toMatch(/not valid/);
    expect(urlProblem("/api/x/%ED%A0%80")).toMatch(/not valid/);
    expect(findNul({ a: [{ b: "ok" }, { c: "x\u0000" }] })).toBe("a.1.c");
    expect(findNul({ ["k\u0000"]: 1 })).toBe("k\u0000");
    expect(findNul("\u0000")).toBe("_form");
    expect(findNul({ a: 1, b: null, c: ["fine"] })).toBeNull();
  });
});
