import { defineConfig, devices } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const PORT = Number(process.env.E2E_PORT ?? 5173 + 1000);
export const E2E_ADMIN_KEY = "e2e-admin-key-0123456789";
// A fresh embedded database per run: the journeys start from the seed every time.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "tavola-e2e-"));

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: false,
  workers: 2,
  // One retry on CI only: a 2-core machine running the server, Chromium and the runner can miss a
  // sub-second transient state; a test that fails twice is a real failure.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // Lazy screens on a busy 2-core CI machine can take a few seconds to first paint.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? "list" : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "retain-on-failure",
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
  webServer: {
    command: "node server/dist/main.js",
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DEMO_MODE: "1",
      ADMIN_KEY: E2E_ADMIN_KEY,
      LOG_LEVEL: "warn",
      // Journeys sign in many times from one address; keep the throttle out of their way.
      LOGIN_MAX_FAILURES: "50",
      // The loyalty journey watches an order's points go from pending to available after the refund window.
      REFUND_WINDOW_SECONDS: "20",
    },
  },
});
