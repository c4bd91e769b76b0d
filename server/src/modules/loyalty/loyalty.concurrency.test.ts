import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { creditPoints, ledgerState, redeem, registerCustomer } from "../../test/loyalty-kit.js";

// Spending points under concurrency. On in-memory PGlite requests serialise; the Postgres run of the server suite
// (TEST_DATABASE_URL) is the proof: many connections racing on one account.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe(`concurrent redemptions (${process.env.TEST_DATABASE_URL ? "postgres" : "pglite"})`, () => {
  it("100 redemptions with distinct keys and points for one make exactly one voucher", async () => {
    const { cookie, userId } = await registerCustomer(t.app);
    await creditPoints(t.database.db, userId, 500);
    const before = await ledgerState(t.database.db, userId);
    const results = await Promise.all(Array.from({ length: 100 }, () => redeem(t.app, cookie, "free-delivery", randomUUID())));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(99);
    expect(results.find((r) => r.status === 409)!.body.message).toBe("Not enough points for Free Delivery");
    const after = await ledgerState(t.database.db, userId);
    expect(after).toMatchObject({ vouchers: 1, rows: before.rows + 1, balance: before.balance - 500, ledgerSum: before.ledgerSum - 500 });
    expect(after.balance).toBe(after.availableSum);
  });

  it("10 concurrent requests with one Idempotency-Key make one voucher and one redeem row", async () => {
    const { cookie, userId } = await registerCustomer(t.app);
    await creditPoints(t.database.db, userId, 5000);
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 10 }, () => redeem(t.app, cookie, "twenty-off", key)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    expect(await ledgerState(t.database.db, userId)).toMatchObject({ vouchers: 1, rows: 2, balance: 4000 });
  });
});
