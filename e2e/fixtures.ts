import { test as base, expect, type Page } from "@playwright/test";

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

export const test = base;
export { expect };
