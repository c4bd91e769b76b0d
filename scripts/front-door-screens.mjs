// Screenshots of the front door and the restaurant list (issue 16) for docs/screens/, desktop 1280 × 900 and
// mobile 390 × 844, taken from a running demo server (DEMO_MODE=1) after `npm run build`. Look at every PNG
// before committing it.
//   DEMO_MODE=1 PORT=7422 DATA_DIR=/tmp/tavola-screens-s16 node server/dist/main.js &
//   BASE_URL=http://127.0.0.1:7422 node scripts/front-door-screens.mjs
import { mkdirSync } from "node:fs";
import path from "node:path";
/* global document -- the evaluated functions run in the page */
import { chromium } from "@playwright/test";

const BASE_URL = process.env.BASE_URL ?? "http://127.0.0.1:7422";
const OUT = path.resolve(import.meta.dirname, "../docs/screens");
mkdirSync(OUT, { recursive: true });

const VIEWPORTS = { desktop: { width: 1280, height: 900 }, mobile: { width: 390, height: 844 } };
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });

/** The page as far as two phone screens (mobile) or 1,800 px (desktop). */
async function shoot(page, name, kind, viewport) {
  await page.waitForLoadState("networkidle").catch(() => undefined);
  const height = Math.min(await page.evaluate(() => document.documentElement.scrollHeight), kind === "mobile" ? 1688 : 1800);
  await page.setViewportSize({ width: viewport.width, height });
  const file = path.join(OUT, `${name}-${kind}.png`);
  await page.screenshot({ path: file });
  await page.setViewportSize(viewport);
  console.log(file);
}

for (const [kind, viewport] of Object.entries(VIEWPORTS)) {
  const visitor = await browser.newContext({ baseURL: BASE_URL, viewport, deviceScaleFactor: 1 });
  const page = await visitor.newPage();
  await page.goto("/");
  await page.getByTestId("form-hero-search").waitFor();
  await shoot(page, "landing", kind, viewport);
  await page.goto("/order");
  await page.getByTestId("list-browse-restaurants").waitFor();
  await shoot(page, "order-browse", kind, viewport);
  await page.goto("/order?restaurant=trattoria-bellini");
  await page.getByRole("tab", { name: "Main Courses" }).click();
  await page.getByRole("tabpanel").getByRole("button", { name: "Add Margherita DOP" }).waitFor();
  await shoot(page, "order-menu", kind, viewport);
  await visitor.close();
}

// Signed in: the restaurant list with distances, and the header's account menu open (a CEO: workspaces too).
{
  const viewport = VIEWPORTS.desktop;
  const context = await browser.newContext({ baseURL: BASE_URL, viewport, deviceScaleFactor: 1 });
  const res = await context.request.get("/api/test-login?role=ceo");
  if (!res.ok()) throw new Error(`test-login: ${res.status()} ${await res.text()}`);
  const page = await context.newPage();
  await page.goto("/order");
  await page.getByTestId("list-browse-restaurants").waitFor();
  await page.getByTestId("button-account-menu").click();
  await page.getByTestId("panel-account-menu").waitFor();
  const file = path.join(OUT, "account-menu-desktop.png");
  await page.screenshot({ path: file });
  console.log(file);
  await context.close();
}
await browser.close();
