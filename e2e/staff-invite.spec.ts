import { expect as baseExpect, seriousA11yViolations, signInAs, test, uniqueEmail, WCAG22_AA_TAGS } from "./fixtures";

const expect = baseExpect.configure({ timeout: 15_000 });

test.describe("the owner invites the team", () => {
  test("the owner invites a manager from Settings → the mailed link → the new manager joins and runs the inventory", async ({ page, browser, baseURL }) => {
    const email = uniqueEmail("manager");
    await signInAs(page, "restaurant_owner");
    await page.goto("/restaurant-dashboard");
    await page.getByRole("tab", { name: "Settings" }).click();
    const team = page.getByTestId("team-panel");
    await team.getByTestId("input-invite-email").fill(email);
    await team.getByLabel("Role").selectOption("manager");
    await team.getByTestId("button-send-invite").click();
    await expect(team.getByTestId("team-invite").filter({ hasText: email })).toContainText("Manager");

    // The invitation as the mail carries it, read from the outbox (super admin).
    const admin = await browser.newContext({ baseURL });
    const adminPage = await admin.newPage();
    await signInAs(adminPage, "super_admin");
    const list = (await (await admin.request.get("/api/admin/outbox?pageSize=50")).json()) as { items: Array<{ id: string; to: string; recipient?: string; subject: string }> };
    const mail = list.items.find((m) => JSON.stringify(m).includes(email))!;
    const message = (await (await admin.request.get(`/api/admin/outbox/${mail.id}`)).json()) as { text: string };
    const link = /http:\/\/\S+\/staff-invite\?token=\S+/.exec(message.text)?.[0];
    expect(link, message.text).toBeTruthy();
    await admin.close();

    // The invited person signs up with that address and opens the link.
    const newcomer = await browser.newContext({ baseURL });
    const guest = await newcomer.newPage();
    const reg = await guest.request.post("/api/auth/register", { data: { email, password: "sturdy lantern orbit 42", firstName: "Gia", lastName: "Rossi" } });
    expect(reg.ok()).toBeTruthy();
    await guest.setViewportSize({ width: 360, height: 740 });
    await guest.goto(new URL(link!).pathname + new URL(link!).search);
    await expect(guest.getByRole("heading", { level: 1, name: "Join the team" })).toBeVisible();
    expect(await seriousA11yViolations(guest, { tags: WCAG22_AA_TAGS })).toEqual([]);
    await guest.getByTestId("button-accept-staff-invite").click();
    await expect(guest.getByTestId("card-invite-joined")).toContainText("You joined Trattoria Bellini");
    // Used once: the same link is refused.
    await guest.goto(new URL(link!).pathname + new URL(link!).search);
    await guest.getByTestId("button-accept-staff-invite").click();
    await expect(guest.getByTestId("text-invite-error")).toHaveText("This invitation link is not valid or has already been used");
    // A manager runs the inventory, and reaches it from the workspace's navigation (the session knows the team role).
    await guest.goto("/restaurant-dashboard");
    await guest.getByRole("navigation", { name: "Workspace" }).getByRole("link", { name: "Inventory" }).click();
    await expect(guest.getByTestId("inventory-board")).toBeVisible();
    await newcomer.close();
  });
});
