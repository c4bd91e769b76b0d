import type { APIRequestContext, Page } from "@playwright/test";
import { expect as baseExpect, expectNoSeriousA11yViolations, signInAs, test } from "./fixtures";

// Screens are lazy chunks; on a busy machine the first paint can take longer than the 5 s default.
const expect = baseExpect.configure({ timeout: 10_000 });
const suffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A Bellini lead sent a quote by the owner (signed in on `page`): returns its id and the client's link. */
async function quotedLead(page: Page, company: string) {
  const bellini = (await (await page.request.get("/api/restaurants/trattoria-bellini")).json()) as { id: string };
  const created = await page.request.post("/api/catering/request", {
    data: {
      orderType: "company", companyName: company, contactPerson: "Lena Holm", email: `lena-${suffix()}@example.com`, phone: "+45 12 34 56 78",
      deliveryAddress: "Vesterbrogade 10, 1620 Copenhagen", eventDate: "2031-07-15", eventTime: "12:30", headcount: 30, serviceType: "buffet",
      budgetRange: "2500-5000", restaurantId: bellini.id,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const board = (await (await page.request.get(`/api/catering/crm/leads?q=${encodeURIComponent(company)}`)).json()) as { columns: { leads: { id: string }[] }[] };
  const leadId = board.columns.flatMap((c) => c.leads)[0]!.id;
  const draft = await page.request.put(`/api/catering/crm/leads/${leadId}/quote`, {
    data: {
      serviceType: "buffet",
      lines: [{ kind: "package", description: "Nordic buffet", quantity: 30, unitPriceCents: 4_000 }],
      deposits: [{ kind: "percent", ppm: 250_000, dueAt: new Date(Date.now() + 7 * 86_400_000).toISOString() }],
    },
  });
  expect(draft.status(), await draft.text()).toBe(200);
  const versionId = ((await draft.json()) as { versions: { id: string }[] }).versions[0]!.id;
  const sent = await page.request.post(`/api/catering/crm/leads/${leadId}/quote/send`, { data: { versionId } });
  expect(sent.status(), await sent.text()).toBe(200);
  return { leadId, clientPath: ((await sent.json()) as { clientPath: string }).clientPath };
}

async function moveTo(request: APIRequestContext, leadId: string, to: string) {
  const lead = (await (await request.get(`/api/catering/crm/leads/${leadId}`)).json()) as { version: number };
  const res = await request.post(`/api/catering/crm/leads/${leadId}/stage`, { data: { to, version: lead.version } });
  expect(res.status(), await res.text()).toBe(200);
}

async function payWithCard(p: Page, label: string) {
  await p.getByTestId("input-card-number").fill("4242 4242 4242 4242");
  await p.getByTestId("select-exp-month").selectOption("12");
  await p.getByTestId("select-exp-year").selectOption(String(new Date().getFullYear() + 2));
  await p.getByTestId("input-cvc").fill("123");
  await p.getByRole("button", { name: label }).click();
}

test.describe("catering operations", () => {
  test("the board shows the seeded pending reconfirmation and balance due; the team closes the reconfirmation task", async ({ page }) => {
    await signInAs(page, "restaurant_owner");
    await page.goto("/catering-crm");
    await page.getByLabel("Search").fill("Margie");
    await expect(page.getByRole("region", { name: /^Delivered/ }).getByTestId("badge-balance-due")).toContainText("Balance due $");
    await page.getByLabel("Search").fill("Blue Yonder");
    const confirmed = page.getByRole("region", { name: /^Confirmed/ });
    await expect(confirmed.getByTestId("badge-reconfirm")).toHaveText("Reconfirmation pending");
    await confirmed.getByRole("button", { name: /^Blue Yonder Airlines/ }).click();
    const drawer = page.getByTestId("lead-drawer");
    await expect(drawer.getByTestId("lead-tasks")).toContainText("Reconfirm the event.");
    await page.setViewportSize({ width: 360, height: 740 });
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: "test-results/catering-ops-task-mobile.png", fullPage: true });
    await drawer.getByRole("button", { name: "Mark confirmed" }).click();
    await expect(drawer.getByTestId("lead-tasks")).toHaveCount(0);
    await expect(drawer.getByTestId("lead-timeline")).toContainText("Event reconfirmed");
  });

  test("after delivery the client pays the balance on the checkout; a client cancels another quote for free after reading the policy", async ({ page, browser, baseURL }) => {
    await signInAs(page, "restaurant_owner");
    const { leadId, clientPath } = await quotedLead(page, `Balance Journey ${suffix()}`);
    const client = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
    const cp = await client.newPage();
    await cp.goto(clientPath);
    await expect(cp.getByTestId("text-cancellation-policy")).toContainText("25 % of the taxed total");
    await cp.getByRole("textbox", { name: /Your full name/ }).fill("Lena Holm");
    await cp.getByRole("button", { name: "Accept quote" }).click();
    await cp.getByRole("link", { name: "Pay the deposit" }).click();
    await payWithCard(cp, "Pay $326.62");
    await expect(cp.getByText("Your booking is confirmed. The balance is due after delivery.")).toBeVisible();

    // The team delivers the event: the balance (taxed total − deposit) is due on the same checkout link.
    await moveTo(page.request, leadId, "in_progress");
    await moveTo(page.request, leadId, "delivered");
    await cp.reload();
    await expect(cp.getByTestId("text-balance-due")).toHaveText("Balance due: $979.88");
    await expectNoSeriousA11yViolations(cp);
    await payWithCard(cp, "Pay $979.88");
    await expect(cp.getByTestId("text-balance-paid")).toContainText("Balance paid: $979.88");
    await cp.screenshot({ path: "test-results/catering-balance-mobile.png", fullPage: true });

    // Another quote, cancelled by its client before accepting: free, with a reason.
    const other = await quotedLead(page, `Cancel Journey ${suffix()}`);
    await cp.goto(other.clientPath);
    await cp.getByRole("button", { name: "Cancel this event…" }).click();
    await expect(cp.getByTestId("text-cancellation-fee")).toHaveText("Cancelling now is free.");
    await cp.getByRole("textbox", { name: /Why do you cancel/ }).fill("The team offsite moved online");
    await expectNoSeriousA11yViolations(cp);
    await cp.getByRole("button", { name: "Cancel for free" }).click();
    await expect(cp.getByTestId("text-cancelled")).toHaveText("This event is cancelled free of charge.");
    await client.close();
    const lead = (await (await page.request.get(`/api/catering/crm/leads/${other.leadId}`)).json()) as { stage: string; stageReason: string };
    expect(lead).toMatchObject({ stage: "cancelled", stageReason: "Cancelled by the client: The team offsite moved online" });
  });

  test("a deposit paid with the card kept on file: after the owner marks Delivered, the job captures the balance and the client's page shows it paid", async ({ page, browser, baseURL }) => {
    await signInAs(page, "restaurant_owner");
    const { leadId, clientPath } = await quotedLead(page, `Autopay Journey ${suffix()}`);
    const client = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
    const cp = await client.newPage();
    await cp.goto(clientPath);
    await cp.getByRole("textbox", { name: /Your full name/ }).fill("Lena Holm");
    await cp.getByRole("button", { name: "Accept quote" }).click();
    await cp.getByRole("link", { name: "Pay the deposit" }).click();
    const consent = cp.getByRole("checkbox", { name: "Keep this card on file to pay the balance after delivery" });
    await expect(consent).not.toBeChecked();
    await consent.check();
    await expectNoSeriousA11yViolations(cp);
    expect(await cp.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await cp.screenshot({ path: "test-results/catering-card-on-file-consent-mobile.png", fullPage: true });
    await payWithCard(cp, "Pay $326.62");
    await expect(cp.getByTestId("text-booking-confirmed")).toHaveText(
      "Your booking is confirmed. The balance will be charged to your card on file (visa •••• 4242) after delivery; we email you a receipt.",
    );

    // The team delivers: the move queues catering-balance-capture, which the server's job worker runs within a poll.
    await moveTo(page.request, leadId, "in_progress");
    await moveTo(page.request, leadId, "delivered");
    await expect(async () => {
      await cp.reload();
      await expect(cp.getByTestId("text-balance-paid")).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(cp.getByTestId("text-balance-paid")).toHaveText(
      "Balance paid: $979.88 (visa •••• 4242, charged automatically to your card on file). Thank you — nothing more is due.",
    );
    await expect(cp.getByRole("button", { name: /^Pay/ })).toHaveCount(0);
    await cp.screenshot({ path: "test-results/catering-autopay-mobile.png", fullPage: true });
    await client.close();

    // The lead page shows the card on file and the balance captured automatically.
    await page.goto(`/catering-crm?lead=${leadId}`);
    const drawer = page.getByTestId("lead-drawer");
    await expect(drawer.getByTestId("lead-balance-paid")).toContainText("Balance paid: $979.88, visa •••• 4242, captured automatically");
    await expect(drawer.getByTestId("lead-timeline")).toContainText("Balance captured automatically");
  });
});
