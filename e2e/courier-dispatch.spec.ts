import type { APIRequestContext, Browser, BrowserContext } from "@playwright/test";
import { COURIER_TERMS_VERSION } from "@tavola/contracts";
import { expect as baseExpect, seriousA11yViolations, signInAs, test, uniqueEmail, WCAG22_AA_TAGS } from "./fixtures";
import { placeBelliniOrderViaApi } from "./ordering-steps";
import { smallTapTargets } from "./tap-targets";

// The award runs when the 30-second bid window closes (a queued job, polled every 2 s): the slack covers it.
const expect = baseExpect.configure({ timeout: 20_000 });
const PHONE = { width: 360, height: 740 };
/** Both couriers ride near Trattoria Bellini (112 Mulberry St); the customer lives at 1 Centre St. */
const NEAR_BELLINI = { latitude: 40.7205, longitude: -73.996 };
const FARTHER = { latitude: 40.733, longitude: -73.99 };
const HOME = { line1: "1 Centre St", city: "New York", postalCode: "10007", country: "US", lat: 40.7127, lng: -74.0042 };
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

/** A phone-sized context that shares the given position when asked. */
const courierContext = (browser: Browser, baseURL: string | undefined, at: { latitude: number; longitude: number }) =>
  browser.newContext({ baseURL, viewport: PHONE, geolocation: at, permissions: ["geolocation"] });

/** A second approved courier, through the real application and an executive's approval. */
async function approvedCourier(ctx: BrowserContext, admin: APIRequestContext) {
  const api = ctx.request;
  const ok = async (res: Promise<{ ok(): boolean; status(): number; text(): Promise<string> }>) => {
    const r = await res;
    expect(r.ok(), `${r.status()} ${await r.text()}`).toBeTruthy();
    return r as Awaited<typeof res> & { json(): Promise<unknown> };
  };
  await ok(api.post("/api/auth/register", { data: { email: uniqueEmail("courier-kai"), password: "a long courier passphrase 42", firstName: "Kai", lastName: "Moreno" } }));
  await ok(api.put("/api/couriers/application/vehicle", { data: { phone: "+1 212 555 0142", vehicle: "bike", zones: ["Lower Manhattan"] } }));
  for (const kind of ["id", "right_to_work"]) {
    await ok(api.put(`/api/couriers/application/documents/${kind}`, { multipart: { file: { name: `${kind}.pdf`, mimeType: "application/pdf", buffer: PDF } } }));
  }
  await ok(api.put("/api/couriers/application/bank", { data: { accountHolder: "Kai Moreno", routingNumber: "021000021", accountNumber: "000123456789" } }));
  await ok(api.put("/api/couriers/application/terms", { data: { acceptTerms: true, termsVersion: COURIER_TERMS_VERSION } }));
  const submitted = (await (await ok(api.post("/api/couriers/application/submit"))).json()) as { id: string };
  await ok(admin.post(`/api/admin/courier-applications/${submitted.id}/review`, { data: { decision: "approve" } }));
}

