import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { startEmbeddedDatabase, useEmbeddedDatabase, type Database } from "../database.js";
import { createJobQueue, type JobQueue } from "./job-queue.js";

/**
 * The job queue on the embedded database as `npm start` runs it: PGlite on a data directory in its worker thread
 * (ADR 005). pg-boss's schema script goes through the worker's `exec`, its statements through `query`, a job sent
 * in a transaction through that transaction; a job left queued at shutdown runs after the next start.
 */
let dir: string;
const ran: string[] = [];
let onRun: (() => void) | null = null;

async function open(): Promise<Database> {
  const { database, ready } = useEmbeddedDatabase(startEmbeddedDatabase(dir));
  await ready;
  return database;
}
function queueOn(database: Database): JobQueue {
  const jobs = createJobQueue({ database, pollSeconds: 0.5 });
  jobs.define("note", z.object({ text: z.string().max(100) }), async ({ text }) => {
    ran.push(text);
    onRun?.();
  });
  return jobs;
}
const nextRun = () => new Promise<void>((resolve) => (onRun = resolve));

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "tavola-jobs-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("jobs on the embedded database (worker thread)", () => {
  it("installs pg-boss, enqueues in transactions (a rollback enqueues nothing), and survives a restart", async () => {
    const first = await open();
    const jobs = queueOn(first);
    await jobs.start({ work: false });
    await first.db
      .transaction(async (tx) => {
        await jobs.send("note", { text: "rolled back" }, { db: tx });
        throw new Error("undo");
      })
      .catch(() => {});
    await first.db.transaction(async (tx) => {
      await jobs.send("note", { text: "kept" }, { db: tx });
    });
    await jobs.stop();
    await first.close();
    expect(ran).toEqual([]);

    // A new process on the same data directory: the job is still there and its worker runs it.
    const second = await open();
    const restarted = queueOn(second);
    const running = nextRun();
    await restarted.start({ work: true });
    await running;
    await restarted.stop();
    expect(await restarted.drain()).toEqual({ completed: 0, failed: 0 });
    await second.close();
    expect(ran).toEqual(["kept"]);
  }, 60_000);
});
