import AxeBuilder from "@axe-core/playwright";
import axe from "axe-core";
import { test as base, expect, type Page } from "@playwright/test";
import { e2eServerURL } from "../playwright.config";

export type Role =
  | "customer"
  | "restaurant_owner"
  | "restaurant_staff"
  | "courier"
  | "enterprise_client"
  | "ceo"
  | "super_admin";

/** Signs the page's browser context in as a role's demo user (the cookie lands in the context). */
export async function signInAs(page: Page, role: Role = "customer") {
  const res = await page.context().request.get(`/api/test-login?role=${role}`);
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()) as { firstName: string; role: Role };
}

/** A unique email per test run, so journeys can sign up again and again on one database. */
export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

export type Theme = "light" | "dark";

/** Starts every page of this test in a theme (the app reads localStorage "tavola-ui-theme" before painting). */
export async function useTheme(page: Page, theme: Theme) {
  await page.addInitScript((t) => window.localStorage.setItem("tavola-ui-theme", t), theme);
}

/** The WCAG 2.2 AA rule set (axe tags): the level the product promises. */
export const WCAG22_AA_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Waits (up to 2 s) until no finite animation runs: axe reads computed colours, and a dialog fading in measures its
 * text against a half-transparent background (a colour-contrast finding that is not there once it has opened).
 * Endless animations (spinners, pulses) are left alone.
 */
async function animationsSettled(page: Page) {
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity), null, { timeout: 2_000 })
    .catch(() => undefined);
}

/**
 * The serious and critical axe violations on the page as it is now, one line each ("rule: node, node"); all of
 * axe's rules unless limited to some tags or to named rules.
 */
export async function seriousA11yViolations(page: Page, only: { tags?: string[]; rules?: string[] } = {}) {
  await animationsSettled(page);
  let builder = new AxeBuilder({ page });
  if (only.tags) builder = builder.withTags(only.tags);
  if (only.rules) builder = builder.withRules(only.rules);
  const result = await builder.analyze();
  const serious = result.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  return serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/**
 * The same answer as seriousA11yViolations for a page without frames, cheaper when a page is checked more than once:
 * axe is put into the document once (AxeBuilder injects it at every call and finishes each run in a new blank page)
 * and run in place, collecting details for violations only.
 */
export async function seriousA11yViolationsInPlace(page: Page, tags: string[]) {
  await animationsSettled(page);
  const present = await page.evaluate(() => "axe" in window);
  if (!present) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    (runOnly) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(document, { runOnly: { type: "tag", values: runOnly }, resultTypes: ["violations"], iframes: false })
        .then((r) => r.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(" ")) }))),
    tags,
  );
  return violations.map((v) => `${v.id}: ${v.targets.join(", ")}`);
}

/** No serious or critical accessibility violation on the page as it is now (axe). */
export async function expectNoSeriousA11yViolations(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

export const test = base.extend({
  // Each worker has a server and a database of its own (playwright.config.ts): pages, API requests and
  // browser.newContext() of this test go to its worker's.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use, testInfo) => {
    await use(e2eServerURL(testInfo.parallelIndex));
  },
  // A delayed route handler still running when a test ends would otherwise hold the context's teardown.
  page: async ({ page }, use) => {
    await use(page);
    await page.unrouteAll({ behavior: "ignoreErrors" });
  },
});
export { expect };
