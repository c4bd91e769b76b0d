import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// Issue 13, item 9: `?next=` after signing in stays on the app's own origin. A tab or newline inside "/\t/host"
// is stripped by the browser, leaving "//host" — another site — so the login page must parse `next` as a URL
// against its own origin, not compare strings.

/** Records every request the page makes to a host other than the app's, and answers none of them. */
async function watchForeignRequests(page: Page, appOrigin: string) {
  const foreign: string[] = [];
  await page.route(
    (url) => url.origin !== appOrigin,
    async (route) => {
      foreign.push(route.request().url());
      await route.abort();
    },
  );
  return foreign;
}

for (const [name, next] of [
  ["a tab", "%2F%09%2Fevil.example%2F"],
  ["a newline", "%2F%0A%2Fevil.example%2F"],
  ["a backslash", "%2F%5Cevil.example%2F"],
] as const) {
  test(`"Try the demo" with ?next= hiding another host behind ${name} stays on the app, at /`, async ({ page, baseURL }) => {
    const appOrigin = new URL(baseURL!).origin;
    const foreign = await watchForeignRequests(page, appOrigin);
    await page.goto(`/login?next=${next}`);
    await page.getByTestId("button-try-demo").click();
    // The demo sign-in toasts, then navigates after a second: wait for that navigation to end.
    await expect(page.getByText("Welcome Back").first()).toBeVisible();
    await page.waitForURL((url) => url.pathname !== "/login");
    await expect(page).toHaveURL(`${appOrigin}/`);
    expect((await page.context().request.get("/api/auth/user")).status()).toBe(200);
    expect(foreign.filter((u) => u.includes("evil.example"))).toEqual([]);
  });
}

test("a legitimate ?next= still brings the visitor back there after the demo sign-in", async ({ page, baseURL }) => {
  const appOrigin = new URL(baseURL!).origin;
  await page.goto("/login?next=%2Forder");
  await page.getByTestId("button-try-demo").click();
  await page.waitForURL((url) => url.pathname !== "/login");
  await expect(page).toHaveURL(`${appOrigin}/order`);
});

test("signing in with the form follows a safe ?next= and refuses one that leaves the app", async ({ page, baseURL }) => {
  const appOrigin = new URL(baseURL!).origin;
  await page.goto("/login?next=%2F%09%2Fevil.example%2F");
  await page.getByTestId("input-email").fill("customer@demo.tavola.app");
  await page.getByTestId("input-password").fill("tavola-demo-2024");
  await page.getByTestId("button-sign-in").click();
  await expect(page).toHaveURL(`${appOrigin}/`);
});
