// Screenshots of the guest's dine-in and feedback screens (issue 16) for docs/screens/, desktop 1280 × 900 and
// mobile 390 × 844, taken from a running demo server (DEMO_MODE=1) after `npm run build`. Each is what the first
// screen shows (not the full page). Look at every PNG before committing it.
//   DEMO_MODE=1 PORT=7420 DATA_DIR=/tmp/tavola-screens node server/dist/main.js &
//   BASE_URL=http://127.0.0.1:7420 node scripts/guest-screens.mjs [dine-in|feedback]
import { mkdirSync } from "node:fs";
import path from "node:path";
/* global document, window -- the evaluated functions run in the page */
import { chromium } from "@playwright/test";

const BASE_URL = process.env.BASE_URL ?? "http://127.0.0.1:7420";
const OUT = path.resolve(import.meta.dirname, "../docs/screens");
mkdirSync(OUT, { recursive: true });
const only = process.argv[2];

const VIEWPORTS = { desktop: { width: 1280, height: 900 }, mobile: { width: 390, height: 844 } };
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });

async function context(viewport, role) {
  const ctx = await browser.newContext({ baseURL: BASE_URL, viewport, deviceScaleFactor: 1 });
  if (role) {
    const res = await ctx.request.get(`/api/test-login?role=${role}`);
    if (!res.ok()) throw new Error(`test-login ${role}: ${res.status()} ${await res.text()}`);
  }
  return ctx;
}

/** Checked in at the demo table by Simulate QR Scan, two dishes in the table's cart. */
async function dineIn(kind, viewport) {
  const ctx = await context(viewport);
  const page = await ctx.newPage();
  await page.goto("/checkin");
  await page.getByRole("button", { name: "Simulate QR Scan" }).click();
  const first = page.getByRole("tabpanel").getByRole("article").first();
  await first.waitFor();
  await first.getByRole("button", { name: /^Add / }).click();
  await first.getByRole("button", { name: /^Add / }).click();
  await page.waitForFunction(() => [...document.images].every((img) => img.complete));
  await page.screenshot({ path: path.join(OUT, `dine-in-${kind}.png`) });
  // Leave the table: the next run (and the other viewport) starts from check-in again.
  await page.evaluate(() => window.localStorage.clear());
  await ctx.close();
}

/** The demo customer's feedback about a delivered order (from My Orders' "Leave feedback"), four stars chosen. */
async function feedback(kind, viewport) {
  const ctx = await context(viewport, "customer");
  const orders = await (await ctx.request.get("/api/orders")).json();
  const delivered = orders.find((o) => o.status === "delivered");
  const page = await ctx.newPage();
  await page.goto(`/feedback?orderId=${delivered.id}`);
  await page.getByRole("region", { name: "The order this feedback is about" }).waitFor();
  await page.getByRole("radio", { name: "4 · Very Good" }).click();
  await page.getByTestId("select-category").selectOption("food-quality");
  await page.mouse.click(1, 1);
  await page.screenshot({ path: path.join(OUT, `feedback-${kind}.png`) });
  await ctx.close();
}

const jobs = { "dine-in": dineIn, feedback };
for (const [name, job] of Object.entries(jobs)) {
  if (only && only !== name) continue;
  for (const [kind, viewport] of Object.entries(VIEWPORTS)) {
    await job(kind, viewport);
    console.log(`${name}-${kind}.png`);
  }
}
await browser.close();
