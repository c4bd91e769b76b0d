// Screenshots of the restaurant workspace (issue 16) for docs/screens/, desktop 1280 × 900 and mobile 390 × 844,
// taken from a running demo server (DEMO_MODE=1) after `npm run build`. A customer's pickup order is placed first,
// so the board shows a New ticket beside the seed's. Look at every PNG before committing it.
//   DEMO_MODE=1 PORT=7420 DATA_DIR=/tmp/tavola-screens node server/dist/main.js &
//   BASE_URL=http://127.0.0.1:7420 node scripts/workspace-screens.mjs
//   ONLY=catering-crm … takes that screen alone (a comma-separated list of names), leaving the others' PNGs as they are.
import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
/* global document, window -- the evaluated functions run in the page */
import { chromium } from "@playwright/test";

const BASE_URL = process.env.BASE_URL ?? "http://127.0.0.1:7420";
const OUT = path.resolve(import.meta.dirname, "../docs/screens");
mkdirSync(OUT, { recursive: true });

const VIEWPORTS = { desktop: { width: 1280, height: 900 }, mobile: { width: 390, height: 844 } };
const SCREENS = [
  { name: "restaurant-dashboard", path: "/restaurant-dashboard", ready: "order-queue" },
  { name: "host-stand", path: "/table-reservations", ready: "floor-plan" },
  // Its form is all there is before a search; the phone shows how it fits.
  { name: "table-recommendations", path: "/table-recommendations", ready: null, only: "mobile" },
  // The catering pipeline with the seed's leads in every stage (issue 17).
  { name: "catering-crm", path: "/catering-crm", ready: "crm-board" },
  // Inventory (issue 19): Bellini's seeded stock, with its low-stock alert and a counted dish.
  { name: "inventory-management", path: "/inventory-management", ready: "inventory-board", role: "restaurant_owner" },
];
const ONLY = process.env.ONLY ? process.env.ONLY.split(",") : null;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });

async function signedIn(role, viewport) {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport, deviceScaleFactor: 1 });
  const res = await context.request.get(`/api/test-login?role=${role}`);
  if (!res.ok()) throw new Error(`test-login ${role}: ${res.status()} ${await res.text()}`);
  return context;
}

async function placePickupOrder() {
  const context = await signedIn("customer", VIEWPORTS.desktop);
  const api = context.request;
  const bellini = (await (await api.get("/api/restaurants")).json()).find((r) => r.slug === "trattoria-bellini");
  const items = (await (await api.get(`/api/restaurants/${bellini.id}/menu`)).json()).items;
  const pick = (name) => items.find((i) => i.name === name).id;
  const token = await (await api.post("/api/payments/sandbox/tokens", { data: { cardNumber: "4242424242424242", expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: "123" } })).json();
  const res = await api.post("/api/orders", {
    headers: { "Idempotency-Key": randomUUID() },
    data: { restaurantId: bellini.id, items: [{ menuItemId: pick("Margherita DOP"), quantity: 2 }, { menuItemId: pick("Tiramisù"), quantity: 1 }], fulfilment: "pickup", tipCents: 0, paymentToken: token.token },
  });
  if (res.status() !== 201) throw new Error(`order: ${res.status()} ${await res.text()}`);
  await context.close();
}

if (!ONLY) await placePickupOrder();
for (const [kind, viewport] of Object.entries(VIEWPORTS)) {
  const context = await signedIn("restaurant_staff", viewport);
  const page = await context.newPage();
  for (const screen of SCREENS) {
    if ((screen.only && screen.only !== kind) || (ONLY && !ONLY.includes(screen.name))) continue;
    // Staff by default; a screen only owners and managers may open signs in as the owner.
    if (screen.role) await context.request.get(`/api/test-login?role=${screen.role}`);
    await page.goto(screen.path);
    await page.locator("main h1").first().waitFor();
    if (screen.ready) await page.getByTestId(screen.ready).waitFor();
    await page.waitForLoadState("networkidle").catch(() => undefined);
    const file = path.join(OUT, `${screen.name}-${kind}.png`);
    // Mobile: the first two screens of the page, as a phone shows them; desktop: the page as far as 1,800 px.
    const height = Math.min(await page.evaluate(() => document.documentElement.scrollHeight), kind === "mobile" ? 1688 : 1800);
    await page.setViewportSize({ width: viewport.width, height });
    await page.screenshot({ path: file });
    await page.setViewportSize(viewport);
    console.log(file);
  }
  await context.close();
}
// The dashboard in the light theme too (the app defaults to dark).
if (!ONLY) {
  const context = await signedIn("restaurant_staff", VIEWPORTS.desktop);
  await context.addInitScript(() => window.localStorage.setItem("tavola-ui-theme", "light"));
  const page = await context.newPage();
  await page.goto("/restaurant-dashboard");
  await page.getByTestId("order-queue").waitFor();
  await page.waitForLoadState("networkidle").catch(() => undefined);
  const file = path.join(OUT, "restaurant-dashboard-desktop-light.png");
  await page.screenshot({ path: file });
  console.log(file);
  await context.close();
}
await browser.close();
