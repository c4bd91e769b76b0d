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
