// Screenshots of the point of sale and the kitchen display (issue 19) for docs/screens/, tablet 1280 × 900 and phone
// 360 × 740, from a running demo server (DEMO_MODE=1) after `npm run build`. The seed's three POS tickets are on the
// kitchen display (green, amber, red). Look at every PNG before committing it.
//   DEMO_MODE=1 PORT=7421 DATA_DIR=/tmp/tavola-pos-screens node server/dist/main.js &
//   BASE_URL=http://127.0.0.1:7421 node scripts/pos-kitchen-screens.mjs
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const BASE_URL = process.env.BASE_URL ?? "http://127.0.0.1:7421";
const OUT = path.resolve(import.meta.dirname, "../docs/screens");
mkdirSync(OUT, { recursive: true });
const VIEWPORTS = { tablet: { width: 1280, height: 900 }, mobile: { width: 360, height: 740 } };

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
for (const [kind, viewport] of Object.entries(VIEWPORTS)) {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport, deviceScaleFactor: 1 });
  const res = await context.request.get("/api/test-login?role=restaurant_staff");
  if (!res.ok()) throw new Error(`test-login: ${res.status()}`);
  const page = await context.newPage();
  await page.goto("/restaurant-dashboard/kitchen");
  await page.getByTestId("text-kitchen-connection").filter({ hasText: "Live" }).waitFor();
  await page.locator("[data-colour]").first().waitFor();
  await page.screenshot({ path: path.join(OUT, `kitchen-display-${kind}.png`), fullPage: kind === "mobile" });
  await page.goto("/pos-system");
  await page.getByTestId("button-pos-table-2").waitFor();
  await page.getByTestId("button-pos-table-2").click();
  await page.getByRole("button", { name: /Pizza Quattro Formaggi/ }).click();
  await page.getByTestId("button-add-with-options").click();
  await page.getByRole("tab", { name: "Starters" }).click();
  await page.locator("[data-testid^=button-pos-dish-]").first().click();
  await page.getByTestId("input-pos-note").first().fill("No onions");
  await page.screenshot({ path: path.join(OUT, `pos-${kind}.png`), fullPage: kind === "mobile" });
  await context.close();
}
await browser.close();
