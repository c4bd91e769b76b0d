import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import { refreshRollups, requestRebuild } from "./rollup-refresh.js";
import { applyChange, cellSnapshot, type Change } from "./rollup-test-kit.js";

// Refreshes racing each other and the writes they take in: on in-memory PGlite the transactions serialise; the
// Postgres run (TEST_DATABASE_URL, `npm run test:pg`) is the proof. Every refresh recomputes whole cells under one
// advisory lock after claiming its keys, so however they interleave, the cells end exactly as a full rebuild writes them.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEMO_HISTORY_DAYS: "30" });
}, 90_000);
afterAll(async () => t?.close());

// "move" (an order changing restaurant) included: its refunds on other days than the order's move with it (0038's
// orders trigger marks them); a CI run once caught them staying in the old restaurant's cell.
const KINDS: Change["kind"][] = ["cancel", "refund", "order", "feedback", "reschedule", "move"];
const changes = (round: number, n: number): Change[] =>
  Array.from({ length: n }, (_, i) => ({ kind: KINDS[(round + i) % KINDS.length]!, pick: (round * 37 + i * 11) % 300, minutes: 5 + ((round * 13 + i * 29) % 2000) }));

describe(`rollup refreshes under races (${process.env.TEST_DATABASE_URL ? "postgres" : "pglite"})`, () => {
  it("two refreshes at once end with the same cells as one refresh, and as a full rebuild", async () => {
    const db = t.database.db;
    for (const c of changes(1, 12)) await applyChange(db, c);
    const [a, b] = await Promise.all([refreshRollups(db), refreshRollups(db)]);
    // One of them took the keys; the other waited on the lock and found them gone.
    expect(a.cells + b.cells).toBeGreaterThan(0);
    const raced = await cellSnapshot(db);
    await requestRebuild(db);
    await refreshRollups(db);
    expect(await cellSnapshot(db)).toBe(raced);
  }, 120_000);

  it("refreshes running while changes commit leave nothing behind: one more refresh and the cells are a rebuild's", async () => {
    const db = t.database.db;
    for (let round = 2; round < 6; round++) {
      await Promise.all([
        ...changes(round, 8).map((c) => applyChange(db, c)),
        refreshRollups(db),
        refreshRollups(db),
        refreshRollups(db),
      ]);
    }
    await refreshRollups(db);
    const kept = await cellSnapshot(db);
    await requestRebuild(db);
    await refreshRollups(db);
    expect(await cellSnapshot(db)).toBe(kept);
  }, 180_000);
});
