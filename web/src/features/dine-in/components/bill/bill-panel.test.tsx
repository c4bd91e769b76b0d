import { SANDBOX_CARDS } from "@tavola/contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/test/render";
import { routeFetch } from "@/test/route-fetch";
import { billFixture, GUEST_TOKEN } from "../../test/fixtures";
import { BillPanel } from "./bill-panel";

async function fillCard(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Card number/), SANDBOX_CARDS.visaSuccess);
  await user.selectOptions(screen.getByLabelText(/Expiry month/), "12");
  await user.selectOptions(screen.getByLabelText(/Expiry year/), String(new Date().getFullYear() + 2));
  await user.type(screen.getByLabelText(/CVC/), "123");
}

describe("BillPanel", { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows every line and the totals: subtotal, tax, total, paid, remaining", () => {
    renderWithProviders(<BillPanel bill={billFixture()} guestToken={GUEST_TOKEN} onPaid={vi.fn()} onLeave={vi.fn()} />);
    expect(screen.getByRole("table", { name: "The table's bill" })).toHaveTextContent("Margherita DOP");
    expect(screen.getByTestId("row-subtotal")).toHaveTextContent("$37.00");
    expect(screen.getByTestId("row-tax")).toHaveTextContent("$3.29");
    expect(screen.getByTestId("row-total")).toHaveTextContent("$40.29");
    expect(screen.getByTestId("row-paid")).toHaveTextContent("$9.80");
    expect(screen.getByTestId("row-remaining")).toHaveTextContent("$30.49");
  });

  it("splits evenly: each share is shown, and one share is paid with the ways sent to the server", async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    const bill = billFixture({ paidCents: 0, remainingCents: 4029, lines: billFixture().lines.map((l) => ({ ...l, paid: false })) });
    const onPaid = vi.fn();
    vi.stubGlobal(
      "fetch",
      routeFetch({
        "POST /api/payments/sandbox/tokens": { token: "tok_sandbox_1", brand: "visa", last4: "4242", expiresAt: "2999-01-01T00:00:00.000Z" },
        "POST /api/table-sessions/current/bill/payments": (_url: string, init?: RequestInit) => {
          expect(new Headers(init?.headers).get("x-table-guest")).toBe(GUEST_TOKEN);
          bodies.push(JSON.parse(String(init?.body)));
          return jsonResponse({ bill: { ...bill, paidCents: 1343, remainingCents: 2686 }, paidCents: 1343, closed: false }, 201);
        },
      }),
    );
    renderWithProviders(<BillPanel bill={bill} guestToken={GUEST_TOKEN} onPaid={onPaid} onLeave={vi.fn()} />);

    await user.click(screen.getByText("Split evenly"));
    const ways = screen.getByLabelText("Number of ways");
    await user.clear(ways);
    await user.type(ways, "3");
    const shares = within(screen.getByRole("list", { name: "Each share" })).getAllByRole("listitem");
    expect(shares.map((s) => s.textContent)).toEqual(["Share 1$13.43", "Share 2$13.43", "Share 3$13.43"]);
    expect(screen.getByTestId("text-payment-amount")).toHaveTextContent("$13.43");

    await user.clear(ways);
    await user.type(ways, "25");
    expect(screen.getByText("Split between 2 and 20 ways")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /^Pay/ })).toBeDisabled();
    await user.clear(ways);
    await user.type(ways, "3");

    await user.click(screen.getByText("No tip"));
    await fillCard(user);
    await user.click(screen.getByRole("button", { name: "Pay $13.43" }));
    await vi.waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(bodies).toEqual([{ split: "even", ways: 3, tipCents: 0, paymentToken: "tok_sandbox_1" }]);
  });

  it("pays by item: paid lines are marked and cannot be chosen, and only the chosen lines are sent", async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    vi.stubGlobal(
      "fetch",
      routeFetch({
        "POST /api/payments/sandbox/tokens": { token: "tok_sandbox_2", brand: "visa", last4: "4242", expiresAt: "2999-01-01T00:00:00.000Z" },
        "POST /api/table-sessions/current/bill/payments": (_url: string, init?: RequestInit) => {
          bodies.push(JSON.parse(String(init?.body)));
          return jsonResponse({ bill: billFixture({ paidCents: 4029, remainingCents: 0, status: "closed" }), paidCents: 3049, closed: true }, 201);
        },
      }),
    );
    renderWithProviders(<BillPanel bill={billFixture()} guestToken={GUEST_TOKEN} onPaid={vi.fn()} onLeave={vi.fn()} />);
    await user.click(screen.getByText("Pay by item"));

    const paid = screen.getByRole("checkbox", { name: /Tiramisù/ });
    expect(paid).toBeDisabled();
    expect(paid).toBeChecked();
    expect(screen.getByText("(Paid)")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Pay $0.00" })).toBeDisabled();

    await user.click(screen.getByRole("checkbox", { name: /Margherita DOP/ }));
    expect(screen.getByTestId("text-payment-amount")).toHaveTextContent("$30.49");
    await user.click(screen.getByText("10%"));
    await fillCard(user);
    await user.click(screen.getByRole("button", { name: "Pay $33.54" }));
    await vi.waitFor(() => expect(bodies).toEqual([{ split: "items", orderItemIds: ["li1"], tipCents: 305, paymentToken: "tok_sandbox_2" }]));
  });

  it("shows a declined card's message and keeps the form", async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      "fetch",
      routeFetch({
        "POST /api/payments/sandbox/tokens": { token: "tok_sandbox_3", brand: "visa", last4: "0002", expiresAt: "2999-01-01T00:00:00.000Z" },
        "POST /api/table-sessions/current/bill/payments": () =>
          jsonResponse({ message: "Your card was declined", code: "PAYMENT_DECLINED", requestId: "x" }, 402),
      }),
    );
    renderWithProviders(<BillPanel bill={billFixture()} guestToken={GUEST_TOKEN} onPaid={vi.fn()} onLeave={vi.fn()} />);
    await fillCard(user);
    await user.click(screen.getByRole("button", { name: /^Pay/ }));
    expect(await screen.findByTestId("error-pay-bill")).toHaveTextContent("Your card was declined");
    expect(screen.getByRole("button", { name: /^Pay/ })).toBeEnabled();
  });
});
