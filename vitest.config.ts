import { defineConfig } from "vitest/config";

/**
 * The server tests that run again on a real Postgres (the second layer of `npm test`: scripts/with-postgres.mjs
 * sets TEST_DATABASE_URL). Only where Postgres differs from the in-memory PGlite every other test runs on, which
 * executes one statement at a time on one connection:
 * - `*.concurrency.test.ts`: racing requests — row locks, advisory locks, guarded updates, unique and exclusion
 *   constraints deciding a race, rate-limit counters under a burst (a money or capacity race goes here);
 * - `*.property.test.ts`: model-based runs of the money rules, on both drivers' SQL;
 * - `*.pg.test.ts`: Postgres only (several server processes on one database, LISTEN/NOTIFY between them, the
 *   production build on Postgres);
 * - SQL specifics: input-guard.api.test.ts (what each server's parser refuses — a NUL, a bad encoding — must
 *   still be a 400, never a 500); the job queue (job-queue.test.ts: pg-boss's statements through node-postgres and
 *   its own pool, not our PGlite adapter) and the outbox's SMTP delivery on it (mail-delivery.api.test.ts).
 * ARCHITECTURE.md ("Tests") says the same for whoever adds a domain.
 */
const POSTGRES_LAYER = ["server/src/**/*.concurrency.test.ts", "server/src/**/*.property.test.ts", "server/src/**/*.pg.test.ts", "server/src/platform/input-guard.api.test.ts",
  "server/src/platform/jobs/job-queue.test.ts", "server/src/modules/mail/mail-delivery.api.test.ts"];
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

// One runner, three projects: pure contracts, the server (API tests on in-memory PGlite, or the Postgres layer
// when TEST_DATABASE_URL is set) and the web app in jsdom.
export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one worker (cores − 1); the test files wait on the database and on
    // timers as much as they compute, so two workers use both cores.
    maxWorkers: 2,
    projects: [
      {
        test: { name: "contracts", include: ["contracts/src/**/*.test.ts"], environment: "node" },
      },
      {
        test: {
          name: "server",
          include: onPostgres ? POSTGRES_LAYER : ["server/src/**/*.test.ts"],
          exclude: onPostgres ? [] : ["server/src/**/*.pg.test.ts"],
          // Migrates one PGlite once per run; every test database starts from its dump.
          globalSetup: ["server/src/test/global-setup.ts"],
          // The files of a worker share one module registry: the app's module graph (Fastify, drizzle, zod, the
          // contracts) is loaded once per worker instead of once per file, which cost more than most files' tests.
          // Every file builds its own app and database, so no state is shared; a file that mocks a module the app
          // imports resets the registry before and after itself (live-session.api.test.ts).
          isolate: false,
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      "web/vitest.config.ts",
    ],
  },
});
