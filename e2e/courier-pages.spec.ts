import { expect, seriousA11yViolations, signInAs, test, WCAG22_AA_TAGS } from "./fixtures";
import { smallTapTargets } from "./tap-targets";

const PHONE = { width: 360, height: 740 };

test.describe("courier pages", () => {
  test("/courier-profiles: a restaurant reads the couriers' cards; a courier edits their own bio (360 px, axe)", async ({ browser, baseURL }) => {
    const ownerCtx = await browser.newContext({ baseURL, viewport: PHONE });
    const samCtx = await browser.newContext({ baseURL, viewport: PHONE });
    try {
      const [owner, sam] = await Promise.all([ownerCtx.newPage(), samCtx.newPage()]);
      await signInAs(owner, "restaurant_owner");
      await owner.goto("/courier-profiles");
      const cards = owner.getByRole("list", { name: "Couriers" }).getByRole("listitem");
      await expect(cards.filter({ hasText: "Lena" })).toContainText("Bike");
      await expect(cards.filter({ hasText: "Sam" }).getByTestId("text-profile-deliveries")).not.toHaveText("0");
      expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      expect(await seriousA11yViolations(owner, { tags: WCAG22_AA_TAGS })).toEqual([]);

      await signInAs(sam, "courier");
      await sam.goto("/courier-profiles");
      const bio = `Lower Manhattan regular, ${Date.now()}`;
      await sam.getByTestId("input-courier-bio").fill(bio);
      await sam.getByTestId("button-save-bio").click();
      await expect(sam.getByRole("status")).toHaveText("Saved.");
      await owner.reload();
      await expect(cards.filter({ hasText: "Sam" })).toContainText(bio);
      expect(await smallTapTargets(sam)).toEqual([]);
      expect(await seriousA11yViolations(sam, { tags: WCAG22_AA_TAGS })).toEqual([]);
    } finally {
      await Promise.all([ownerCtx.close(), samCtx.close()]);
    }
  });

  test("/couriers keeps the spec's promises and leads to the application and the demo", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/couriers");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Elite delivery with premium rewards.");
    await expect(page.getByTestId("hero-couriers")).toContainText("Elite delivery, premium rewards, transparent earnings, a regulated bidding system for deliveries.");
    await expect(page.getByTestId("promise-earnings")).toContainText("Courier commission 8% per successful delivery, weekly payouts");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousA11yViolations(page, { tags: WCAG22_AA_TAGS })).toEqual([]);
    await page.getByTestId("link-couriers-demo").click();
    await expect(page).toHaveURL("/demo/courier/dashboard");
  });

  test("/demo/courier/dashboard runs a delivery on sample data and sends nothing (360 px, axe)", async ({ page }) => {
    await page.setViewportSize(PHONE);
    const writes: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/dispatch") || (r.method() !== "GET" && r.url().includes("/api/"))) writes.push(`${r.method()} ${r.url()}`);
    });
    await page.goto("/demo/courier/dashboard");
    const job = page.getByTestId("card-job-demo-job-1");
    await page.getByTestId("input-bid-demo-job-1").fill("5.00");
    await job.getByRole("button", { name: "Bid" }).click();
    await expect(page.getByTestId("text-run-explanation")).toHaveText("You won: fee $5.00, pickup in 1 min, score 0.91");
    await page.getByTestId("button-picked-up").click();
    await page.getByTestId("input-handover-code").fill("1234");
    await page.getByTestId("button-delivered").click();
    await expect(page.getByTestId("earning-demo-job-1")).toContainText("$7.60");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await smallTapTargets(page)).toEqual([]);
    expect(await seriousA11yViolations(page, { tags: WCAG22_AA_TAGS })).toEqual([]);
    await page.screenshot({ path: test.info().outputPath("courier-demo.png"), fullPage: true });
    expect(writes).toEqual([]);
  });
});
