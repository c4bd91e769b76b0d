import { SANDBOX_CARDS } from "@tavola/contracts";
import type { Page } from "@playwright/test";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import QRCode from "qrcode";
import config, { e2eServerURL } from "../playwright.config";
import { writeQrY4m } from "./fake-camera";
import { expect as baseExpect, expectNoSeriousA11yViolations, signInAs, test } from "./fixtures";

// Lazy screens, 5-second polls and two browsers on a busy 2-core machine: give each wait some slack.
const expect = baseExpect.configure({ timeout: 20_000 });
const EXP_YEAR = String(new Date().getFullYear() + 2);

/**
 * The camera is Chromium's fake device playing a Y4M clip of the demo table's QR code (written before the
 * browser opens the camera), so the page's own scanner — getUserMedia, canvas, jsQR — does the reading.
 */
const FAKE_VIDEO = path.join(tmpdir(), `tavola-dine-in-camera-${process.pid}.y4m`);
const baseArgs = config.projects?.[0]?.use?.launchOptions?.args ?? [];
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [...baseArgs, "--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream", `--use-file-for-fake-video-capture=${FAKE_VIDEO}`],
  },
  permissions: ["camera"],
});

type DemoTable = { qrToken: string; tableNumber: number; restaurantName: string };
let demo: DemoTable;

test.beforeAll(async ({ playwright }, workerInfo) => {
  const baseURL = e2eServerURL(workerInfo.parallelIndex);
  const api = await playwright.request.newContext({ baseURL });
  const res = await api.get("/api/dine-in/demo-table");
  baseExpect(res.ok(), await res.text()).toBeTruthy();
  demo = (await res.json()) as DemoTable;
  await api.dispose();
  writeQrY4m(FAKE_VIDEO, `${baseURL}/checkin?t=${demo.qrToken}`);
});

test.afterAll(() => rmSync(FAKE_VIDEO, { force: true }));

const welcomeOf = (page: Page) => page.getByRole("region", { name: `Welcome to ${demo.restaurantName}!` });
/** The sticky bar under the menu: Send to kitchen, Call Server, Check Out. */
const actionsOf = (page: Page) => page.getByRole("region", { name: "Table actions" });

async function payShare(page: Page) {
  const bill = page.getByTestId("card-bill");
  await bill.getByText("Split evenly").click();
  await expect(bill.getByLabel("Number of ways")).toHaveValue("2");
  await expect(bill.getByRole("list", { name: "Each share" }).getByRole("listitem")).toHaveCount(2);
  await bill.getByText("No tip").click();
  await bill.getByTestId("input-card-number").fill(SANDBOX_CARDS.visaSuccess);
  await bill.getByTestId("select-exp-month").selectOption("12");
  await bill.getByTestId("select-exp-year").selectOption(EXP_YEAR);
  await bill.getByTestId("input-cvc").fill("123");
  await bill.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(page.getByRole("region", { name: "Payment received" })).toBeVisible();
}

