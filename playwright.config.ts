import { defineConfig, devices } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** Two workers, each with a server and an embedded database of its own (e2e/fixtures.ts picks the worker's). */
export const E2E_WORKERS = 2;
const BASE_PORT = Number(process.env.E2E_PORT ?? 5173 + 1000);
/** The server of the worker with this parallel index (0 … E2E_WORKERS − 1). */
export const e2eServerURL = (parallelIndex: number) => `http://127.0.0.1:${BASE_PORT + (parallelIndex % E2E_WORKERS)}`;
export const E2E_ADMIN_KEY = "e2e-admin-key-0123456789";
// Fresh embedded databases every run: the journeys start from the seed. Chosen once, by the runner: its workers
// load this file again and must find the same directory.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "tavola-e2e-"));
const dataRoot = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: false,
  workers: E2E_WORKERS,
  // One retry on CI only: a 2-core machine running the servers, Chromium and the runner can miss a
  // sub-second transient state; a test that fails twice is a real failure.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // Lazy screens on a busy 2-core CI machine can take a few seconds to first paint.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? "list" : [["list"]],
  use: {
    // Worker 0's; e2e/fixtures.ts gives every test its own worker's server.
    baseURL: e2eServerURL(0),
    // Recording a trace (DOM snapshots at each action, a screencast) made these tests 5–15 % slower on 2 cores:
    // on CI only the retry of a failed test records one; locally (no retries) every test records and failures keep it.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
          ],
        },
      },
    },
  ],
  // The production build (`npm run build`; scripts/test.mjs builds it once for every layer), one process per
  // worker, each on a data directory of its own: neither worker's journeys see the other's orders, bookings or
  // rate-limit counters, and the two servers use both cores. e2e/servers.mjs starts them side by side.
  webServer: {
    command: "node e2e/servers.mjs",
    wait: { stdout: /e2e servers ready/ },
    reuseExistingServer: false,
    // A fresh data directory's first start took 10–30 s, and over a minute on this shared 2-core machine.
    timeout: 180_000,
    env: {
      E2E_SERVERS: JSON.stringify(
        Array.from({ length: E2E_WORKERS }, (_, i) => ({ port: Number(new URL(e2eServerURL(i)).port), dataDir: path.join(dataRoot, `worker-${i}`) })),
      ),
      HOST: "127.0.0.1",
      DEMO_MODE: "1",
      ADMIN_KEY: E2E_ADMIN_KEY,
      LOG_LEVEL: "warn",
      // Journeys sign in many times from one address; keep the throttle out of their way.
      LOGIN_MAX_FAILURES: "50",
      // Several journeys register a fresh account, all from 127.0.0.1: the hourly sign-up limit must not pick which.
      SIGNUPS_PER_HOUR: "100",
      // A journey that must not share 127.0.0.1's anonymous limits with the others (five catering requests an hour) names
      // its own client address in X-Forwarded-For, which only this loopback "proxy" may set.
      TRUST_PROXY: "127.0.0.1",
      // The loyalty journey watches an order's points go from pending to available after the refund window.
      REFUND_WINDOW_SECONDS: "20",
      // The courier map draws its markers on a plain background: no journey depends on a tile server.
      MAP_STYLE_URL: "none",
    },
  },
});
