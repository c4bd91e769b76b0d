// Screenshots of booking a table and of My reservations (issue 16) for docs/screens/, desktop 1280 × 900 and
// phone 390 × 844 in both themes, taken from a running demo server (DEMO_MODE=1, a fresh data directory) after
// `npm run build`. Look at every PNG before committing it.
//   DEMO_MODE=1 PORT=7433 DATA_DIR=/tmp/tavola-reservation-screens node server/dist/main.js &
//   BASE_URL=http://127.0.0.1:7433 node scripts/reservation-screens.mjs
import { mkdirSync } from "node:fs";
import path from "node:path";
/* global document, window -- the evaluated functions run in the page */
import { chromium } from "@playwright/test";

const BASE_URL = process.env.BASE_URL ?? "http://127.0.0.1:7433";
const OUT = path.resolve(import.meta.dirname, "../docs/screens");
mkdirSync(OUT, { recursive: true });

const VIEWPORTS = { desktop: { width: 1280, height: 900 }, mobile: { width: 390, height: 844 } };
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });

/** The whole page as far as 1,800 px (desktop), or the screen as a phone shows it (mobile). */
async function shoot(page, file, kind, viewport) {
  await page.waitForLoadState("networkidle").catch(() => undefined);
  if (kind === "desktop") {
    const height = Math.min(await page.evaluate(() => document.documentElement.scrollHeight), 1800);
    await page.setViewportSize({ width: viewport.width, height });
  }
  await page.screenshot({ path: path.join(OUT, file) });
  await page.setViewportSize(viewport);
  console.log(file);
}

const timeButtons = (page) => page.getByRole("group", { name: /Available times/ }).getByRole("button");

for (const [kind, viewport] of Object.entries(VIEWPORTS)) {
  for (const theme of kind === "desktop" ? ["light", "dark"] : ["dark", "light"]) {
    const context = await browser.newContext({ baseURL: BASE_URL, viewport, deviceScaleFactor: 1 });
    await context.addInitScript((t) => window.localStorage.setItem("tavola-ui-theme", t), theme);
    const login = await context.request.get("/api/test-login?role=customer");
    if (!login.ok()) throw new Error(`test-login: ${login.status()} ${await login.text()}`);
    const page = await context.newPage();

    // /tables as the signed-in guest opens it: tonight for two, the times across every table.
    await page.goto("/tables");
    await timeButtons(page).first().or(page.getByTestId("empty-tables")).waitFor();
    if ((await timeButtons(page).count()) === 0) await page.getByRole("button", { name: "Tomorrow" }).click();
    await timeButtons(page).first().waitFor();
    if (kind === "mobile") await shoot(page, `tables-mobile-${theme}.png`, kind, viewport);
    // A time chosen: the prefilled contact details and (phone) the bar with Confirm Reservation.
    await timeButtons(page).nth(2).click();
    await page.getByLabel(/^Name\*?$/).waitFor();
    if (kind === "mobile") {
      await page.getByTestId("section-contact").or(page.getByLabel(/^Name\*?$/)).first().scrollIntoViewIfNeeded();
      await shoot(page, `tables-mobile-${theme}-contact.png`, kind, viewport);
    } else {
      await page.evaluate(() => window.scrollTo(0, 0));
      await shoot(page, `tables-desktop-${theme}.png`, kind, viewport);
    }
    if (theme === (kind === "desktop" ? "light" : "dark")) {
      // Book it, then find it under My reservations and open it there (no link token: the guest's session).
      await page.getByRole("button", { name: "Confirm Reservation" }).click();
      const reference = await page.getByTestId("panel-reservation-confirmed").getByTestId("text-reservation-reference").textContent();
      await page.goto("/my-reservations");
      await page.getByTestId(`my-reservation-${reference}`).waitFor();
      await shoot(page, `my-reservations-${kind}.png`, kind, viewport);
      await page.getByTestId(`link-my-reservation-${reference}`).click();
      await page.getByTestId("panel-reservation").waitFor();
      await shoot(page, `reservation-owner-${kind}.png`, kind, viewport);
    }
    await context.close();
  }
}
await browser.close();
