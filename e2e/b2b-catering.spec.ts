import { expect as baseExpect, expectNoSeriousA11yViolations, signInAs, test } from "./fixtures";

// Screens are lazy chunks; on a busy machine the first paint can take longer than the 5 s default.
const expect = baseExpect.configure({ timeout: 10_000 });

test.describe("B2B catering accounts (/b2b-catering-crm)", () => {
  test("a B2B employee orders with a PO number and cost centre; the month's invoice lists it; last month's invoice downloads as a PDF", async ({ page }) => {
    const po = `PO-E2E-${Date.now().toString(36).toUpperCase()}`;
    await signInAs(page, "enterprise_client");
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/b2b-catering-crm");
    await expect(page.getByRole("heading", { level: 1, name: "B2B Catering CRM" })).toBeVisible();
    await expect(page.getByTestId("text-company-name")).toHaveText("Northwind A/S");
    await expect(page.getByTestId("chart-month-spend")).toContainText("of $5,000.00 this month");
    await expectNoSeriousA11yViolations(page);

    const form = page.getByRole("form", { name: "Place order" });
    await form.getByRole("combobox", { name: "Restaurant" }).selectOption({ label: "Trattoria Bellini" });
    await form.getByRole("spinbutton").nth(1).fill("6"); // the first dish (the headcount is the first number)
    await form.getByRole("textbox", { name: "Cost centre" }).fill("CC-E2E");
    // The company requires a PO number: the server says so on the field.
    await form.getByRole("button", { name: "Place order" }).click();
    await expect(form.getByText("PO number is required")).toBeVisible();
    await expect(form.getByRole("textbox", { name: "PO number" })).toHaveAttribute("aria-invalid", "true");
    await form.getByRole("textbox", { name: "PO number" }).fill(po);
    await form.getByRole("button", { name: "Place order" }).click();
    await expect(page.getByTestId("list-orders")).toContainText(`PO ${po}`);

    await page.getByRole("tab", { name: "Invoices" }).click();
    const current = page.getByTestId("invoice-current");
    await expect(current).toContainText(`PO ${po}`);
    await expect(current).toContainText("CC-E2E: 1 order(s)");
    const issued = page.getByTestId("list-invoices").getByRole("listitem").first();
    await expect(issued).toContainText(/INV-\d{6}/);
    await expectNoSeriousA11yViolations(page);
    const href = await page.getByRole("link", { name: /Download PDF of invoice INV-/ }).first().getAttribute("href");
    const pdf = await page.request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");

    // The order is a lead on the catering board, carrying the PO number.
    await signInAs(page, "restaurant_owner");
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/catering-crm");
    await page.getByLabel("Search").fill("Team lunch");
    await expect(page.getByRole("region", { name: /^New/ }).getByRole("button", { name: /Team lunch/ }).first()).toBeVisible();
  });
});

test("an executive opens a company account: a CVR with a wrong check digit is refused on its field, a valid one opens it", async ({ page }) => {
  const expect = baseExpect.configure({ timeout: 10_000 });
  await signInAs(page, "ceo");
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/b2b-catering-crm");
  await expect(page.getByRole("combobox", { name: "Company" })).toHaveValue(/.+/);
  await expect(page.getByTestId("text-company-name")).toBeVisible();
  await page.getByText("Open a company account").click();
  const form = page.getByRole("form", { name: "Open a company account" });
  const name = `Fabrikam ${Date.now().toString(36)}`;
  await form.getByRole("textbox", { name: "Company name" }).fill(name);
  await form.getByRole("textbox", { name: /CVR or EU VAT number/ }).fill("12345675");
  await form.getByRole("textbox", { name: "Street address" }).fill("Bredgade 30");
  await form.getByRole("textbox", { name: "Postal code" }).fill("1260");
  await form.getByRole("textbox", { name: "City" }).fill("København K");
  await form.getByRole("textbox", { name: /First admin/ }).fill(`admin-${Date.now()}@example.com`);
  await form.getByRole("button", { name: "Open account" }).click();
  await expect(form.getByText("This CVR number's check digit is wrong")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await form.getByRole("textbox", { name: /CVR or EU VAT number/ }).fill(`DE${String(Date.now()).slice(-9)}`);
  await form.getByRole("button", { name: "Open account" }).click();
  await expect(form.getByRole("status")).toContainText(`${name} is open`);
  await expect(page.getByTestId("text-company-name")).toHaveText(name);
});
