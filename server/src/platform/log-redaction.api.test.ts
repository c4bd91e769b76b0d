import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { createTestApp, type TestApp } from "../test/test-app.js";
import { redactUrl, serializeError } from "./log-redaction.js";

// Item 11: manage-link tokens in request URLs and failed queries' bound values (emails, phones) stay out of the
// logs. The app here logs at info level into `lines`, as it would to stdout.

const TOKEN = "secret-token-value-0123456789";
const EMAIL = "alice.secret@example.com";
const PHONE = "+1 555 0100 4242";

let t: TestApp;
let app: FastifyInstance;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  app = await buildApp({
    config: { ...t.config, LOG_LEVEL: "info" },
    database: t.database,
    logStream: { write: (line) => void lines.push(line) },
  });
  // A handler whose query fails with personal data among its bound parameters, as a bug would.
  app.post("/api/test-only/failing-query", { schema: { hide: true } }, async (request) => {
    const { email, phone } = request.body as { email: string; phone: string };
    await t.database.db.execute(sql`select * from no_such_table where email = ${email} or phone = ${phone}`);
    return { ok: true };
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

const logged = () => lines.join("");

describe("secrets in logs (item 11)", () => {
  it("logs request URLs with manage-link tokens and QR codes redacted", async () => {
    lines.length = 0;
    const res = await app.inject({ method: "GET", url: `/api/reservations/ABC123?token=${TOKEN}` });
    expect(res.statusCode).toBe(404);
    await app.inject({ method: "GET", url: `/api/waitlist/ABC123?token=${TOKEN}&x=1` });
    await app.inject({ method: "GET", url: `/checkin?t=${TOKEN}` });
    const text = logged();
    expect(text).toContain("incoming request");
    expect(text).toContain(`"url":"/api/reservations/ABC123?token=[redacted]"`);
    expect(text).toContain(`"url":"/api/waitlist/ABC123?token=[redacted]&x=1"`);
    expect(text).toContain(`"url":"/checkin?t=[redacted]"`);
    expect(text).not.toContain(TOKEN);
  });

  it("logs a failed query (its SQL, the database's message) without its bound parameters", async () => {
    lines.length = 0;
    const res = await app.inject({ method: "POST", url: "/api/test-only/failing-query", payload: { email: EMAIL, phone: PHONE } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: "internal", message: "Internal Server Error" });
    const entry = lines.map((l) => JSON.parse(l) as { msg: string; err?: Record<string, string> }).find((l) => l.msg === "unhandled error");
    expect(entry?.err).toBeDefined();
    expect(entry!.err!.query).toContain("no_such_table");
    expect(entry!.err!.message).toContain("params: [redacted]");
    expect(entry!.err!.message).toMatch(/no_such_table" does not exist/);
    expect(entry!.err!.params).toBeUndefined();
    const text = logged();
    expect(text).not.toContain(EMAIL);
    expect(text).not.toContain(PHONE);
  });
});

describe("the error serializer", () => {
  const failure = async (query: ReturnType<typeof sql>) => {
    try {
      await t.database.db.execute(query);
    } catch (e) {
      return e;
    }
    throw new Error("the query did not fail");
  };

  it("drops values a driver echoes: a unique violation's detail, a data exception's quoted input", async () => {
    await t.database.db.execute(sql`create temporary table contacts (email text unique)`);
    await t.database.db.execute(sql`insert into contacts values (${EMAIL})`);
    const duplicate = await failure(sql`insert into contacts values (${EMAIL})`);
    const badCast = await failure(sql`select ${EMAIL}::int`);
    for (const err of [duplicate, badCast]) {
      const out = JSON.stringify(serializeError(err));
      expect(out).toMatch(/Failed query/);
      expect(out).not.toContain(EMAIL);
    }
    expect(JSON.stringify(serializeError(badCast))).toContain(`invalid input syntax for type integer: \\"[redacted]\\"`);
  });

  it("keeps an ordinary error as pino would log it", () => {
    const err = Object.assign(new Error("boom", { cause: new Error("root") }), { code: "E_BOOM", statusCode: 500 });
    const out = serializeError(err);
    expect(out).toMatchObject({ type: "Error", message: "boom: root", code: "E_BOOM", statusCode: 500 });
    expect(out.stack).toContain("caused by: Error: root");
    expect(serializeError("not an error")).toBe("not an error");
  });
});

describe("redactUrl", () => {
  it.each([
    ["/api/reservations/R1?token=abc", "/api/reservations/R1?token=[redacted]"],
    ["/checkin?t=abc&lang=en", "/checkin?t=[redacted]&lang=en"],
    ["/x?a=1&Token=abc&password=p&code=123#frag", "/x?a=1&Token=[redacted]&password=[redacted]&code=[redacted]#frag"],
    ["/x?%74oken=abc", "/x?%74oken=[redacted]"],
    ["/x?next=%2Forders&scope=all", "/x?next=%2Forders&scope=all"],
    ["/api/health", "/api/health"],
  ])("%s → %s", (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
