import { expect as baseExpect, expectNoSeriousA11yViolations, signInAs, test } from "./fixtures";

// Screens are lazy chunks; on a busy machine the first paint can take longer than the 5 s default.
const expect = baseExpect.configure({ timeout: 10_000 });
const suffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test.describe("catering quotes (/catering-quotes)", () => {
  test("the owner builds and sends a quote from the lead panel; the client opens the link without an account and accepts it and pays the deposit; the board shows it Confirmed", async ({ page, browser, baseURL }) => {
    const company = `Quote Journey ${suffix()}`;
    const bellini = (await (await page.request.get("/api/restaurants/trattoria-bellini")).json()) as { id: string };
    const created = await page.request.post("/api/catering/request", {
      data: {
        orderType: "company", companyName: company, contactPerson: "Maria Jensen", email: `maria-${suffix()}@example.com`, phone: "+45 12 34 56 78",
        deliveryAddress: "Vesterbrogade 10, 1620 Copenhagen", eventDate: "2031-06-15", eventTime: "12:30", headcount: 40, serviceType: "buffet",
        budgetRange: "2500-5000", restaurantId: bellini.id,
      },
    });
    expect(created.status(), await created.text()).toBe(201);

    await signInAs(page, "restaurant_owner");
    await page.goto("/catering-crm");
    await page.getByLabel("Search").fill(company);
    await page.getByRole("region", { name: /^New/ }).getByRole("button", { name: `${company} · Buffet Setup`, exact: true }).click();
    await page.getByTestId("lead-drawer").getByRole("link", { name: "Build a quote" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Catering Quotes" })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Service type" })).toHaveValue("buffet");
    const menuLine = page.getByRole("group", { name: "Line 1" });
    await menuLine.getByRole("textbox", { name: "Unit price ($)" }).fill("35");
    await menuLine.getByRole("textbox", { name: "Dietary note" }).fill("4 vegetarian");
    // 40 × $35 + 4 × $45 + $120 + $100 = $1,800.00; 8.875 % tax once = $159.75.
    await expect(page.getByTestId("quote-total")).toHaveText("$1,959.75");
    await page.setViewportSize({ width: 360, height: 740 });
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Send to client" }).click();
    const link = page.getByRole("status").getByRole("link");
    await expect(link).toHaveText(/\/catering-quotes\?token=/);
    const clientPath = new URL((await link.textContent())!).pathname + new URL((await link.textContent())!).search;
    await expect(page.getByTestId("quote-versions")).toContainText("v1Sent$1,959.75");

    // The client: a fresh browser, no account.
    const client = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
    const cp = await client.newPage();
    await cp.goto(clientPath);
    await expect(cp.getByRole("heading", { name: "Your catering quote" })).toBeVisible();
    await expect(cp.getByTestId("quote-total")).toHaveText("$1,959.75");
    await expect(cp.getByText("Dietary: 4 vegetarian")).toBeVisible();
    await expect(cp.getByTestId("quote-schedule")).toContainText("Balance, after delivery");
    await expectNoSeriousA11yViolations(cp);
    const pdf = await cp.request.get(await cp.getByRole("link", { name: "Download PDF" }).getAttribute("href") as string);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
    await cp.getByRole("textbox", { name: /Your full name/ }).fill("Maria Jensen");
    await cp.getByRole("button", { name: "Accept quote" }).click();
    await expect(cp.getByRole("status")).toContainText("Accepted by Maria Jensen");
    await expect(cp.getByRole("link", { name: "Pay the deposit" })).toHaveAttribute("href", /^\/catering-checkout\/[0-9a-f-]{36}\?token=/);
    await cp.screenshot({ path: "test-results/catering-quote-client-mobile.png", fullPage: true });

    // The deposit: 25 % of $1,959.75 = $489.93, paid with a sandbox card.
    await cp.getByRole("link", { name: "Pay the deposit" }).click();
    await expect(cp.getByRole("heading", { level: 1, name: "Catering Checkout" })).toBeVisible();
    await expect(cp.getByTestId("text-deposit-due")).toContainText("$489.93");
    await cp.getByTestId("input-card-number").fill("4242 4242 4242 4242");
    await cp.getByTestId("select-exp-month").selectOption("12");
    await cp.getByTestId("select-exp-year").selectOption(String(new Date().getFullYear() + 2));
    await cp.getByTestId("input-cvc").fill("123");
    await expectNoSeriousA11yViolations(cp);
    await cp.getByRole("button", { name: "Pay $489.93" }).click();
    await expect(cp.getByText("Your booking is confirmed. The balance is due after delivery.")).toBeVisible();
    await cp.screenshot({ path: "test-results/catering-checkout-mobile.png", fullPage: true });
    await client.close();

    // The team sees who accepted which version, and the board shows the lead Confirmed.
    await page.reload();
    await expect(page.getByText("Accepted by Maria Jensen (v1).")).toBeVisible();
    await page.screenshot({ path: "test-results/catering-quote-builder-mobile.png", fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/catering-crm");
    await page.getByLabel("Search").fill(company);
    await expect(page.getByRole("region", { name: /^Confirmed/ }).getByTestId("lead-card").filter({ hasText: company })).toBeVisible();
  });
});
