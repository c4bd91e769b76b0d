import type { ClientQuote as ClientQuoteView } from "@tavola/contracts";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/test/render";
import { routeFetch } from "@/test/route-fetch";
import { ClientQuote } from "./client-quote";

const TOKEN = "tok_abcdefghijklmnopqrstuvwxyz";
const view: ClientQuoteView = {
  leadId: "lead-9", eventName: "Globex offsite", contactName: "Hank Scorpio", eventDate: "2031-05-20", restaurantName: "Trattoria Bellini", expired: false, message: null, acceptance: null, deposits: [], nextDeposit: null,
  event: {
    eventStartsAt: "2031-05-20T16:00:00.000Z", stage: "quoted", balance: null, cardOnFile: null, reconfirmation: { requested: false, confirmedAt: null },
    cancellation: { policy: "Free cancellation until 24 hours before the event.", allowed: true, feeCentsNow: 0, cancelled: false, reason: null, feeCents: null, settlementNow: null, settlement: null },
  },
  version: {
    id: "33333333-3333-4333-8333-333333333333", number: 2, status: "sent", serviceType: "plated",
    lines: [{ kind: "menu_item", description: "Three-course dinner", quantity: 40, unitPriceCents: 5_500, dietaryNote: "4 vegan", lineTotalCents: 220_000 }],
    discount: null, deposits: [{ kind: "amount", cents: 50_000, dueAt: "2031-05-01T12:00:00.000Z" }], taxRatePpm: 88_750,
    subtotalCents: 220_000, discountCents: 0, taxCents: 19_525, totalCents: 239_525,
    schedule: [{ kind: "deposit", amountCents: 50_000, dueAt: "2031-05-01T12:00:00.000Z" }, { kind: "balance", amountCents: 189_525, dueAt: null }],
    validDays: 30, validUntil: "2031-04-20T10:00:00.000Z", changeNote: null, changes: [], createdAt: "2031-03-21T10:00:00.000Z", sentAt: "2031-03-21T10:00:00.000Z",
  },
};
const GET = `GET /api/catering/quotes/by-token?token=${TOKEN}`;
const accepted: ClientQuoteView = {
  ...view,
  acceptance: { versionId: view.version.id, versionNumber: 2, fullName: "Hank Scorpio", acceptedAt: "2031-03-22T10:00:00.000Z" },
  event: { ...view.event, stage: "deposit_paid" },
};

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("the client's event actions", () => {
  it("shows the published cancellation policy before the client accepts", async () => {
    fetchMock.mockImplementation(routeFetch({ [GET]: view }));
    renderWithProviders(<ClientQuote token={TOKEN} />);
    expect(await screen.findByTestId("text-cancellation-policy")).toHaveTextContent("Free cancellation until 24 hours before the event.");
    expect(screen.getByRole("button", { name: "Accept quote" })).toBeInTheDocument();
  });

  it("confirms the event when the restaurant asked (24 h before)", async () => {
    const asked = { ...accepted, event: { ...accepted.event, reconfirmation: { requested: true, confirmedAt: null } } };
    fetchMock.mockImplementation(
      routeFetch({
        [GET]: asked,
        [`POST /api/catering/quotes/by-token/reconfirm?token=${TOKEN}`]: { ...asked, event: { ...asked.event, reconfirmation: { requested: true, confirmedAt: "2031-05-19T16:00:00.000Z" } } },
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ClientQuote token={TOKEN} />);
    await user.click(await screen.findByRole("button", { name: "Confirm my event" }));
    expect(await screen.findByTestId("text-reconfirmed")).toHaveTextContent("Event confirmed on");
    expect(screen.queryByRole("button", { name: "Confirm my event" })).not.toBeInTheDocument();
  });

  it("cancels with a reason after showing the fee that applies now, and sends that fee as agreed", async () => {
    const settlementNow = { feeCents: 59_881, depositsPaidCents: 119_763, keptCents: 59_881, refundCents: 59_882, owedCents: 0, owedBy: "none" as const };
    const late = { ...accepted, event: { ...accepted.event, cancellation: { ...accepted.event.cancellation, feeCentsNow: 59_881, settlementNow } } };
    fetchMock.mockImplementation(
      routeFetch({
        [GET]: late,
        [`POST /api/catering/quotes/by-token/cancel?token=${TOKEN}`]: {
          ...late,
          event: { ...late.event, stage: "cancelled", cancellation: { ...late.event.cancellation, allowed: false, cancelled: true, reason: "Storm", feeCents: 59_881, settlementNow: null, settlement: { ...settlementNow, paid: null } } },
        },
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ClientQuote token={TOKEN} />);
    await user.click(await screen.findByRole("button", { name: "Cancel this event…" }));
    expect(screen.getByTestId("text-cancellation-fee")).toHaveTextContent("Cancelling now costs a fee of $598.81 (25 % of the taxed total).");
    // How it settles against the deposit, before the client confirms.
    expect(screen.getByTestId("text-cancellation-settlement")).toHaveTextContent("We keep $598.81 of your $1,197.63 deposit and refund $598.82.");
    await user.click(screen.getByRole("button", { name: "Cancel and pay $598.81 fee" }));
    expect(screen.getByRole("textbox", { name: /Why do you cancel/ })).toHaveAccessibleDescription(/Tell the restaurant why you cancel/);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes("/cancel"))).toBe(false);
    await user.type(screen.getByRole("textbox", { name: /Why do you cancel/ }), "Storm");
    await user.click(screen.getByRole("button", { name: "Cancel and pay $598.81 fee" }));
    expect(await screen.findByTestId("text-cancelled")).toHaveTextContent("This event is cancelled (cancellation fee $598.81).");
    expect(screen.getByTestId("text-cancellation-settled")).toHaveTextContent("We keep $598.81 of your $1,197.63 deposit and refund $598.82.");
    const posted = fetchMock.mock.calls.find(([url]) => String(url).includes("/cancel"))!;
    expect(JSON.parse(String(posted[1]!.body))).toEqual({ reason: "Storm", acceptedFeeCents: 59_881 });
    expect(screen.queryByRole("link", { name: "Pay the deposit" })).not.toBeInTheDocument();
  });
});
