// Screenshots of checkout for a returning customer and of a late order's tracking (issue 16) for docs/screens/,
// desktop 1280 × 900 and mobile 390 × 844, taken from a running demo server (DEMO_MODE=1, a fresh data
// directory) after `npm run build`. Look at every PNG before committing it.
//   DEMO_MODE=1 PORT=7632 DATA_DIR=/tmp/tavola-checkout-screens node server/dist/main.js &
//   BASE_URL=http://127.0.0.1:7632 node scripts/checkout-screens.mjs
import { mkdirSync } from "node:fs";
import path from "node:path";
/* global document, window -- the evaluated functions run in the page */
import { chromium } from "@playwright/test";

const BASE_URL = process.env.BASE_URL ?? "http://127.0.0.1:7632";
const OUT = path.resolve(import.meta.dirname, "../docs/screens");
mkdirSync(OUT, { recursive: true });

const VIEWPORTS = { desktop: { width: 1280, height: 900 }, mobile: { width: 390, height: 844 } };
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });

async function shoot(page, name, kind, viewport) {
  await page.waitForLoadState("networkidle").catch(() => undefined);
  const file = path.join(OUT, `${name}-${kind}.png`);
  // Mobile: the first two screens, as a phone shows them; desktop: the page as far as 1,800 px.
  const height = Math.min(await page.evaluate(() => document.documentElement.scrollHeight), kind === "mobile" ? 1688 : 1800);
  await page.setViewportSize({ width: viewport.width, height });
  await page.screenshot({ path: file });
  await page.setViewportSize(viewport);
  console.log(file);
}

for (const [kind, viewport] of Object.entries(VIEWPORTS)) {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport, deviceScaleFactor: 1 });
  const login = await context.request.get("/api/test-login?role=customer");
  if (!login.ok()) throw new Error(`test-login: ${login.status()} ${await login.text()}`);
  const page = await context.newPage();

  // Checkout as a returning customer reaches it: Reorder on the home, then Proceed to Checkout.
  await page.goto("/");
  await page.getByTestId("list-recent-orders").getByRole("button", { name: /^Reorder from / }).first().click();
  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  await page.getByRole("radio", { name: /Visa ending 4242/ }).waitFor();
  await page.getByTestId("panel-order-summary").getByTestId("row-total").waitFor();
  // The reorder's "Added to your cart" toast goes by itself; the shot is of the page.
  await page.getByText("Added to your cart").waitFor({ state: "hidden", timeout: 20_000 }).catch(() => undefined);
  await shoot(page, "checkout", kind, viewport);
  if (kind === "mobile") {
    // The phone's second look: the saved card and the sticky bar, as a phone shows them.
    await page.getByTestId("section-payment").scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
    const file = path.join(OUT, "checkout-payment-mobile.png");
    await page.screenshot({ path: file });
    console.log(file);
  }

  // Tracking: the seed's order on the way, whose window passed long ago.
  const active = await (await context.request.get("/api/orders?scope=active")).json();
  const late = active.find((o) => o.status === "out_for_delivery");
  await page.goto(`/order-tracking/${late.id}`);
  await page.getByTestId("notice-late").waitFor();
  await shoot(page, "tracking-late", kind, viewport);
  await context.close();
}
await browser.close();
