import { describe, expect, it } from "vitest";
import { accountMenuFor } from "./account-links";

const hrefs = (links: readonly { href: string }[]) => links.map((l) => l.href);
const ACCOUNT = ["/my-orders", "/my-reservations", "/loyalty-advanced", "/catering"];

describe("accountMenuFor", () => {
  it("gives a customer their account and no workspace", () => {
    const m = accountMenuFor("customer");
    expect(m.account.map((l) => l.label)).toEqual(["My Orders", "Reservations", "Loyalty", "My catering requests"]);
    expect(hrefs(m.account)).toEqual(ACCOUNT);
    expect(m.workspaces).toEqual([]);
  });

  it("adds the restaurant's workspace for its team, and the CEO dashboard for executives", () => {
    expect(hrefs(accountMenuFor("restaurant_staff").workspaces)).toEqual(["/restaurant-dashboard", "/restaurant-dashboard/kitchen", "/pos-system", "/table-reservations", "/table-recommendations", "/customer-feedback", "/catering-crm"]);
    // Inventory is the owner's and a manager's (by team role; a manager's account is restaurant_staff): the server
    // answers 403 to plain staff and executives.
    expect(hrefs(accountMenuFor("restaurant_owner", ["owner"]).workspaces)).toContain("/inventory-management");
    expect(hrefs(accountMenuFor("restaurant_staff", ["manager"]).workspaces)).toContain("/inventory-management");
    expect(hrefs(accountMenuFor("restaurant_staff", ["staff", "manager"]).workspaces)).toContain("/inventory-management");
    expect(hrefs(accountMenuFor("restaurant_staff", ["staff"]).workspaces)).not.toContain("/inventory-management");
    for (const role of ["restaurant_staff", "ceo", "super_admin"] as const) expect(hrefs(accountMenuFor(role).workspaces)).not.toContain("/inventory-management");
  });

  it("gives executives every executive screen in their own section, and nobody else any", () => {
    const screens = ["/ceo-dashboard", "/financial-analytics", "/analytics", "/advanced-analytics", "/data-science", "/customer-churn", "/ai-executive-control", "/super-admin-dashboard"];
    for (const role of ["ceo", "super_admin"] as const) {
      expect(hrefs(accountMenuFor(role).executive)).toEqual(screens);
      // Not twice: the workspaces section keeps the restaurant's screens and the review queues.
      for (const href of screens) expect(hrefs(accountMenuFor(role).workspaces)).not.toContain(href);
    }
    for (const role of ["restaurant_owner", "restaurant_staff", "customer", "courier", "enterprise_client", null] as const) expect(accountMenuFor(role).executive).toEqual([]);
  });

  it("gives the mail outbox to super admins only", () => {
    expect(hrefs(accountMenuFor("super_admin").workspaces)).toContain("/admin/mail");
    for (const role of ["ceo", "restaurant_owner", "customer", "courier"] as const) expect(hrefs(accountMenuFor(role).workspaces)).not.toContain("/admin/mail");
  });

  it("gives the courier and restaurant review queues to executives only", () => {
    for (const role of ["ceo", "super_admin"] as const) expect(hrefs(accountMenuFor(role).workspaces)).toEqual(expect.arrayContaining(["/admin/couriers", "/admin/restaurants"]));
    for (const role of ["restaurant_owner", "customer", "courier", null] as const) expect(hrefs(accountMenuFor(role).workspaces)).not.toContain("/admin/restaurants");
    for (const role of ["restaurant_owner", "customer", "courier", null] as const) expect(hrefs(accountMenuFor(role).workspaces)).not.toContain("/admin/couriers");
  });

  it("gives couriers and enterprise clients their own workspace", () => {
    expect(hrefs(accountMenuFor("courier").workspaces)).toEqual(["/courier-dashboard"]);
    expect(hrefs(accountMenuFor("enterprise_client").workspaces)).toEqual(["/catering-crm"]);
    for (const role of ["courier", "enterprise_client", null] as const) expect(hrefs(accountMenuFor(role).account)).toEqual(ACCOUNT);
  });
});
