import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import { refreshDishRollups, requestDishRebuild } from "./dish-refresh.js";
import { applyChange, type Change, snapshot } from "./dish-test-kit.js";

// Dish refreshes racing each other and the writes they take in (on PGlite the transactions serialise; the Postgres run,
// `npm run test:pg`, is the proof): each claims its keys and recomputes whole days under one advisory lock, so however
// they interleave, one more refresh leaves the table exactly as a full rebuild writes it.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEMO_HISTORY_DAYS: "30" });
}, 90_000);
afterAll(async () => t?.close());

const KINDS: Change["kind"][] = ["cancel", "move", "reassign", "line", "requantity", "rename", "unline", "complain", "relabel", "uncomplain"];
const changes = (round: number, n: number): Change[] =>
  Array.from({ length: n }, (_, i) => ({ kind: KINDS[(round + i) % KINDS.length]!, pick: (round * 37 + i * 11) % 300, minutes: 5 + ((round * 13 + i * 29) % 2000) }));

describe(`dish rollup refreshes under races (${process.env.TEST_DATABASE_URL ? "postgres" : "pglite"})`, () => {
  it("refreshes running while changes commit leave nothing behind: one more refresh and the table is a rebuild's", async () => {
    const db = t.database.db;
    for (let round = 1; round < 5; round++) {
      await Promise.all([...changes(round, 10).map((c) => applyChange(db, c)), refreshDishRollups(db), refreshDishRollups(db), refreshDishRollups(db)]);
    }
    await refreshDishRollups(db);
    const kept = await snapshot(db);
    await requestDishRebuild(db);
    expect((await refreshDishRollups(db)).rebuilt).toBe(true);
    expect(await snapshot(db)).toBe(kept);
  }, 180_000);
});