test.describe("dine-in", () => {
  test("a table checks in by scanning its QR code, orders, calls the server and splits the bill two ways", async ({ page, browser }) => {
    test.setTimeout(180_000);

    await test.step("the camera reads the table's QR code and checks in", async () => {
      await page.goto("/checkin");
      await expect(page.getByRole("heading", { level: 1, name: "Dine-In Check-In" })).toBeVisible();
      await page.getByRole("button", { name: "Start camera" }).click();
      const welcome = welcomeOf(page);
      await expect(welcome).toBeVisible();
      await expect(welcome.getByTestId("text-table-table")).toHaveText(`Table ${demo.tableNumber}`);
      await expect(welcome.getByTestId("text-table-restaurant")).toHaveText(demo.restaurantName);
      for (const field of ["address", "section", "capacity", "server"]) await expect(welcome.getByTestId(`text-table-${field}`)).not.toBeEmpty();
      // The scanner is gone (its camera stopped) once the code was read.
      await expect(page.getByTestId("video-camera")).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    });

    await test.step("a reload keeps the table", async () => {
      await page.reload();
      await expect(welcomeOf(page)).toBeVisible();
    });

    await test.step("the guest orders to the table from View Menu", async () => {
      await welcomeOf(page).getByRole("button", { name: "View Menu" }).click();
      await page.getByRole("tab", { name: "Main Courses" }).click();
      const add = page.getByRole("tabpanel").getByRole("button", { name: "Add Margherita DOP" });
      await add.click();
      await add.click();
      await page.getByRole("tab", { name: "Desserts" }).click();
      await page.getByRole("tabpanel").getByRole("button", { name: "Add Tiramisù" }).click();
      await page.getByRole("button", { name: "Send to kitchen" }).click();
      await expect(page.getByTestId("status-order-sent")).toContainText("sent to the kitchen");
      const orders = page.getByTestId("section-table-orders");
      await expect(orders.getByRole("listitem").filter({ hasText: "Margherita DOP" }).first()).toBeVisible();
    });

    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await test.step("Call Server reaches the staff's dashboard live", async () => {
      await signInAs(staff, "restaurant_staff");
      await staff.goto("/restaurant-dashboard");
      await expect(staff.getByRole("heading", { level: 2, name: "Table calls" })).toBeVisible();
      await expect(staff.getByTestId("status-live")).toHaveAttribute("data-state", "live");
      // The table's order is on the kitchen's queue, marked with its table.
      await expect(staff.getByTestId("text-order-table").filter({ hasText: `Table ${demo.tableNumber}` }).first()).toBeVisible();

      await actionsOf(page).getByRole("button", { name: "Call Server" }).click();
      await expect(page.getByTestId("status-service-call")).toHaveText("Your server is on the way");
      await expect(actionsOf(page).getByRole("button", { name: "Call Server" })).toBeDisabled();

      const call = staff.getByTestId(`table-call-${demo.tableNumber}`);
      await expect(call).toBeVisible();
      await expect(staff.getByTestId("announcement-table-calls")).toHaveText(`Table ${demo.tableNumber} is calling for a server`);
      await call.getByRole("button", { name: `Acknowledge table ${demo.tableNumber}` }).click();
      await expect(call).toHaveAttribute("data-status", "acknowledged");
      await call.getByRole("button", { name: `Resolve table ${demo.tableNumber}` }).click();
      await expect(call).toHaveCount(0);
      // The guest's phone polls: the call is over, so Call Server is offered again.
      await expect(actionsOf(page).getByRole("button", { name: "Call Server" })).toBeEnabled();
    });

    await test.step("the kitchen serves the order and the guest's phone shows it", async () => {
      const guestOrder = page.getByTestId("section-table-orders").getByRole("listitem").filter({ hasText: "Margherita DOP" }).first();
      const reference = ((await guestOrder.getAttribute("data-testid")) ?? "").replace("card-table-order-", "");
      baseExpect(reference).not.toBe("");
      const ticket = staff.getByTestId(`card-order-${reference}`);
      await expect(ticket.getByTestId("text-order-table")).toHaveText(`Table ${demo.tableNumber}`);
      await ticket.getByRole("button", { name: "Accept" }).click();
      await staff.getByTestId("button-confirm-accept").click();
      await ticket.getByRole("button", { name: "Start preparing" }).click();
      await ticket.getByRole("button", { name: "Mark ready" }).click();
      await ticket.getByRole("button", { name: "Served" }).click();
      await expect(staff.getByText(`${reference} served`).first()).toBeVisible();
      await expect(guestOrder.getByTestId("badge-order-status")).toHaveText(/served/i);
    });
    await staffContext.close();

    const guest2Context = await browser.newContext();
    const guest2 = await guest2Context.newPage();
    await test.step("a second phone joins the same table", async () => {
      await guest2.goto("/checkin");
      await guest2.getByRole("button", { name: "Simulate QR Scan" }).click();
      await expect(welcomeOf(guest2).getByTestId("text-table-table")).toHaveText(`Table ${demo.tableNumber}`);
      await expect(welcomeOf(guest2).getByTestId("text-guest-count")).toHaveText("2 guests at this table");
      await expect(welcomeOf(page).getByTestId("text-guest-count")).toHaveText("2 guests at this table");
    });

    await test.step("both see the same bill and each pays one of two even shares; the table closes", async () => {
      await actionsOf(page).getByRole("button", { name: "Check Out" }).click();
      await actionsOf(guest2).getByRole("button", { name: "Check Out" }).click();
      const total = await page.getByTestId("card-bill").getByTestId("row-total").textContent();
      baseExpect(total).toMatch(/\$\d+\.\d\d/);
      await expect(guest2.getByTestId("card-bill").getByTestId("row-total")).toHaveText(total!);
      await expect(guest2.getByTestId("card-bill").getByRole("table", { name: "The table's bill" })).toContainText("Margherita DOP");
      await expectNoSeriousA11yViolations(guest2);

      await payShare(page);
      await expect(page.getByTestId("text-receipt-remaining")).not.toHaveText("$0.00");
      // The second phone's bill follows (polled), then its share settles the rest.
      await expect(guest2.getByTestId("card-bill").getByTestId("row-paid")).not.toHaveText("$0.00");
      await payShare(guest2);
      await expect(guest2.getByTestId("text-receipt-remaining")).toHaveText("$0.00");
      await expect(guest2.getByRole("region", { name: "Payment received" })).toContainText("your table is closed");

      await guest2.getByRole("button", { name: "Check Out" }).click();
      await expect(guest2.getByRole("tab", { name: "QR Scan" })).toBeVisible();
      // The first phone learns the table closed and can leave too.
      await expect(page.getByRole("region", { name: "The bill is paid" })).toBeVisible();
      await page.getByRole("button", { name: "Check Out" }).click();
      await expect(page.getByRole("tab", { name: "QR Scan" })).toBeVisible();
    });
    await guest2Context.close();
  });

  test("a second phone joins by the table card's code; a third, with the number only, waits until the first lets it in", async ({ page, browser }) => {
    test.setTimeout(120_000);
    // The staff's view of Trattoria Bellini: each table's card code, and which tables are free of guests.
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await signInAs(staff, "restaurant_owner");
    const codes = (await (await staff.request.get("/api/restaurants/trattoria-bellini/table-codes")).json()) as { tableNumber: number; shortCode: string }[];
    const open = (await (await staff.request.get("/api/restaurants/trattoria-bellini/table-sessions")).json()) as { sessions: { id: string; table: { tableNumber: number } }[] };
    const busy = new Set(open.sessions.map((s) => s.table.tableNumber));
    const table = codes.filter((c) => !busy.has(c.tableNumber) && c.tableNumber !== demo.tableNumber).at(-2)!;

    const manualEntry = async (phone: Page, code?: string) => {
      await phone.goto("/checkin?restaurant=trattoria-bellini");
      await phone.getByRole("tab", { name: "Manual Entry" }).click();
      await phone.getByLabel("Table number").fill(String(table.tableNumber));
      if (code) await phone.getByLabel("Table code").fill(code.toLowerCase());
      await phone.getByRole("button", { name: "Check In" }).click();
    };

    await test.step("the first phone checks in with the table number and its card's code", async () => {
      await manualEntry(page, table.shortCode);
      await expect(welcomeOf(page).getByTestId("text-table-table")).toHaveText(`Table ${table.tableNumber}`);
      await expect(welcomeOf(page).getByTestId("text-guest-count")).toHaveText("1 guest at this table");
    });

    const secondContext = await browser.newContext();
    const second = await secondContext.newPage();
    await test.step("the second phone joins at once with the code", async () => {
      await manualEntry(second, table.shortCode);
      await expect(welcomeOf(second).getByTestId("text-guest-count")).toHaveText("2 guests at this table");
    });

    const thirdContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const third = await thirdContext.newPage();
    await test.step("a third phone with the number only waits and sees nothing of the table", async () => {
      await manualEntry(third);
      const waiting = third.getByRole("region", { name: "Waiting to be let in" });
      await expect(waiting).toContainText(`You asked to join table ${table.tableNumber} at Trattoria Bellini`);
      await expect(third.getByRole("button", { name: "View Menu" })).toHaveCount(0);
      await expect(third.getByTestId("card-bill")).toHaveCount(0);
      await expectNoSeriousA11yViolations(third);
    });

    await test.step("the first phone is asked, and lets the third in", async () => {
      const prompt = page.getByRole("region", { name: `Waiting to join table ${table.tableNumber}` });
      await expect(prompt).toContainText("Someone is asking to join your table");
      await expectNoSeriousA11yViolations(page);
      await prompt.getByRole("button", { name: `Let the guest in to table ${table.tableNumber}` }).click();
      await expect(prompt).toBeHidden();
      await expect(welcomeOf(page).getByTestId("text-guest-count")).toHaveText("3 guests at this table");
    });

    await test.step("the third phone opens the table by itself", async () => {
      await expect(welcomeOf(third).getByTestId("text-guest-count")).toHaveText("3 guests at this table");
      await expect(welcomeOf(third).getByRole("button", { name: "View Menu" })).toBeEnabled();
    });

    // Leave the table free for the other journeys (a retry finds it as it was).
    const now = (await (await staff.request.get("/api/restaurants/trattoria-bellini/table-sessions")).json()) as typeof open;
    const session = now.sessions.find((s) => s.table.tableNumber === table.tableNumber)!;
    baseExpect((await staff.request.post(`/api/restaurants/trattoria-bellini/table-sessions/${session.id}/close`)).ok()).toBeTruthy();
    await Promise.all([staffContext.close(), secondContext.close(), thirdContext.close()]);
  });

  test("a guest checks in by QR (Simulate QR Scan) on a phone and orders a dish at the table in 3 taps", async ({ page, browser }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    let taps = 0;
    const tap = async (target: ReturnType<Page["getByRole"]>) => {
      await target.click();
      taps += 1;
    };

    await page.goto("/checkin");
    await tap(page.getByRole("button", { name: "Simulate QR Scan" }));
    await expect(welcomeOf(page)).toBeVisible();

    // The menu is on the first screen, with pictures: no View Menu tap, no scrolling.
    const starters = page.getByRole("tabpanel");
    const firstDish = starters.getByRole("article").first();
    await expect(firstDish).toBeInViewport();
    await expect(firstDish.locator("img")).toHaveJSProperty("complete", true);
    baseExpect(await firstDish.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const dishName = (await firstDish.getByRole("heading", { level: 3 }).textContent())!;

    await tap(firstDish.getByRole("button", { name: `Add ${dishName}` }));
    const send = actionsOf(page).getByRole("button", { name: /Send to kitchen/ });
    await expect(send).toBeInViewport();
    await expect(send).toContainText("1 dish");
    await tap(send);
    await expect(actionsOf(page).getByTestId("status-order-sent")).toContainText("sent to the kitchen");
    await expect(page.getByTestId("section-table-orders").getByRole("listitem").filter({ hasText: dishName }).first()).toBeVisible();
    // Call Server and Check Out stay in reach in the same bar.
    await expect(actionsOf(page).getByRole("button", { name: "Call Server" })).toBeInViewport();
    await expect(actionsOf(page).getByRole("button", { name: "Check Out" })).toBeInViewport();
    await expectNoSeriousA11yViolations(page);
    // The checked-in table fits the phone: no sideways scrolling.
    baseExpect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    baseExpect(taps).toBe(3);
    console.log(`dine-in: QR check-in to a dish sent to the kitchen in ${taps} taps`);

    // Leave the demo table free for a retry of the journeys above.
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await signInAs(staff, "restaurant_owner");
    const now = (await (await staff.request.get("/api/restaurants/trattoria-bellini/table-sessions")).json()) as { sessions: { id: string; table: { tableNumber: number } }[] };
    const session = now.sessions.find((s) => s.table.tableNumber === demo.tableNumber)!;
    baseExpect((await staff.request.post(`/api/restaurants/trattoria-bellini/table-sessions/${session.id}/close`)).ok()).toBeTruthy();
    await staffContext.close();
  });

  test("check-in is accessible and Manual Entry needs a table number", async ({ page }) => {
    await page.goto("/checkin");
    await expect(page.getByRole("tab", { name: "QR Scan" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("tab", { name: "Manual Entry" }).click();
    const checkIn = page.getByRole("button", { name: "Check In" });
    await expect(checkIn).toBeDisabled();
    await page.getByLabel("Table number").fill("   ");
    await expect(checkIn).toBeDisabled();
    await page.getByLabel("Table number").fill("999");
    await checkIn.click();
    await expect(page.getByText(/table 999/i).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("staff print a QR code per table, and a rotated code stops working", async ({ page }) => {
    await signInAs(page, "restaurant_staff");
    const workspace = (await (await page.request.get("/api/restaurant/workspace")).json()) as { restaurant: { id: string } };
    const codesRes = await page.request.get(`/api/restaurants/${workspace.restaurant.id}/table-codes`);
    baseExpect(codesRes.ok()).toBeTruthy();
    const codes = (await codesRes.json()) as { tableId: string; tableNumber: number; checkInPath: string }[];
    baseExpect(codes.length).toBeGreaterThan(1);

    await page.goto("/restaurant-dashboard");
    await page.getByRole("link", { name: "Print table QR codes" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Table QR codes" })).toBeVisible();
    const cards = page.getByRole("list", { name: "Table QR codes" }).getByRole("listitem");
    await expect(cards).toHaveCount(codes.length);
    for (const code of codes) await expect(page.getByRole("img", { name: `QR code for table ${code.tableNumber}`, exact: true })).toBeVisible();
    // Each image is the QR code of this site's absolute check-in link (the same library, drawn the same way).
    const first = codes[0]!;
    const expected = await QRCode.toString(new URL(first.checkInPath, page.url()).toString(), { type: "svg", errorCorrectionLevel: "M", margin: 2 });
    await expect(page.getByTestId(`img-qr-${first.tableNumber}`)).toHaveAttribute("src", `data:image/svg+xml;charset=utf-8,${encodeURIComponent(expected)}`);
    await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Rotate a table other than the demo one; its old printed code no longer checks anyone in.
    const target = codes.find((c) => c.tableNumber !== 4)!;
    const oldToken = new URL(target.checkInPath, "http://x").searchParams.get("t")!;
    await page.getByTestId(`button-rotate-${target.tableNumber}`).click();
    const dialog = page.getByRole("dialog", { name: `Rotate the code for table ${target.tableNumber}?` });
    await dialog.getByRole("button", { name: "Rotate code" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`New code for table ${target.tableNumber}`).first()).toBeVisible();
    const stale = await page.request.post("/api/table-sessions", { data: { qrToken: oldToken } });
    baseExpect(stale.status()).toBe(404);
  });
});
