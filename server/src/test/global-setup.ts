import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { dumpMigratedDatabase } from "../platform/database.js";
import { loadConfig } from "../platform/config.js";
import type { AppDeps } from "../platform/deps.js";
import { createJobQueue } from "../platform/jobs/index.js";
import { registerJobs } from "../jobs.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** A temporary directory of this run, removed at its end (server-build.ts builds there when it must). */
    testRunDir: string;
    /** A tarball of a freshly migrated, empty PGlite database (absent on the Postgres run). */
    pgliteSnapshot?: string;
  }
}

/**
 * Once per run, before any server test file: migrate one in-memory PGlite and write its data directory to a
 * temporary tarball. Every test database starts from it (test-app.ts) instead of running initdb and the
 * migrations, which are most of a fresh PGlite's cost. The Postgres run creates real databases instead.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), "tavola-vitest-"));
  project.provide("testRunDir", dir);
  if (!process.env.TEST_DATABASE_URL) {
    const file = path.join(dir, "pglite-migrated.tar");
    // The job queue's schema, queues and schedules are in the snapshot too: each test app's start then only reads them.
    const snapshot = await dumpMigratedDatabase(async (database) => {
      const jobs = createJobQueue({ database });
      registerJobs({ config: loadConfig({}), database, db: database.db, jobs } as AppDeps);
      await jobs.start();
      await jobs.stop();
    });
    writeFileSync(file, new Uint8Array(await snapshot.arrayBuffer()));
    project.provide("pgliteSnapshot", file);
  }
  return () => rmSync(dir, { recursive: true, force: true });
}
