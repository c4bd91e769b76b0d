import type { ClientQuote as ClientQuoteView } from "@tavola/contracts";
import { QUOTE_EXPIRED_MESSAGE } from "@tavola/contracts";
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
const ACCEPT = `POST /api/catering/quotes/by-token/accept?token=${TOKEN}`;

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("ClientQuote", () => {
  it("shows the lines with dietary notes, totals, deposit schedule and validity; accepts by typed name and links to the checkout", async () => {
    fetchMock.mockImplementation(
      routeFetch({ [GET]: view, [ACCEPT]: { ...view, acceptance: { versionId: view.version.id, versionNumber: 2, fullName: "Hank Scorpio", acceptedAt: "2031-03-22T10:00:00.000Z" } } }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ClientQuote token={TOKEN} />);
    expect(await screen.findByText(/Three-course dinner/)).toBeInTheDocument();
    expect(screen.getByText("Dietary: 4 vegan")).toBeInTheDocument();
    expect(screen.getByTestId("quote-total")).toHaveTextContent("$2,395.25");
    expect(screen.getByTestId("quote-schedule")).toHaveTextContent("Deposit due May 1, 2031$500.00");
    expect(screen.getByTestId("quote-schedule")).toHaveTextContent("Balance, after delivery$1,895.25");
    expect(screen.getByText(/valid until Apr 20, 2031/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Download PDF" })).toHaveAttribute("href", `/api/catering/quotes/by-token/pdf?token=${TOKEN}`);
    await user.click(screen.getByRole("button", { name: "Accept quote" }));
    expect(screen.getByRole("textbox", { name: /Your full name/ })).toHaveAccessibleDescription(/Type your full name to accept/);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
    await user.type(screen.getByRole("textbox", { name: /Your full name/ }), "Hank Scorpio");
    await user.click(screen.getByRole("button", { name: "Accept quote" }));
    expect(await screen.findByRole("link", { name: "Pay the deposit" })).toHaveAttribute("href", `/catering-checkout/lead-9?token=${TOKEN}`);
    const posted = fetchMock.mock.calls.find(([, init]) => init?.method === "POST")!;
    expect(JSON.parse(String(posted[1]!.body))).toEqual({ versionId: view.version.id, fullName: "Hank Scorpio" });
  });

  it("says so when the quote has expired, without an accept form", async () => {
    fetchMock.mockImplementation(routeFetch({ [GET]: { ...view, expired: true, message: QUOTE_EXPIRED_MESSAGE } }));
    renderWithProviders(<ClientQuote token={TOKEN} />);
    expect(await screen.findByRole("alert")).toHaveTextContent(QUOTE_EXPIRED_MESSAGE);
    expect(screen.queryByRole("button", { name: "Accept quote" })).not.toBeInTheDocument();
  });

  it("shows the server's 409 message when the version was replaced", async () => {
    fetchMock.mockImplementation(
      routeFetch({ [GET]: view, [ACCEPT]: new Response(JSON.stringify({ message: "A newer version of this quote was sent. Please read it and accept that one.", code: "conflict", requestId: "r" }), { status: 409 }) }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ClientQuote token={TOKEN} />);
    await user.type(await screen.findByRole("textbox", { name: /Your full name/ }), "Hank Scorpio");
    await user.click(screen.getByRole("button", { name: "Accept quote" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("A newer version of this quote was sent");
  });

  it("explains an unknown link", async () => {
    fetchMock.mockImplementation(routeFetch({}));
    renderWithProviders(<ClientQuote token={TOKEN} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("This quote link is not valid");
  });
});
