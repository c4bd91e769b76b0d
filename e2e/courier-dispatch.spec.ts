import type { Browser } from "@playwright/test";
import { approvedCourier } from "./courier-steps";
import { expect as baseExpect, seriousA11yViolations, signInAs, test, WCAG22_AA_TAGS } from "./fixtures";
import { placeBelliniOrderViaApi } from "./ordering-steps";
import { smallTapTargets } from "./tap-targets";

// The award runs when the 30-second bid window closes (a queued job, polled every 2 s): the slack covers it.
const expect = baseExpect.configure({ timeout: 20_000 });
const PHONE = { width: 360, height: 740 };
/** Two new couriers (the demo courier Sam is on his seeded batch) ride near Trattoria Bellini (112 Mulberry St); the customer lives at 1 Centre St. */
const NEAR_BELLINI = { latitude: 40.7205, longitude: -73.996 };
const FARTHER = { latitude: 40.733, longitude: -73.99 };
const HOME = { line1: "1 Centre St", city: "New York", postalCode: "10007", country: "US", lat: 40.7127, lng: -74.0042 };

/** A phone-sized context that shares the given position when asked. */
const courierContext = (browser: Browser, baseURL: string | undefined, at: { latitude: number; longitude: number }) =>
  browser.newContext({ baseURL, viewport: PHONE, geolocation: at, permissions: ["geolocation"] });

