import type { Page } from "@playwright/test";
import { expect as baseExpect, signInAs, test, expectNoSeriousA11yViolations, useTheme } from "./fixtures";

// Screens are lazy chunks; on a busy CI machine the first paint can take longer than the 5 s default.
const expect = baseExpect.configure({ timeout: 10_000 });

const THEMES = ["light", "dark"] as const;

/** Fills every field of the premium form with valid values (the company fields for a company order). */
async function fillPremiumForm(page: Page, { company }: { company: boolean }) {
  const form = page.getByTestId("form-premium-catering");
  if (company) {
    await form.getByTestId("input-company-name").fill("Nordic Foods ApS");
    await form.getByTestId("input-cvr").fill("12345678");
  }
  await form.getByTestId("input-contact-person").fill("Maria Jensen");
  await form.getByTestId("input-email").fill("maria@example.com");
  await form.getByTestId("input-phone").fill("+45 12 34 56 78");
  await form.getByTestId("input-delivery-address").fill("Vesterbrogade 10, 1620 Copenhagen");
  await form.getByTestId("input-event-date").fill("2030-06-15");
  await form.getByTestId("input-event-time").fill("12:30");
  await form.getByTestId("input-headcount").fill("40");
  await form.getByTestId("select-service-type").selectOption({ label: "Buffet Setup" });
  await form.getByTestId("select-budget-range").selectOption({ label: "$2,500-$5,000" });
  await form.getByTestId("input-preferred-cuisine").fill("Mediterranean");
  await form.getByTestId("textarea-dietary-notes").fill("Three vegan guests");
  return form;
}

