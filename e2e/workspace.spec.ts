import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect as baseExpect, expectNoSeriousA11yViolations, signInAs, test } from "./fixtures";
import { placeBelliniOrderViaApi } from "./ordering-steps";

// The workspace screens are lazy chunks reading several endpoints; a busy 2-core machine needs the slack.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

/** The restaurant team's screens, each with the heading it opens on. */
const WORKSPACE_SCREENS = [
  ["/restaurant-dashboard", "Trattoria Bellini"],
  ["/table-reservations", "Table Reservations"],
  ["/table-recommendations", "Table Recommendations"],
] as const;

/** A pickup order from Bellini through the API, as checkout sends it. */
const placePickupOrder = async (api: APIRequestContext) =>
  (await placeBelliniOrderViaApi(api, { dishes: [["Tiramisù", 1]], fulfilment: "pickup" })).order;

async function height(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  expect(box, "on screen").toBeTruthy();
  return box!.height;
}

/**
 * Neither the page nor anything on it is wider than the window. Polled for a few seconds: a board that is still
 * settling (a card sliding in) may be wide for a frame; a page that stays wide fails with what reaches past the edge.
 */
async function expectNoHorizontalOverflow(page: Page, path: string) {
  const measure = () =>
    page.evaluate(() => {
      const client = document.documentElement.clientWidth;
      const clipped = (el: Element) => {
        for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) if (getComputedStyle(a).overflowX !== "visible") return true;
        return false;
      };
      const past = Array.from(document.body.querySelectorAll<HTMLElement>("*"))
        .filter((el) => el.getBoundingClientRect().right > client + 0.5 && !clipped(el))
        .filter((el) => !Array.from(el.children).some((c) => c.getBoundingClientRect().right > client + 0.5))
        .slice(0, 5)
        .map((el) => `<${el.tagName.toLowerCase()} class="${String(el.className).slice(0, 80)}"> ${Math.round(el.getBoundingClientRect().right)} px: ${(el.textContent ?? "").trim().slice(0, 60)}`);
      return { scroll: document.documentElement.scrollWidth, client, past };
    });
  let last = await measure();
  await expect
    .poll(async () => {
      last = await measure();
      return last.scroll - last.client;
    }, { timeout: 4_000, message: `${path} is wider than the window` })
    .toBeLessThanOrEqual(0)
    .catch(() => {
      throw new Error(`${path} is ${last.scroll} px wide in a ${last.client} px window; past the edge: ${last.past.join(" | ")}`);
    });
}

/** Every table name on the floor plan sits on one line. */
async function expectTableNamesOnOneLine(page: Page) {
  const names = page.getByTestId("floor-table-name");
  await expect(names.first()).toBeVisible();
  const lines = await names.evaluateAll((els) =>
    els.map((el) => ({ text: el.textContent ?? "", height: el.getBoundingClientRect().height, line: parseFloat(getComputedStyle(el).lineHeight) })),
  );
  expect(lines.length).toBeGreaterThan(3);
  for (const l of lines) expect(l.height, `"${l.text}" is ${l.height} px tall, a line is ${l.line} px`).toBeLessThan(l.line * 1.5);
}