test.describe("courier dispatch", () => {
  const TIP = 250;
  test("an order is accepted, two couriers bid live, the better score wins and sees why, picks up, delivers with the code, and earns fee − 8 % + tip", async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    const customerCtx = await browser.newContext({ baseURL });
    const ownerCtx = await browser.newContext({ baseURL });
    const adminCtx = await browser.newContext({ baseURL });
    const remyCtx = await courierContext(browser, baseURL, NEAR_BELLINI);
    const kaiCtx = await courierContext(browser, baseURL, FARTHER);
    try {
      const [customer, owner, admin, remy, kai] = await Promise.all([customerCtx, ownerCtx, adminCtx, remyCtx, kaiCtx].map((c) => c.newPage()));
      await signInAs(customer!, "customer");
      await signInAs(owner!, "restaurant_owner");
      await signInAs(admin!, "super_admin");
      await approvedCourier(remyCtx, adminCtx.request, "Remy");
      await approvedCourier(kaiCtx, adminCtx.request, "Kai");

      // Both couriers go online from their dashboards (the phone shares its position).
      for (const page of [remy!, kai!]) {
        await page.goto("/courier-dashboard");
        await expect(page.getByTestId("switch-online")).toBeVisible();
        if ((await page.getByTestId("switch-online").getAttribute("aria-checked")) !== "true") await page.getByTestId("switch-online").click();
        await expect(page.getByTestId("switch-online")).toHaveAttribute("aria-checked", "true");
      }

      // The customer orders; the restaurant accepts; the job reaches both boards live.
      type Board = { jobs: Array<{ id: string; restaurantName: string; band: { floorCents: number; capCents: number } }> };
      const boardJobs = async () => ((await (await remyCtx.request.get("/api/dispatch/board")).json()) as Board).jobs;
      const before = new Set((await boardJobs()).map((j) => j.id));
      const { order } = await placeBelliniOrderViaApi(customerCtx.request, { dishes: [["Margherita DOP", 1]], fulfilment: "delivery", address: HOME, tipCents: TIP });
      const accepted = await ownerCtx.request.post(`/api/restaurant/orders/${order.id}/transition`, { data: { to: "accepted" } });
      expect(accepted.ok(), await accepted.text()).toBeTruthy();
      const job = (await boardJobs()).find((j) => j.restaurantName === "Trattoria Bellini" && !before.has(j.id))!;
      expect(job).toBeTruthy();
      const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
      for (const page of [remy!, kai!]) await expect(page.getByTestId(`card-job-${job.id}`)).toContainText(`${money(job.band.floorCents)} – ${money(job.band.capCents)}`);
      await expect(remy!.getByTestId(`card-job-${job.id}`)).toContainText(/left to bid/);

      // Outside the band: the server's message under the field. Then Remy bids the floor, Kai the cap.
      await remy!.getByTestId(`input-bid-${job.id}`).fill(((job.band.capCents + 100) / 100).toFixed(2));
      await remy!.getByTestId(`button-bid-${job.id}`).click();
      await expect(remy!.getByRole("alert")).toHaveText(`Bid between ${money(job.band.floorCents)} and ${money(job.band.capCents)}`);
      await remy!.getByTestId(`input-bid-${job.id}`).fill((job.band.floorCents / 100).toFixed(2));
      await remy!.getByTestId(`button-bid-${job.id}`).click();
      await expect(remy!.getByTestId(`bid-${job.id}`)).toContainText(money(job.band.floorCents));
      await kai!.getByTestId(`input-bid-${job.id}`).fill((job.band.capCents / 100).toFixed(2));
      await kai!.getByTestId(`button-bid-${job.id}`).click();
      await expect(kai!.getByTestId(`bid-${job.id}`)).toContainText(money(job.band.capCents));
      // Each sees only their own bid.
      await expect(kai!.getByTestId(`bid-${job.id}`)).not.toContainText(money(job.band.floorCents));

      // The window closes; the award arrives live: Remy won and Kai is told why.
      await expect(remy!.getByTestId("card-active-run")).toBeVisible({ timeout: 60_000 });
      await expect(remy!.getByTestId("text-run-explanation")).toHaveText(new RegExp(`^You won: fee \\${money(job.band.floorCents)}, pickup in \\d+ min, score 0\\.\\d\\d$`));
      await expect(kai!.getByTestId(`text-bid-explanation-${job.id}`)).toHaveText(
        new RegExp(`^Won by Remy: fee \\${money(job.band.floorCents)}, pickup in \\d+ min, score 0\\.\\d\\d vs your 0\\.\\d\\d$`),
        { timeout: 30_000 },
      );
      expect(await remy!.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      expect(await smallTapTargets(remy!)).toEqual([]);
      expect(await seriousA11yViolations(remy!, { tags: WCAG22_AA_TAGS })).toEqual([]);
      await remy!.screenshot({ path: test.info().outputPath("courier-run.png"), fullPage: true });

      // The kitchen finishes; Remy picks up; the customer sees it out for delivery, with their code.
      for (const to of ["preparing", "ready"]) {
        const moved = await ownerCtx.request.post(`/api/restaurant/orders/${order.id}/transition`, { data: { to } });
        expect(moved.ok(), await moved.text()).toBeTruthy();
      }
      await customer!.goto(`/order-tracking/${order.id}`);
      await remy!.getByTestId("button-picked-up").click();
      await expect(customer!.getByTestId("timeline-step-out_for_delivery")).toHaveAttribute("aria-current", "step");
      const code = (await customer!.getByTestId("text-handover-code").locator(".font-mono").textContent())!.trim();
      expect(code).toMatch(/^\d{4}$/);

      // A wrong code is refused; the right one delivers.
      await remy!.getByTestId("input-handover-code").fill(code === "0000" ? "1111" : "0000");
      await remy!.getByTestId("button-delivered").click();
      await expect(remy!.getByRole("alert")).toHaveText("That code does not match");
      await remy!.getByTestId("input-handover-code").fill(code);
      await remy!.getByTestId("button-delivered").click();
      await expect(customer!.getByTestId("timeline-step-delivered")).toHaveAttribute("aria-current", "step");

      // Earnings: fee − 8 % commission + the whole tip, per delivery.
      const fee = job.band.floorCents;
      const commission = Math.round((fee * 8) / 100);
      const line = remy!.getByTestId(`earning-${job.id}`);
      await expect(line).toContainText(money(fee));
      await expect(line).toContainText(`commission ${money(commission)} + tip ${money(TIP)}`);
      await expect(line).toContainText(money(fee - commission + TIP));
      await remy!.screenshot({ path: test.info().outputPath("courier-earnings.png"), fullPage: true });
    } finally {
      await Promise.all([customerCtx, ownerCtx, adminCtx, remyCtx, kaiCtx].map((c) => c.close()));
    }
  });
});