test.describe("courier dispatch", () => {
  const TIP = 250;
  test("an order is accepted, two couriers bid live, the better score wins and sees why, picks up, delivers with the code, and earns fee − 8 % + tip", async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    const customerCtx = await browser.newContext({ baseURL });
    const ownerCtx = await browser.newContext({ baseURL });
    const adminCtx = await browser.newContext({ baseURL });
    const samCtx = await courierContext(browser, baseURL, NEAR_BELLINI);
    const kaiCtx = await courierContext(browser, baseURL, FARTHER);
    try {
      const [customer, owner, admin, sam, kai] = await Promise.all([customerCtx, ownerCtx, adminCtx, samCtx, kaiCtx].map((c) => c.newPage()));
      await signInAs(customer!, "customer");
      await signInAs(owner!, "restaurant_owner");
      await signInAs(admin!, "super_admin");
      await signInAs(sam!, "courier");
      await approvedCourier(kaiCtx, adminCtx.request);

      // Both couriers go online from their dashboards (the phone shares its position).
      for (const page of [sam!, kai!]) {
        await page.goto("/courier-dashboard");
        await expect(page.getByTestId("switch-online")).toBeVisible();
        if ((await page.getByTestId("switch-online").getAttribute("aria-checked")) !== "true") await page.getByTestId("switch-online").click();
        await expect(page.getByTestId("switch-online")).toHaveAttribute("aria-checked", "true");
      }

      // The customer orders; the restaurant accepts; the job reaches both boards live.
      type Board = { jobs: Array<{ id: string; restaurantName: string; band: { floorCents: number; capCents: number } }> };
      const boardJobs = async () => ((await (await samCtx.request.get("/api/dispatch/board")).json()) as Board).jobs;
      const before = new Set((await boardJobs()).map((j) => j.id));
      const { order } = await placeBelliniOrderViaApi(customerCtx.request, { dishes: [["Margherita DOP", 1]], fulfilment: "delivery", address: HOME, tipCents: TIP });
      const accepted = await ownerCtx.request.post(`/api/restaurant/orders/${order.id}/transition`, { data: { to: "accepted" } });
      expect(accepted.ok(), await accepted.text()).toBeTruthy();
      const job = (await boardJobs()).find((j) => j.restaurantName === "Trattoria Bellini" && !before.has(j.id))!;
      expect(job).toBeTruthy();
      const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
      for (const page of [sam!, kai!]) await expect(page.getByTestId(`card-job-${job.id}`)).toContainText(`${money(job.band.floorCents)} – ${money(job.band.capCents)}`);
      await expect(sam!.getByTestId(`card-job-${job.id}`)).toContainText(/left to bid/);

      // Outside the band: the server's message under the field. Then Sam bids the floor, Kai the cap.
      await sam!.getByTestId(`input-bid-${job.id}`).fill(((job.band.capCents + 100) / 100).toFixed(2));
      await sam!.getByTestId(`button-bid-${job.id}`).click();
      await expect(sam!.getByRole("alert")).toHaveText(`Bid between ${money(job.band.floorCents)} and ${money(job.band.capCents)}`);
      await sam!.getByTestId(`input-bid-${job.id}`).fill((job.band.floorCents / 100).toFixed(2));
      await sam!.getByTestId(`button-bid-${job.id}`).click();
      await expect(sam!.getByTestId(`bid-${job.id}`)).toContainText(money(job.band.floorCents));
      await kai!.getByTestId(`input-bid-${job.id}`).fill((job.band.capCents / 100).toFixed(2));
      await kai!.getByTestId(`button-bid-${job.id}`).click();
      await expect(kai!.getByTestId(`bid-${job.id}`)).toContainText(money(job.band.capCents));
      // Each sees only their own bid.
      await expect(kai!.getByTestId(`bid-${job.id}`)).not.toContainText(money(job.band.floorCents));

      // The window closes; the award arrives live: Sam won and Kai is told why.
      await expect(sam!.getByTestId("card-active-run")).toBeVisible({ timeout: 60_000 });
      await expect(sam!.getByTestId("text-run-explanation")).toHaveText(new RegExp(`^You won: fee \\${money(job.band.floorCents)}, pickup in \\d+ min, score 0\\.\\d\\d$`));
      await expect(kai!.getByTestId(`text-bid-explanation-${job.id}`)).toHaveText(
        new RegExp(`^Won by Sam: fee \\${money(job.band.floorCents)}, pickup in \\d+ min, score 0\\.\\d\\d vs your 0\\.\\d\\d$`),
        { timeout: 30_000 },
      );
      expect(await sam!.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      expect(await smallTapTargets(sam!)).toEqual([]);
      expect(await seriousA11yViolations(sam!, { tags: WCAG22_AA_TAGS })).toEqual([]);
      await sam!.screenshot({ path: test.info().outputPath("courier-run.png"), fullPage: true });

      // The kitchen finishes; Sam picks up; the customer sees it out for delivery, with their code.
      for (const to of ["preparing", "ready"]) {
        const moved = await ownerCtx.request.post(`/api/restaurant/orders/${order.id}/transition`, { data: { to } });
        expect(moved.ok(), await moved.text()).toBeTruthy();
      }
      await customer!.goto(`/order-tracking/${order.id}`);
      await sam!.getByTestId("button-picked-up").click();
      await expect(customer!.getByTestId("timeline-step-out_for_delivery")).toHaveAttribute("aria-current", "step");
      const code = (await customer!.getByTestId("text-handover-code").locator(".font-mono").textContent())!.trim();
      expect(code).toMatch(/^\d{4}$/);

      // A wrong code is refused; the right one delivers.
      await sam!.getByTestId("input-handover-code").fill(code === "0000" ? "1111" : "0000");
      await sam!.getByTestId("button-delivered").click();
      await expect(sam!.getByRole("alert")).toHaveText("That code does not match");
      await sam!.getByTestId("input-handover-code").fill(code);
      await sam!.getByTestId("button-delivered").click();
      await expect(customer!.getByTestId("timeline-step-delivered")).toHaveAttribute("aria-current", "step");

      // Earnings: fee − 8 % commission + the whole tip, per delivery.
      const fee = job.band.floorCents;
      const commission = Math.round((fee * 8) / 100);
      const line = sam!.getByTestId(`earning-${job.id}`);
      await expect(line).toContainText(money(fee));
      await expect(line).toContainText(`commission ${money(commission)} + tip ${money(TIP)}`);
      await expect(line).toContainText(money(fee - commission + TIP));
      await sam!.screenshot({ path: test.info().outputPath("courier-earnings.png"), fullPage: true });
    } finally {
      await Promise.all([customerCtx, ownerCtx, adminCtx, samCtx, kaiCtx].map((c) => c.close()));
    }
  });
});
