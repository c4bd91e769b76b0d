import { defineConfig } from "vitest/config";

// One runner, three projects: pure contracts, the server (API tests on in-memory PGlite, or on Postgres
// when TEST_DATABASE_URL is set) and the web app in jsdom.
export default defineConfig({
  test: {
    projects: [
      {
        test: { name: "contracts", include: ["contracts/src/**/*.test.ts"], environment: "node" },
      },
      {
        test: {
          name: "server",
          include: ["server/src/**/*.test.ts"],
          // *.pg.test.ts need a real Postgres (several server processes on one database): they run in the
          // Postgres layer of `npm test` (scripts/with-postgres.mjs sets TEST_DATABASE_URL). *.process.test.ts
          // start real processes on the embedded database's data directories whatever TEST_DATABASE_URL says,
          // so the Postgres layer would only run them twice.
          exclude: process.env.TEST_DATABASE_URL ? ["server/src/**/*.process.test.ts"] : ["server/src/**/*.pg.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      "web/vitest.config.ts",
    ],
  },
});
