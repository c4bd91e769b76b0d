import type { Role, User } from "@tavola/contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { AUTH_USER_QUERY_KEY } from "@/features/auth/api/auth-api";
import { createQueryClient } from "@/lib/query-client";
import { renderWithProviders } from "@/test/render";
import { ThemeProvider } from "../theme/theme-provider";
import { AppLayout } from "./app-layout";

function user(role: Role, teamRoles: User["teamRoles"] = role === "restaurant_owner" ? ["owner"] : role === "restaurant_staff" ? ["staff"] : []): User {
  return {
    id: "u1", firstName: "Giulia", lastName: "Bianchi", email: "giulia@example.com", role, profileImageUrl: null,
    totalPoints: 0, tier: "bronze", permissions: [], organizationId: null, teamRoles, createdAt: "2030-01-01T00:00:00Z", updatedAt: "2030-01-01T00:00:00Z",
  };
}

function renderAt(path: string, role: Role | null, teamRoles?: User["teamRoles"]) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(AUTH_USER_QUERY_KEY, role ? user(role, teamRoles) : null);
  return renderWithProviders(
    <ThemeProvider>
      <AppLayout>
        <h1>Screen</h1>
      </AppLayout>
    </ThemeProvider>,
    { path, queryClient },
  );
}

/** The executive screens, in the order the Executive menus list them. */
const EXECUTIVE_LINKS = [
  ["CEO Dashboard", "/ceo-dashboard"],
  ["Finance", "/financial-analytics"],
  ["Analytics", "/analytics"],
  ["Advanced Analytics", "/advanced-analytics"],
  ["Data Science", "/data-science"],
  ["Customer Churn", "/customer-churn"],
  ["AI Executive Control", "/ai-executive-control"],
  ["Admin dashboard", "/super-admin-dashboard"],
];

describe("AppLayout", () => {
  it.each([
    ["restaurant_staff", ["staff"], []],
    ["restaurant_staff", ["manager"], [["Inventory", "/inventory-management"]]],
    ["restaurant_owner", ["owner"], [["Inventory", "/inventory-management"]]],
  ] as const)("gives %s (team role %s) the workspace navigation on the dashboard, without the marketing header", async (role, teamRoles, ownerLinks) => {
    renderAt("/restaurant-dashboard", role, [...teamRoles]);
    const header = await screen.findByTestId("header-workspace");
    const nav = within(header).getByRole("navigation", { name: "Workspace" });
    expect(within(nav).getAllByRole("link").map((l) => [l.textContent, l.getAttribute("href")])).toEqual([
      ["Orders", "/restaurant-dashboard"],
      ["Kitchen", "/restaurant-dashboard/kitchen"],
      ["Point of Sale", "/pos-system"],
      ["Host stand", "/table-reservations"],
      ["Recommendations", "/table-recommendations"],
      ["Guest feedback", "/customer-feedback"],
      ["Catering", "/catering-crm"],
      // Inventory answers 403 to a plain member of staff: the link follows the team role (a manager's account is restaurant_staff).
      ...ownerLinks,
    ]);
    expect(within(nav).getByRole("link", { name: "Orders" })).toHaveAttribute("aria-current", "page");
    expect(within(header).getByText("Giulia")).toBeInTheDocument();
    expect(within(header).getByRole("button", { name: "Sign Out" })).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Main" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Pricing" })).not.toBeInTheDocument();
    expect(screen.queryByRole("contentinfo")).not.toBeInTheDocument();
  });

  it("marks the host stand current there, and gives executives every executive screen in one Executive menu", { timeout: 20_000 }, async () => {
    renderAt("/table-reservations", "ceo");
    const user = userEvent.setup({ delay: null });
    const nav = await screen.findByRole("navigation", { name: "Workspace" });
    expect(within(nav).getByRole("link", { name: "Host stand" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).queryByRole("link", { name: "Inventory" })).not.toBeInTheDocument();
    // The executive screens are grouped behind one button, not added to the sideways-scrolling row.
    expect(within(nav).queryByRole("link", { name: "CEO Dashboard" })).not.toBeInTheDocument();
    const button = screen.getByRole("button", { name: "Executive" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    await user.click(button);
    const menu = screen.getByRole("navigation", { name: "Executive screens" });
    expect(within(menu).getAllByRole("link").map((l) => [l.textContent, l.getAttribute("href")])).toEqual(EXECUTIVE_LINKS);
    await user.keyboard("{Escape}");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveFocus();
  });

  it("gives a restaurant's team no Executive menu", async () => {
    renderAt("/restaurant-dashboard", "restaurant_owner");
    await screen.findByRole("navigation", { name: "Workspace" });
    expect(screen.queryByRole("button", { name: "Executive" })).not.toBeInTheDocument();
  });

  it("keeps the spec's header and footer on public pages, even for staff", async () => {
    renderAt("/pricing", "restaurant_staff");
    expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument();
    expect(await screen.findByRole("contentinfo")).toBeInTheDocument();
    expect(screen.queryByTestId("header-workspace")).not.toBeInTheDocument();
  });

  it("keeps the spec's header for a customer who opens a workspace address", () => {
    renderAt("/restaurant-dashboard", "customer");
    expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument();
    expect(screen.queryByTestId("header-workspace")).not.toBeInTheDocument();
  });

  it("gives a signed-in customer an account menu in the spec's header: their account's links and Sign Out", { timeout: 20_000 }, async () => {
    renderAt("/pricing", "customer");
    const user = userEvent.setup({ delay: null });
    const header = screen.getByRole("banner");
    expect(within(header).getByRole("navigation", { name: "Main" })).toBeInTheDocument();
    const button = await within(header).findByRole("button", { name: "Account menu for Giulia" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("navigation", { name: "Account menu" })).not.toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    const menu = screen.getByRole("navigation", { name: "Account menu" });
    expect(within(menu).getAllByRole("link").map((l) => [l.textContent, l.getAttribute("href")])).toEqual([
      ["My Orders", "/my-orders"],
      ["Reservations", "/my-reservations"],
      ["Loyalty", "/loyalty-advanced"],
      ["My catering requests", "/catering"],
    ]);
    expect(within(menu).queryByText("Workspaces")).not.toBeInTheDocument();
    expect(within(menu).getByRole("button", { name: "Sign Out" })).toBeInTheDocument();

    await user.keyboard("{Escape}");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveFocus();
  });

  it("lists the role's workspaces in the account menu on public pages (a CEO)", { timeout: 20_000 }, async () => {
    renderAt("/order", "ceo");
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole("button", { name: "Account menu for Giulia" }));
    const menu = screen.getByRole("navigation", { name: "Account menu" });
    expect(within(menu).getByText("Workspaces")).toBeInTheDocument();
    expect(within(menu).getByRole("link", { name: "Orders" })).toHaveAttribute("href", "/restaurant-dashboard");
    // Every executive screen in its own section (two taps from any page: the menu, the link).
    const executive = within(menu).getByRole("list", { name: "Executive" });
    expect(within(executive).getAllByRole("link").map((l) => [l.textContent, l.getAttribute("href")])).toEqual(EXECUTIVE_LINKS);
    // Choosing a link closes the menu.
    await user.click(within(menu).getByRole("link", { name: "My Orders" }));
    expect(screen.queryByRole("navigation", { name: "Account menu" })).not.toBeInTheDocument();
  });
});
