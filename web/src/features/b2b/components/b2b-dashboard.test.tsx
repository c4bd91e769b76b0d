import type { CompanyAccount } from "@tavola/contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/test/render";
import { routeFetch } from "@/test/route-fetch";
import { MyCompany } from "./b2b-dashboard";
import { SpendChart } from "./spend-chart";

const ID = "c0ffee00-0000-4000-8000-000000000001";
const account: CompanyAccount = {
  company: {
    id: ID, name: "Northwind A/S", vatNumber: "DK12345674", billingAddress: { line1: "Nyhavn 43", postalCode: "1051", city: "København K", country: "DK" },
    parentCompanyId: null, parentCompanyName: null, poNumberRequired: true, costCentreRequired: false, monthlyLimitCents: 500_000,
  },
  viewerRole: "orderer",
  members: [{ userId: "u1", name: "Dana Whitfield", email: "dana@example.com", role: "admin" }],
  invites: [],
  month: "2031-03",
  spentCents: 125_000,
  spendByDay: [{ day: "2031-03-04", cents: 100_000 }, { day: "2031-03-10", cents: 125_000 }],
};

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("SpendChart", () => {
  it("names the month's spend against the limit for screen readers and in text", () => {
    renderWithProviders(<SpendChart month="2031-03" spendByDay={account.spendByDay} spentCents={125_000} limitCents={500_000} />);
    expect(screen.getByRole("img", { name: "Spent $1,250.00 of the $5,000.00 monthly limit (25 %) in 2031-03" })).toBeInTheDocument();
    expect(screen.getByTestId("chart-month-spend")).toHaveTextContent("$1,250.00 of $5,000.00 this month (25 %)");
  });
  it("says when there is no limit", () => {
    renderWithProviders(<SpendChart month="2031-03" spendByDay={[]} spentCents={0} limitCents={null} />);
    expect(screen.getByRole("img", { name: "Spent $0.00 in 2031-03; no monthly limit" })).toBeInTheDocument();
  });
});

describe("MyCompany", () => {
  it("shows the company and marks the PO number required; an orderer cannot invite or change settings", async () => {
    fetchMock.mockImplementation(
      routeFetch({
        "GET /api/b2b/company": account,
        "GET /api/restaurants": [],
        [`GET /api/b2b/companies/${ID}/orders?month=2031-03`]: { month: "2031-03", orders: [] },
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<MyCompany />);
    expect(await screen.findByTestId("text-company-name")).toHaveTextContent("Northwind A/S");
    const form = screen.getByRole("form", { name: "Place order" });
    expect(within(form).getByRole("textbox", { name: /PO number/ })).toHaveAttribute("aria-required", "true");
    expect(within(form).getByRole("textbox", { name: /Cost centre/ })).not.toHaveAttribute("aria-required");
    expect(await screen.findByText("No orders this month yet.")).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Employees" }));
    expect(screen.getByText("Dana Whitfield")).toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "Invite an employee" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Settings" }));
    expect(screen.getByRole("switch", { name: "PO number required" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Save settings" })).not.toBeInTheDocument();
  });

  it("tells an enterprise client without a company to ask for an invitation", async () => {
    fetchMock.mockImplementation(routeFetch({}));
    renderWithProviders(<MyCompany />);
    expect(await screen.findByText(/does not belong to a company yet/)).toBeInTheDocument();
  });
});
