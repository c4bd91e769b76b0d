import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { SIGNUPS_PER_HOUR } from "./signup-limit.js";

// Sign-ups racing past the per-address limit. On in-memory PGlite requests serialise; the Postgres run of the
// server suite (TEST_DATABASE_URL) is the proof: concurrent transactions on the limiter's counters.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const STRONG = "orbit kettle velvet 42";
const register = (password: string, remoteAddress: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/register",
    remoteAddress,
    payload: { email: `new-${randomUUID()}@example.com`, password, firstName: "Grace", lastName: "Hopper" },
  });

describe(`sign-ups per address under a burst (${process.env.TEST_DATABASE_URL ? "postgres" : "pglite"})`, () => {
  it("counts a parallel burst before the work: exactly the allowance gets through", async () => {
    const address = "198.51.100.40";
    const results = await Promise.all(Array.from({ length: 12 }, () => register(STRONG, address)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(SIGNUPS_PER_HOUR);
    expect(codes.filter((c) => c === 429)).toHaveLength(12 - SIGNUPS_PER_HOUR);
    for (const r of results.filter((x) => x.statusCode === 429)) expect(Number(r.headers["retry-after"])).toBeGreaterThan(0);
  });
});
