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
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      "web/vitest.config.ts",
    ],
  },
});