test.describe("restaurant workspace", () => {
  test("a new order arrives live on the board, which comes first, reads New and offers one refusal", async ({ page, browser }) => {
    await signInAs(page, "restaurant_staff");
    await page.goto("/restaurant-dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Trattoria Bellini" })).toBeVisible();
    await expect(page.getByTestId("status-live")).toHaveAttribute("data-state", "live");

    // The board is the default tab and the first thing under the header; the settings have a tab of their own.
    await expect(page.getByRole("tab", { name: /Orders/ })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByLabel("Kitchen capacity")).toHaveCount(0);
    const boardTop = (await page.getByTestId("order-queue").boundingBox())!.y;
    expect(boardTop).toBeLessThan((await page.getByTestId("panel-table-calls").boundingBox())!.y);
    for (const tab of await page.getByRole("tab").all()) expect(await height(tab)).toBeGreaterThanOrEqual(44);

    // A customer orders; the ticket arrives by itself (SSE).
    const customerContext = await browser.newContext();
    const customer = await customerContext.newPage();
    await signInAs(customer, "customer");
    const order = await placePickupOrder(customerContext.request);
    const card = page.getByTestId("queue-section-new").getByTestId(`card-order-${order.reference}`);
    await expect(card).toBeVisible();
    await expect(card.getByTestId("badge-order-status")).toHaveText("New");
    await expect(card.getByTestId("text-order-due")).toContainText(/^(Due in \d+ min|Due \d)/);
    await expect(card.getByRole("button")).toHaveText(["Accept", "Reject order"]);
    for (const button of await card.getByRole("button").all()) expect(await height(button)).toBeGreaterThanOrEqual(44);

    // The one refusal asks why, and the customer is told.
    await card.getByRole("button", { name: "Reject order" }).click();
    const dialog = page.getByRole("dialog", { name: `Reject ${order.reference}` });
    await dialog.getByRole("button", { name: "Customer asked to cancel" }).click();
    await dialog.getByRole("button", { name: "Reject order" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("order-queue").getByTestId(`card-order-${order.reference}`)).toHaveCount(0);
    const seen = (await (await customerContext.request.get(`/api/orders/${order.id}`)).json()) as { status: string; rejectionReason: string };
    expect(seen).toMatchObject({ status: "rejected", rejectionReason: "Customer asked to cancel" });
    await customerContext.close();

    // The settings are one tap away.
    await page.getByRole("tab", { name: "Settings" }).click();
    await expect(page.getByLabel("Kitchen capacity")).toBeVisible();
    await expect(page.getByRole("switch", { name: "Busy mode" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("staff move between their screens with the workspace navigation; public pages keep the spec's header", async ({ page }) => {
    await signInAs(page, "restaurant_owner");
    await page.goto("/restaurant-dashboard");
    const nav = page.getByRole("navigation", { name: "Workspace" });
    await expect(nav.getByRole("link", { name: "Orders" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);

    await nav.getByRole("link", { name: "Host stand" }).click();
    await expect(page).toHaveURL(/\/table-reservations$/);
    await expect(page.getByRole("heading", { level: 1, name: "Table Reservations" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Host stand" })).toHaveAttribute("aria-current", "page");

    await nav.getByRole("link", { name: "Recommendations" }).click();
    await expect(page).toHaveURL(/\/table-recommendations$/);
    await expect(page.getByRole("heading", { level: 1, name: "Table Recommendations" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto("/pricing");
    await expect(page.getByRole("banner").getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Workspace" })).toHaveCount(0);

    await page.goto("/table-reservations");
    await page.getByTestId("header-workspace").getByRole("button", { name: "Sign Out" }).click();
    await expect(page.getByRole("heading", { name: "Modern Hospitality Platform" })).toBeVisible();
  });

  test.describe("at 360 px", () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test("no workspace screen is wider than the phone; table names fit their tiles; actions are 44 px", async ({ page }) => {
      await signInAs(page, "restaurant_staff");
      for (const [path, heading] of WORKSPACE_SCREENS) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
        if (path === "/table-reservations") await expectTableNamesOnOneLine(page);
        if (path === "/restaurant-dashboard") {
          await expect(page.getByTestId("order-queue")).toBeVisible();
          for (const tab of await page.getByRole("tab").all()) expect(await height(tab)).toBeGreaterThanOrEqual(44);
          for (const link of await page.getByRole("navigation", { name: "Workspace" }).getByRole("link").all()) {
            expect(await height(link)).toBeGreaterThanOrEqual(44);
          }
        }
        await expectNoHorizontalOverflow(page, path);
      }
      await page.goto("/restaurant-dashboard");
      await page.getByRole("tab", { name: "Settings" }).click();
      await expect(page.getByLabel("Kitchen capacity")).toBeVisible();
      await expectNoHorizontalOverflow(page, "/restaurant-dashboard (Settings)");
    });
  });

  test("host-stand table names fit their tiles on a desktop", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, "restaurant_staff");
    await page.goto("/table-reservations");
    await expect(page.getByRole("heading", { level: 1, name: "Table Reservations" })).toBeVisible();
    await expectTableNamesOnOneLine(page);
  });
});