test.describe("premium catering request (/catering-request)", () => {
  test("shows company fields only for company orders, with the spec's defaults", async ({ page }) => {
    await page.goto("/catering-request");
    for (const title of ["Order Type", "Company or Contact Information", "Event Details", "Preferences & Special Requirements"]) {
      await expect(page.getByRole("heading", { level: 2, name: title, exact: true })).toBeVisible();
    }
    await expect(page.getByTestId("radio-order-type-company")).toBeChecked();
    await expect(page.getByTestId("input-headcount")).toHaveValue("10");
    await expect(page.getByTestId("select-service-type")).toHaveValue("drop-off");
    await expect(page.getByTestId("select-budget-range")).toHaveValue("1000-2500");
    await expect(page.getByTestId("select-service-type").locator("option")).toHaveText([
      "Drop-off Service", "On-site Service", "Buffet Setup", "Plated Service",
    ]);
    await expect(page.getByTestId("select-budget-range").locator("option")).toHaveText([
      "$500-$1,000", "$1,000-$2,500", "$2,500-$5,000", "$5,000-$10,000", "$10,000+",
    ]);
    // The spec's source rendered the contact person twice; it must appear once.
    await expect(page.getByLabel("Contact Person")).toHaveCount(1);

    await expect(page.getByLabel("Company Name")).toBeVisible();
    await expect(page.getByLabel("CVR Number")).toBeVisible();
    await page.getByText("Private", { exact: true }).click();
    await expect(page.getByTestId("radio-order-type-private")).toBeChecked();
    await expect(page.getByLabel("Company Name")).toHaveCount(0);
    await expect(page.getByLabel("CVR Number")).toHaveCount(0);
    await page.getByTestId("radio-order-type-company").check();
    await expect(page.getByLabel("Company Name")).toBeVisible();
  });

  test("shows every validation message and clamps the headcount", async ({ page }) => {
    await page.goto("/catering-request");
    const form = page.getByTestId("form-premium-catering");
    const headcount = form.getByTestId("input-headcount");

    await headcount.fill("3000");
    await expect(headcount).toHaveValue("1000");
    await headcount.fill("3");
    await headcount.blur();
    await expect(headcount).toHaveValue("5");

    // Letters are not a number: the field becomes 0 and validation explains the minimum.
    await headcount.click();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.press("Backspace");
    await headcount.pressSequentially("abc");
    await headcount.blur();
    await expect(headcount).toHaveValue("0");

    let posted = false;
    page.on("request", (r) => {
      if (r.url().endsWith("/api/catering/request")) posted = true;
    });
    await form.getByTestId("button-submit-premium-catering").click();
    for (const message of [
      "Company name is required for company orders",
      "Contact person is required",
      "Valid email is required",
      "Valid phone number is required",
      "Complete delivery address is required",
      "Event date is required",
      "Event time is required",
      "Minimum 5 people for catering",
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(form.getByLabel("Contact Person")).toHaveAttribute("aria-invalid", "true");

    // Too-short values still fail with the same messages.
    await form.getByTestId("input-email").fill("not-an-email");
    await form.getByTestId("input-phone").fill("12345");
    await form.getByTestId("input-delivery-address").fill("Short st");
    await form.getByTestId("button-submit-premium-catering").click();
    await expect(form.getByText("Valid email is required", { exact: true })).toBeVisible();
    await expect(form.getByText("Valid phone number is required", { exact: true })).toBeVisible();
    await expect(form.getByText("Complete delivery address is required", { exact: true })).toBeVisible();

    // Fixing a field clears its message; a private order needs no company name.
    await headcount.fill("25");
    await expect(form.getByText("Minimum 5 people for catering")).toHaveCount(0);
    await form.getByTestId("radio-order-type-private").check();
    await expect(form.getByText("Company name is required for company orders")).toHaveCount(0);
    expect(posted).toBe(false);
  });

  test("submits, shows Processing Request..., then the confirmation; Return to Home goes to /", async ({ page }) => {
    // Hold the request until the pending state has been seen (a fixed delay raced the assertions on a busy machine).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/catering/request", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/catering-request");
    const form = await fillPremiumForm(page, { company: true });
    // A private order must not carry the company fields typed before switching.
    await form.getByTestId("radio-order-type-private").check();

    const request = page.waitForRequest((r) => r.url().endsWith("/api/catering/request") && r.method() === "POST");
    const response = page.waitForResponse((r) => r.url().endsWith("/api/catering/request"));
    await form.getByTestId("button-submit-premium-catering").click();
    const submitButton = form.getByTestId("button-submit-premium-catering");
    await expect(submitButton).toHaveText("Processing Request...");
    await expect(submitButton).toBeDisabled();
    release();

    const body = (await request).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      orderType: "private", contactPerson: "Maria Jensen", email: "maria@example.com", headcount: 40,
      serviceType: "buffet", budgetRange: "2500-5000", eventDate: "2030-06-15", eventTime: "12:30",
      preferredCuisine: "Mediterranean", dietaryNotes: "Three vegan guests",
    });
    expect(body).not.toHaveProperty("companyName");
    expect(body).not.toHaveProperty("cvr");
    expect((await response).status()).toBe(201);

    await expect(page.getByRole("heading", { name: "Request Submitted", exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Request Submitted", exact: true })).toBeFocused();
    await expect(page.getByText("What happens next?")).toBeVisible();
    await expect(page.getByText("A catering specialist calls you within 4 business hours")).toBeVisible();
    await expect(page.getByText("You receive a detailed quote")).toBeVisible();
    await expect(page.getByText("Menu customization and dietary accommodations")).toBeVisible();
    await expect(page.getByText("Final confirmation and logistics")).toBeVisible();
    await expect(page.getByText("Request Submitted Successfully").first()).toBeVisible();
    await expect(page.getByText("Our catering team will contact you within 24 hours.").first()).toBeVisible();
    await expect(page.getByTestId("form-premium-catering")).toHaveCount(0);

    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("a server failure toasts Submission Failed and keeps the form; retrying succeeds", async ({ page }) => {
    await page.route(
      "**/api/catering/request",
      (route) => route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"Internal error"}' }),
      { times: 1 },
    );
    await page.goto("/catering-request");
    const form = await fillPremiumForm(page, { company: true });
    await form.getByTestId("button-submit-premium-catering").click();

    // Radix repeats a toast's text in a screen-reader announcement, hence first().
    await expect(page.getByText("Submission Failed").first()).toBeVisible();
    await expect(page.getByText("Please check your information and try again.").first()).toBeVisible();
    await expect(form).toBeVisible();
    await expect(form.getByTestId("input-company-name")).toHaveValue("Nordic Foods ApS");
    await expect(form.getByTestId("input-contact-person")).toHaveValue("Maria Jensen");
    await expect(form.getByTestId("button-submit-premium-catering")).toHaveText("Submit Catering Request");
    await expect(form.getByTestId("button-submit-premium-catering")).toBeEnabled();
    await expect(page.getByRole("heading", { name: "Request Submitted", exact: true })).toHaveCount(0);

    await form.getByTestId("button-submit-premium-catering").click();
    await expect(page.getByRole("heading", { name: "Request Submitted", exact: true })).toBeVisible();
  });
});

test.describe("simple catering request (/catering), beyond e2e/catering.spec.ts", () => {
  test("View Details shows the chosen cuisines and the form is ready for the next request", async ({ page }) => {
    await signInAs(page, "customer");
    await page.goto("/catering");
    const form = page.getByTestId("form-catering");
    const name = `Board Lunch ${Date.now()}`;
    await form.getByTestId("input-event-name").fill(name);
    await form.getByTestId("input-event-date").fill("2027-09-01");
    await form.getByTestId("select-guest-count").selectOption("10-25 people");
    await form.getByTestId("checkbox-cuisine-asian").check();
    await form.getByTestId("checkbox-cuisine-mexican").check();
    await form.getByTestId("button-submit-catering").click();
    await expect(page.getByText("Catering request submitted!").first()).toBeVisible();
    await expect(page.getByText("We'll get back to you soon with a quote.").first()).toBeVisible();
    await expect(form.getByTestId("input-event-name")).toHaveValue("");

    const card = page.locator("[data-testid^=card-catering-request]").filter({ hasText: name });
    await expect(card.getByTestId("badge-catering-status")).toHaveText("Pending");
    await expect(card).toContainText("10-25 people");
    await card.getByRole("button", { name: "View Details" }).click();
    await expect(card).toContainText("Preferred cuisine: Asian, Mexican");
    await expect(card.getByRole("button", { name: "Hide Details" })).toHaveAttribute("aria-expanded", "true");
  });
});

test.describe("accessibility of the catering forms", () => {
  for (const theme of THEMES) {
    test(`/catering (signed in) has no serious axe violations in ${theme} theme`, async ({ page }) => {
      await useTheme(page, theme);
      await signInAs(page, "customer");
      await page.goto("/catering");
      await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
      await page.getByTestId("button-submit-catering").click();
      await expect(page.getByText("Event name is required")).toBeVisible();
      await expect(page.locator("[data-testid=skeleton-catering-request]")).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    });

    test(`/catering-request has no serious axe violations in ${theme} theme`, async ({ page }) => {
      await useTheme(page, theme);
      await page.goto("/catering-request");
      await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
      await page.getByTestId("button-submit-premium-catering").click();
      await expect(page.getByText("Contact person is required")).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
});
