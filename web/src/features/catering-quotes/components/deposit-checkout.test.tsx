import type { ClientQuote } from "@tavola/contracts";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/test/render";
import { routeFetch } from "@/test/route-fetch";
import { DepositCheckout } from "./deposit-checkout";

const TOKEN = "tok_abcdefghijklmnopqrstuvwxyz";
const accepted: ClientQuote = {
  leadId: "lead-9", eventName: "Globex offsite", contactName: "Hank Scorpio", eventDate: "2031-05-20", restaurantName: "Trattoria Bellini", expired: false, message: null,
  acceptance: { versionId: "v", versionNumber: 1, fullName: "Hank Scorpio", acceptedAt: "2031-03-22T10:00:00.000Z" },
  deposits: [], nextDeposit: { scheduleIndex: 0, amountCents: 50_000, dueAt: "2031-05-01T12:00:00.000Z" },
  event: {
    eventStartsAt: "2031-05-20T16:00:00.000Z", stage: "quoted", balance: null, cardOnFile: null, reconfirmation: { requested: false, confirmedAt: null },
    cancellation: { policy: "Free cancellation until 24 hours before the event.", allowed: true, feeCentsNow: 0, cancelled: false, reason: null, feeCents: null, settlementNow: null, settlement: null },
  },
  version: {
    id: "v", number: 1, status: "accepted", serviceType: "plated", lines: [], discount: null, deposits: [], taxRatePpm: 88_750,
    subtotalCents: 220_000, discountCents: 0, taxCents: 19_525, totalCents: 239_525,
    schedule: [{ kind: "deposit", amountCents: 50_000, dueAt: "2031-05-01T12:00:00.000Z" }, { kind: "balance", amountCents: 189_525, dueAt: null }],
    validDays: 30, validUntil: null, changeNote: null, changes: [], createdAt: "2031-03-21T10:00:00.000Z", sentAt: "2031-03-21T10:00:00.000Z",
  },
};
const GET = `GET /api/catering/quotes/by-token?token=${TOKEN}`;
const PAY = `POST /api/catering/quotes/by-token/deposits?token=${TOKEN}`;

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("DepositCheckout", () => {
  it("pays the next deposit with a card token and one Idempotency-Key, then says the booking is confirmed", async () => {
    fetchMock.mockImplementation(
      routeFetch({
        [GET]: accepted,
        "POST /api/payments/sandbox/tokens": { token: "card_tok_123456", brand: "visa", last4: "4242", expiresAt: "2035-12-31" },
        [PAY]: { ...accepted, nextDeposit: null, deposits: [{ scheduleIndex: 0, amountCents: 50_000, brand: "visa", last4: "4242", paidAt: "2031-03-22T10:05:00.000Z" }] },
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<DepositCheckout leadId="lead-9" token={TOKEN} />);
    expect(await screen.findByTestId("text-deposit-due")).toHaveTextContent("Deposit due May 1, 2031: $500.00");
    // The card-on-file consent is offered, unticked.
    expect(screen.getByRole("checkbox", { name: "Keep this card on file to pay the balance after delivery" })).not.toBeChecked();
    await user.click(screen.getByRole("button", { name: "Pay $500.00" }));
    expect(screen.getByRole("textbox", { name: /Card number/ })).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes("/deposits"))).toBe(false);
    await user.type(screen.getByRole("textbox", { name: /Card number/ }), "4242424242424242");
    await user.selectOptions(screen.getByRole("combobox", { name: /Expiry month/ }), "12");
    await user.selectOptions(screen.getByRole("combobox", { name: /Expiry year/ }), String(new Date().getFullYear() + 2));
    await user.type(screen.getByRole("textbox", { name: /CVC/ }), "123");
    await user.click(screen.getByRole("button", { name: "Pay $500.00" }));
    expect(await screen.findByText("Your booking is confirmed. The balance is due after delivery.")).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Deposits paid" })).toHaveTextContent("Deposit 1 paid (visa •••• 4242)$500.00");
    const payCall = fetchMock.mock.calls.find(([url]) => String(url).includes("/deposits"))!;
    expect(JSON.parse(String(payCall[1]!.body))).toEqual({ paymentToken: "card_tok_123456", keepCardOnFile: false });
    expect(new Headers(payCall[1]!.headers).get("Idempotency-Key")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("after delivery shows the balance due and pays it with its own Idempotency-Key", async () => {
    const delivered = { ...accepted, nextDeposit: null, event: { ...accepted.event, stage: "delivered", balance: { dueCents: 189_525, paid: null } } };
    fetchMock.mockImplementation(
      routeFetch({
        [GET]: delivered,
        "POST /api/payments/sandbox/tokens": { token: "card_tok_123456", brand: "visa", last4: "4242", expiresAt: "2035-12-31" },
        [`POST /api/catering/quotes/by-token/balance?token=${TOKEN}`]: {
          ...delivered,
          event: { ...delivered.event, balance: { dueCents: 0, paid: { amountCents: 189_525, brand: "visa", last4: "4242", paidAt: "2031-05-21T10:00:00.000Z", automatic: false } } },
        },
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<DepositCheckout leadId="lead-9" token={TOKEN} />);
    expect(await screen.findByTestId("text-balance-due")).toHaveTextContent("Balance due: $1,895.25");
    await user.type(screen.getByRole("textbox", { name: /Card number/ }), "4242424242424242");
    await user.selectOptions(screen.getByRole("combobox", { name: /Expiry month/ }), "12");
    await user.selectOptions(screen.getByRole("combobox", { name: /Expiry year/ }), String(new Date().getFullYear() + 2));
    await user.type(screen.getByRole("textbox", { name: /CVC/ }), "123");
    await user.click(screen.getByRole("button", { name: "Pay $1,895.25" }));
    expect(await screen.findByTestId("text-balance-paid")).toHaveTextContent("Balance paid: $1,895.25 (visa •••• 4242). Thank you — nothing more is due.");
    const payCall = fetchMock.mock.calls.find(([url]) => String(url).includes("/balance"))!;
    expect(new Headers(payCall[1]!.headers).get("Idempotency-Key")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("keeps the card on file when the client ticks the consent; after delivery the balance is charged to it, no form", async () => {
    const onFile = { ...accepted, nextDeposit: null, event: { ...accepted.event, stage: "deposit_paid", cardOnFile: { brand: "visa", last4: "4242", declined: false } } };
    fetchMock.mockImplementation(
      routeFetch({
        [GET]: accepted,
        "POST /api/payments/sandbox/tokens": { token: "card_tok_123456", brand: "visa", last4: "4242", expiresAt: "2035-12-31" },
        [PAY]: onFile,
      }),
    );
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<DepositCheckout leadId="lead-9" token={TOKEN} />);
    await user.type(await screen.findByRole("textbox", { name: /Card number/ }), "4242424242424242");
    await user.selectOptions(screen.getByRole("combobox", { name: /Expiry month/ }), "12");
    await user.selectOptions(screen.getByRole("combobox", { name: /Expiry year/ }), String(new Date().getFullYear() + 2));
    await user.type(screen.getByRole("textbox", { name: /CVC/ }), "123");
    await user.click(screen.getByRole("checkbox", { name: "Keep this card on file to pay the balance after delivery" }));
    await user.click(screen.getByRole("button", { name: "Pay $500.00" }));
    expect(await screen.findByTestId("text-booking-confirmed")).toHaveTextContent("The balance will be charged to your card on file (visa •••• 4242) after delivery");
    const payCall = fetchMock.mock.calls.find(([url]) => String(url).includes("/deposits"))!;
    expect(JSON.parse(String(payCall[1]!.body))).toEqual({ paymentToken: "card_tok_123456", keepCardOnFile: true });
    unmount();

    const due = { ...onFile, event: { ...onFile.event, stage: "delivered", balance: { dueCents: 189_525, paid: null } } };
    fetchMock.mockImplementation(routeFetch({ [GET]: due }));
    const second = renderWithProviders(<DepositCheckout leadId="lead-9" token={TOKEN} />);
    expect(await screen.findByTestId("text-balance-auto")).toHaveTextContent("Balance due: $1,895.25. It is being charged to your card on file (visa •••• 4242)");
    expect(screen.queryByRole("button", { name: /^Pay/ })).toBeNull();
    second.unmount();

    const paid = { ...due, event: { ...due.event, balance: { dueCents: 0, paid: { amountCents: 189_525, brand: "visa", last4: "4242", paidAt: "2031-05-21T10:00:00.000Z", automatic: true } } } };
    fetchMock.mockImplementation(routeFetch({ [GET]: paid }));
    renderWithProviders(<DepositCheckout leadId="lead-9" token={TOKEN} />);
    expect(await screen.findByTestId("text-balance-paid")).toHaveTextContent("Balance paid: $1,895.25 (visa •••• 4242, charged automatically to your card on file).");
  });

  it("asks to accept the quote first, and refuses a link for another lead", async () => {
    fetchMock.mockImplementation(routeFetch({ [GET]: { ...accepted, acceptance: null, nextDeposit: null } }));
    const { unmount } = renderWithProviders(<DepositCheckout leadId="lead-9" token={TOKEN} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Accept the quote first.");
    expect(screen.getByRole("link", { name: "Open the quote" })).toHaveAttribute("href", `/catering-quotes?token=${TOKEN}`);
    unmount();
    renderWithProviders(<DepositCheckout leadId="lead-other" token={TOKEN} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("This checkout link is not valid");
  });
});
