import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app.js";
import { AppError } from "./errors.js";
import { queryRows } from "./database.js";
import { createRateLimiter } from "./rate-limit.js";

// The one rate limiter under a parallel burst. On in-memory PGlite calls serialise; the Postgres run (TEST_DATABASE_URL)
// is the proof: many pooled connections racing on one counter row.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const outcome = (p: Promise<void>) =>
  p.then(
    () => "ok" as const,
    (e: unknown) => (e instanceof AppError && e.code === "rate_limited" ? (e.headers?.["Retry-After"] ?? "") : Promise.reject(e)),
  );

describe(`rate limiter (${process.env.TEST_DATABASE_URL ? "postgres" : "pglite"})`, () => {
  it("lets exactly `limit` hits of a parallel burst through; the rest get 429 with a Retry-After inside the window", async () => {
    const limiter = createRateLimiter(t.database.db);
    const key = `test:${randomUUID()}`;
    const results = await Promise.all(Array.from({ length: 40 }, () => outcome(limiter.consume([{ key, limit: 7, windowSeconds: 600 }]))));
    expect(results.filter((r) => r === "ok")).toHaveLength(7);
    const waits = results.filter((r) => r !== "ok").map(Number);
    expect(waits).toHaveLength(33);
    for (const w of waits) {
      expect(w).toBeGreaterThan(0);
      expect(w).toBeLessThanOrEqual(600);
    }
  });

  it("counts every rule of a hit: one key over its limit refuses, another key is untouched", async () => {
    const limiter = createRateLimiter(t.database.db);
    const narrow = { key: `test:${randomUUID()}`, limit: 2, windowSeconds: 60 };
    const wide = { key: `test:${randomUUID()}`, limit: 100, windowSeconds: 60 };
    await limiter.consume([narrow, wide]);
    await limiter.consume([narrow, wide]);
    await expect(limiter.consume([narrow, wide])).rejects.toMatchObject({ code: "rate_limited" });
    await expect(limiter.consume([wide])).resolves.toBeUndefined();
    const [row] = await queryRows<{ hits: number }>(t.database.db, sql`select hits from rate_limits where key = ${wide.key}`);
    expect(Number(row!.hits)).toBe(4);
  });

  it("starts a new window once the old one has passed, and refund gives a hit back", async () => {
    const limiter = createRateLimiter(t.database.db);
    const rule = { key: `test:${randomUUID()}`, limit: 1, windowSeconds: 60 };
    await limiter.consume([rule]);
    await expect(limiter.consume([rule])).rejects.toMatchObject({ code: "rate_limited" });
    await limiter.refund([rule.key]);
    await limiter.refund([rule.key]);
    await limiter.consume([rule]);
    await t.database.db.execute(sql`update rate_limits set window_start = now() - interval '61 seconds' where key = ${rule.key}`);
    await expect(limiter.consume([rule])).resolves.toBeUndefined();
  });
});
