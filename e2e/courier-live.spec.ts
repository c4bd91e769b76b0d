import { approvedCourier } from "./courier-steps";
import { expect as baseExpect, seriousA11yViolations, signInAs, test, WCAG22_AA_TAGS } from "./fixtures";
import { placeBelliniOrderViaApi } from "./ordering-steps";

// The award runs when the 30-second bid window closes (a queued job, polled every 2 s): the slack covers it.
const expect = baseExpect.configure({ timeout: 20_000 });
const PHONE = { width: 360, height: 740 };
const NEAR_BELLINI = { latitude: 40.7205, longitude: -73.996 };
const HOME = { line1: "1 Centre St", city: "New York", postalCode: "10007", country: "US", lat: 40.7127, lng: -74.0042 };

test.describe("courier live location", () => {
  test("a courier on a run shares positions; the customer's tracking page shows the map markers and the ETA moving, without a reload (360 px, axe)", async ({ browser, baseURL }) => {
    test.setTimeout(150_000);
    const customerCtx = await browser.newContext({ baseURL, viewport: PHONE });
    const ownerCtx = await browser.newContext({ baseURL });
    const adminCtx = await browser.newContext({ baseURL });
    // A new courier: the demo courier Sam is on his seeded batch.
    const tessCtx = await browser.newContext({ baseURL, viewport: PHONE, geolocation: NEAR_BELLINI, permissions: ["geolocation"] });
    try {
      const [customer, owner, admin, tess] = await Promise.all([customerCtx, ownerCtx, adminCtx, tessCtx].map((c) => c.newPage()));
      await signInAs(customer!, "customer");
      await signInAs(owner!, "restaurant_owner");
      await signInAs(admin!, "super_admin");
      await approvedCourier(tessCtx, adminCtx.request, "Tess");
      await tess!.goto("/courier-dashboard");
      if ((await tess!.getByTestId("switch-online").getAttribute("aria-checked")) !== "true") await tess!.getByTestId("switch-online").click();
      await expect(tess!.getByTestId("switch-online")).toHaveAttribute("aria-checked", "true");

      const { order } = await placeBelliniOrderViaApi(customerCtx.request, { dishes: [["Margherita DOP", 1]], fulfilment: "delivery", address: HOME });
      const accepted = await ownerCtx.request.post(`/api/restaurant/orders/${order.id}/transition`, { data: { to: "accepted" } });
      expect(accepted.ok(), await accepted.text()).toBeTruthy();

      // Before anyone holds the run, the customer reads that a courier is being found.
      await customer!.goto(`/order-tracking/${order.id}`);
      await expect(customer!.getByTestId("text-courier-headline")).toHaveText("Finding a courier");
      // One ETA on the page: the order's own range until a courier is on the way.
      await expect(customer!.getByTestId("text-eta")).toBeVisible();

      type Board = { jobs: Array<{ id: string; restaurantName: string; band: { floorCents: number } }> };
      const job = ((await (await tessCtx.request.get("/api/dispatch/board")).json()) as Board).jobs.find((j) => j.restaurantName === "Trattoria Bellini")!;
      await tess!.getByTestId(`input-bid-${job.id}`).fill((job.band.floorCents / 100).toFixed(2));
      await tess!.getByTestId(`button-bid-${job.id}`).click();
      await expect(tess!.getByTestId("card-active-run")).toBeVisible({ timeout: 60_000 });
      // Tess's phone starts sharing as the run begins.
      await expect(tess!.getByTestId("text-position-sharing")).toContainText("Sharing your location with the customer");

      // Live, no reload: who is coming, the markers, the ETA range and the distance in words.
      await expect(customer!.getByTestId("text-courier-headline")).toHaveText("Tess is on the way to Trattoria Bellini");
      const eta = customer!.getByTestId("text-courier-eta");
      const distance = customer!.getByTestId("text-courier-distance");
      await expect(eta).toHaveText(/^Arriving \d{1,2}:\d{2}.*\d{1,2}:\d{2}/);
      // …then the courier's live range stands in for it.
      await expect(customer!.getByTestId("text-eta")).toHaveCount(0);
      await expect(distance).toHaveText(/^Courier is (\d+\.\d km|\d+ m) away$/);
      for (const kind of ["restaurant", "destination", "courier"]) await expect(customer!.getByTestId(`map-marker-${kind}`)).toBeVisible();
      const firstDistance = await distance.textContent();
      const firstBox = await customer!.getByTestId("map-marker-courier").boundingBox();

      // Tess rides towards 1 Centre St; the phone's next fixes reach the customer's page.
      await tessCtx.setGeolocation({ latitude: 40.7152, longitude: -74.0012 });
      await expect(distance).not.toHaveText(firstDistance!);
      await expect(distance).toHaveText(/^Courier is (0\.\d km|\d+ m) away$/);
      await expect.poll(async () => JSON.stringify(await customer!.getByTestId("map-marker-courier").boundingBox())).not.toBe(JSON.stringify(firstBox));

      expect(await customer!.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      expect(await seriousA11yViolations(customer!, { tags: WCAG22_AA_TAGS })).toEqual([]);
      await customer!.screenshot({ path: test.info().outputPath("tracking-map.png"), fullPage: true });
      await tess!.screenshot({ path: test.info().outputPath("courier-sharing.png"), fullPage: true });

      // Tess's bike breaks down before pickup: she gives the run back with a reason; the customer is told at once.
      await tess!.getByTestId("button-drop-run").click();
      await tess!.getByTestId("select-drop-reason").selectOption("vehicle_problem");
      await tess!.getByTestId("input-drop-note").fill("Flat tyre on Canal St");
      expect(await seriousA11yViolations(tess!, { tags: WCAG22_AA_TAGS })).toEqual([]);
      await tess!.getByTestId("button-confirm-drop").click();
      await expect(tess!.getByTestId("card-active-run")).toBeHidden();
      await expect(customer!.getByTestId("text-courier-headline")).toHaveText("Finding a new courier");
      await expect(customer!.getByTestId("text-eta")).toBeVisible();
      await expect(customer!.getByTestId("map-marker-courier")).toHaveCount(0);
      // The job is back on the board, but never offered to the courier who dropped it.
      await expect(tess!.getByTestId(`card-job-${job.id}`)).toHaveCount(0);
      // The team sends its own driver instead: the job is withdrawn, so no courier of a later test is handed it.
      for (const to of ["preparing", "ready", "out_for_delivery"]) {
        const moved = await ownerCtx.request.post(`/api/restaurant/orders/${order.id}/transition`, { data: { to } });
        expect(moved.ok(), `${to}: ${await moved.text()}`).toBeTruthy();
      }
      // No longer finding a courier — the job was withdrawn — and the customer reads who delivers it now, live.
      await expect(customer!.getByTestId("text-courier-headline")).toHaveText("Trattoria Bellini is delivering your order");
      await expect(customer!.getByTestId("text-restaurant-driver")).toContainText("Your courier couldn't continue, so the restaurant sent its own driver.");
      const tracking = (await (await customerCtx.request.get(`/api/orders/${order.id}/courier`)).json()) as { state: string };
      expect(tracking.state).toBe("restaurant_driver");
    } finally {
      await Promise.all([customerCtx, ownerCtx, adminCtx, tessCtx].map((c) => c.close()));
    }
  });

  test("after pickup the customer's map follows the courier on the way to them: headline, markers, distance shrinking (360 px)", async ({ browser, baseURL }) => {
    test.setTimeout(150_000);
    const customerCtx = await browser.newContext({ baseURL, viewport: PHONE });
    const ownerCtx = await browser.newContext({ baseURL });
    const adminCtx = await browser.newContext({ baseURL });
    const ottoCtx = await browser.newContext({ baseURL, viewport: PHONE, geolocation: NEAR_BELLINI, permissions: ["geolocation"] });
    try {
      const [customer, owner, admin, otto] = await Promise.all([customerCtx, ownerCtx, adminCtx, ottoCtx].map((c) => c.newPage()));
      await signInAs(customer!, "customer");
      await signInAs(owner!, "restaurant_owner");
      await signInAs(admin!, "super_admin");
      await approvedCourier(ottoCtx, adminCtx.request, "Otto");
      await otto!.goto("/courier-dashboard");
      if ((await otto!.getByTestId("switch-online").getAttribute("aria-checked")) !== "true") await otto!.getByTestId("switch-online").click();
      await expect(otto!.getByTestId("switch-online")).toHaveAttribute("aria-checked", "true");

      const { order } = await placeBelliniOrderViaApi(customerCtx.request, { dishes: [["Margherita DOP", 1]], fulfilment: "delivery", address: HOME });
      const accepted = await ownerCtx.request.post(`/api/restaurant/orders/${order.id}/transition`, { data: { to: "accepted" } });
      expect(accepted.ok(), await accepted.text()).toBeTruthy();
      type Board = { jobs: Array<{ id: string; restaurantName: string; band: { floorCents: number } }> };
      const job = ((await (await ottoCtx.request.get("/api/dispatch/board")).json()) as Board).jobs.find((j) => j.restaurantName === "Trattoria Bellini")!;
      await otto!.getByTestId(`input-bid-${job.id}`).fill((job.band.floorCents / 100).toFixed(2));
      await otto!.getByTestId(`button-bid-${job.id}`).click();
      await expect(otto!.getByTestId("card-active-run")).toBeVisible({ timeout: 60_000 });

      // The kitchen finishes, Otto picks up at the door of Trattoria Bellini; the customer's page turns to "to you".
      for (const to of ["preparing", "ready"]) {
        const moved = await ownerCtx.request.post(`/api/restaurant/orders/${order.id}/transition`, { data: { to } });
        expect(moved.ok(), await moved.text()).toBeTruthy();
      }
      await customer!.goto(`/order-tracking/${order.id}`);
      await otto!.getByTestId("button-picked-up").click();
      await expect(customer!.getByTestId("timeline-step-out_for_delivery")).toHaveAttribute("aria-current", "step");
      await expect(customer!.getByTestId("text-courier-headline")).toHaveText("Otto is on the way to you");
      const distance = customer!.getByTestId("text-courier-distance");
      await expect(customer!.getByTestId("text-courier-eta")).toHaveText(/^Arriving \d{1,2}:\d{2}.*\d{1,2}:\d{2}/);
      for (const kind of ["destination", "courier"]) await expect(customer!.getByTestId(`map-marker-${kind}`)).toBeVisible();
      await expect(distance).toHaveText(/^Courier is 1\.\d km away$/); // ~1.1 km from Mulberry St to 1 Centre St
      let box = JSON.stringify(await customer!.getByTestId("map-marker-courier").boundingBox());

      // Otto rides down towards 1 Centre St (~600 m, then ~180 m away): each fix reaches the customer's map, without a reload.
      for (const [fix, near] of [
        [{ latitude: 40.717, longitude: -74.0 }, /^Courier is [4-7]\d0 m away$/],
        [{ latitude: 40.714, longitude: -74.003 }, /^Courier is [12][05]0 m away$/],
      ] as const) {
        await ottoCtx.setGeolocation(fix);
        await expect(distance).toHaveText(near);
        await expect.poll(async () => JSON.stringify(await customer!.getByTestId("map-marker-courier").boundingBox())).not.toBe(box);
        box = JSON.stringify(await customer!.getByTestId("map-marker-courier").boundingBox());
      }
      await expect(customer!.getByTestId("text-courier-headline")).toHaveText("Otto is on the way to you");
      expect(await customer!.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await customer!.screenshot({ path: test.info().outputPath("tracking-to-you.png"), fullPage: true });
    } finally {
      await Promise.all([customerCtx, ownerCtx, adminCtx, ottoCtx].map((c) => c.close()));
    }
  });

  test("the demo customer's order carried by Lena opens on the map with her trail", async ({ page }) => {
    await signInAs(page, "customer");
    const list = (await (await page.request.get("/api/orders?scope=active")).json()) as Array<{ id: string; status: string; restaurant: { name: string } }>;
    const carried = list.find((o) => o.status === "out_for_delivery" && o.restaurant.name === "Sakura House")!;
    expect(carried).toBeTruthy();
    await page.goto(`/order-tracking/${carried.id}`);
    await expect(page.getByTestId("text-courier-headline")).toHaveText("Lena is on the way to you");
    await expect(page.getByTestId("text-courier-distance")).toHaveText(/^Courier is .+ away$/);
    await expect(page.getByTestId("map-marker-courier")).toBeVisible();
  });
});
