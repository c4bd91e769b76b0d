import type { Page } from "@playwright/test";
import { expect, seriousA11yViolations, signInAs, test, uniqueEmail, WCAG22_AA_TAGS } from "./fixtures";
import { smallTapTargets } from "./tap-targets";

const PHONE = { width: 360, height: 740 };
/** A tiny real PDF and a PNG-less "passport.pdf" that is really a Windows program. */
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const EXE = Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00"), Buffer.alloc(256)]);

async function fitsPhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  expect(await smallTapTargets(page)).toEqual([]);
  expect(await seriousA11yViolations(page, { tags: WCAG22_AA_TAGS })).toEqual([]);
}

test.describe("courier onboarding", () => {
  test("a new user applies with documents, a super admin approves, and the user reaches the courier dashboard", async ({ page, browser, baseURL }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/courier-onboarding");
    await expect(page.getByRole("heading", { name: "Become a Courier", level: 1 })).toBeVisible();
    await expect(page.getByText("Step 1 of 6: Account")).toBeVisible();
    await fitsPhone(page);

    // Step 1: the ordinary sign-up.
    await page.getByTestId("input-first-name").fill("Rosa");
    await page.getByTestId("input-last-name").fill("Marquez");
    await page.getByTestId("input-email").fill(uniqueEmail("courier-applicant"));
    await page.getByTestId("input-password").fill("a long courier passphrase 42");
    await page.getByRole("button", { name: /create account/i }).click();

    // Step 2: vehicle and zones; the server's message shows under the field.
    await expect(page.getByText("Step 2 of 6: Vehicle & zones")).toBeVisible();
    await fitsPhone(page);
    await page.getByLabel(/Mobile phone/).fill("12");
    await page.getByLabel("Scooter").check();
    await page.getByLabel("Brooklyn").check();
    await page.getByRole("button", { name: "Save and continue" }).click();
    await expect(page.getByText("Enter a phone number")).toBeVisible();
    await page.getByLabel(/Mobile phone/).fill("+1 718 555 0142");
    await page.getByRole("button", { name: "Save and continue" }).click();

    // Step 3: documents. A program renamed .pdf is refused by its content; real files go in.
    await expect(page.getByText("Step 3 of 6: Documents")).toBeVisible();
    const file = (name: string, buffer: Buffer) => ({ name, mimeType: "application/pdf", buffer });
    await page.getByLabel(/Photo ID/).setInputFiles(file("passport.pdf", EXE));
    await expect(page.getByText("The file must be a JPEG, PNG or PDF")).toBeVisible();
    await page.getByLabel(/Photo ID/).setInputFiles(file("id.pdf", PDF));
    await expect(page.getByTestId("uploaded-id")).toContainText("id.pdf");
    await page.getByLabel(/Right to work/).setInputFiles(file("permit.pdf", PDF));
    await expect(page.getByTestId("uploaded-right_to_work")).toBeVisible();
    await page.getByLabel(/Vehicle insurance/).setInputFiles(file("insurance.pdf", PDF));
    await expect(page.getByTestId("uploaded-vehicle_insurance")).toBeVisible();
    await fitsPhone(page);

    // Resume: a reload comes back at the first unfinished step (bank), with the documents kept.
    await page.reload();
    await expect(page.getByText("Step 4 of 6: Bank details")).toBeVisible();
    await page.getByTestId("input-routing-number").fill("021000021");
    await page.getByTestId("input-account-number").fill("000123456789");
    await page.getByRole("button", { name: "Save and continue" }).click();

    await expect(page.getByText("Step 5 of 6: Terms")).toBeVisible();
    await page.getByLabel("I accept the courier terms").check();
    await page.getByRole("button", { name: "Save and continue" }).click();
    await expect(page.getByText("Step 6 of 6: Submit")).toBeVisible();
    await expect(page.getByText("Account ending 6789")).toBeVisible();
    await page.getByRole("button", { name: "Submit application" }).click();
    await expect(page.getByTestId("status-applied")).toContainText("Application received");
    await fitsPhone(page);

    // A super admin, in a browser of their own, finds it in the queue at 360 px and approves it.
    const admin = await browser.newContext({ baseURL });
    const adminPage = await admin.newPage();
    await adminPage.setViewportSize(PHONE);
    await signInAs(adminPage, "super_admin");
    await adminPage.goto("/admin/couriers");
    await expect(adminPage.getByRole("heading", { name: "Courier applications", level: 1 })).toBeVisible();
    await adminPage.getByLabel("Name or email").fill("Rosa");
    await adminPage.getByRole("button", { name: /Rosa Marquez/ }).click();
    const detail = adminPage.getByTestId("application-detail");
    await expect(detail.getByTestId("link-document-vehicle_insurance")).toContainText("insurance.pdf");
    await fitsPhone(adminPage);
    const download = adminPage.waitForEvent("download");
    await detail.getByTestId("link-document-id").click();
    expect((await download).suggestedFilename()).toBe("id.pdf");
    await detail.getByRole("button", { name: "Approve" }).click();
    await expect(detail.getByText("Approved")).toBeVisible();
    await admin.close();

    // The applicant sees the decision and has the courier role.
    await page.reload();
    await expect(page.getByTestId("status-approved")).toBeVisible();
    await page.getByRole("link", { name: "Open the Courier Dashboard" }).click();
    await expect(page).toHaveURL(/\/courier-dashboard$/);
    await expect(page.getByTestId("text-courier-welcome")).toContainText("Welcome, Rosa");
    const me = await page.context().request.get("/api/auth/user");
    expect((await me.json()).role).toBe("courier");
  });

  test("the seeded queue: two applications wait; a rejection needs a reason and the CEO may decide too", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signInAs(page, "ceo");
    await page.goto("/admin/couriers");
    const list = page.getByTestId("list-applications");
    await expect(list.getByRole("button", { name: /Noor Haddad/ })).toBeVisible();
    await expect(list.getByRole("button", { name: /Tom Becker/ })).toBeVisible();
    await list.getByRole("button", { name: /Tom Becker/ }).click();
    const detail = page.getByTestId("application-detail");
    await detail.getByRole("button", { name: "Reject…" }).click();
    await detail.getByRole("button", { name: "Reject application" }).click();
    await expect(detail.getByText("Give the applicant a reason (at least 5 characters)")).toBeVisible();
    await fitsPhone(page);
    await detail.getByLabel(/Reason/).fill("Right-to-work letter has expired");
    await detail.getByRole("button", { name: "Reject application" }).click();
    await expect(detail.getByText("Right-to-work letter has expired")).toBeVisible();
  });

  test("customers are refused the queue, and the courier dashboard sends them to apply", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signInAs(page, "customer");
    await page.goto("/admin/couriers");
    await expect(page.getByRole("alert")).toHaveText("Only executives review courier applications");
    await page.goto("/courier-dashboard");
    await expect(page.getByTestId("text-not-courier")).toBeVisible();
    await fitsPhone(page);
    await page.getByRole("link", { name: "Apply to become a courier" }).click();
    await expect(page.getByText("Step 2 of 6: Vehicle & zones")).toBeVisible();
  });
});
