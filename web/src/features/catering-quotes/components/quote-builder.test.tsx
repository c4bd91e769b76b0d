import type { LeadQuote, QuoteVersion } from "@tavola/contracts";
import { quoteTotals } from "@tavola/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/test/render";
import { routeFetch } from "@/test/route-fetch";
import { QuoteBuilder } from "./quote-builder";

const LEAD = "11111111-1111-4111-8111-111111111111";
const base: LeadQuote = {
  leadId: LEAD, quoteId: null, leadStage: "contacted", leadVersion: 2, eventName: "Globex offsite", contactName: "Hank Scorpio", email: "hank@globex.example",
  eventDate: "2031-05-20", headcount: 40, requestedServiceType: "buffet", restaurantName: "Trattoria Bellini", taxRatePpm: 88_750, versions: [], acceptance: null, canEdit: true,
};
const version = (over: Partial<QuoteVersion>): QuoteVersion => ({
  id: "22222222-2222-4222-8222-222222222222", number: 1, status: "draft", serviceType: "buffet",
  lines: [{ kind: "package", description: "Tuscan buffet", quantity: 40, unitPriceCents: 3_000, dietaryNote: null, lineTotalCents: 120_000 }],
  discount: null, deposits: [{ kind: "percent", ppm: 250_000, dueAt: "2031-05-01T12:00:00.000Z" }], taxRatePpm: 88_750,
  subtotalCents: 120_000, discountCents: 0, taxCents: 10_650, totalCents: 130_650,
  schedule: [{ kind: "deposit", amountCents: 32_662, dueAt: "2031-05-01T12:00:00.000Z" }, { kind: "balance", amountCents: 97_988, dueAt: null }],
  validDays: 30, validUntil: null, changeNote: null, changes: [], createdAt: new Date().toISOString(), sentAt: null, ...over,
});

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const bodyOf = (method: string) => JSON.parse(String(fetchMock.mock.calls.find(([, init]) => init?.method === method)![1]!.body)) as Record<string, unknown>;

describe("QuoteBuilder", () => {
  it("starts a new quote from the request's service type with its staffing and equipment lines, and previews the server's maths live", async () => {
    fetchMock.mockImplementation(routeFetch({ [`GET /api/catering/crm/leads/${LEAD}/quote`]: base }));
    const user = userEvent.setup();
    renderWithProviders(<QuoteBuilder leadId={LEAD} />);
    expect(await screen.findByRole("combobox", { name: "Service type" })).toHaveValue("buffet");
    const lines = screen.getAllByRole("group", { name: /^Line / });
    expect(lines).toHaveLength(4);
    expect(within(lines[0]!).getByRole("textbox", { name: "Qty" })).toHaveValue("40");
    expect(within(lines[1]!).getByRole("textbox", { name: "Description" })).toHaveValue("Buffet attendant (hours)");
    // The menu line has no price yet: 4 h × $45 + $120 + $100 = $400; tax 8.875 % once on it.
    const expected = quoteTotals([{ quantity: 4, unitPriceCents: 4_500 }, { quantity: 1, unitPriceCents: 12_000 }, { quantity: 1, unitPriceCents: 10_000 }], null, 88_750);
    expect(screen.getByTestId("quote-total")).toHaveTextContent(`$${(expected.totalCents / 100).toFixed(2)}`);
    await user.type(within(lines[0]!).getByRole("textbox", { name: "Unit price ($)" }), "32.50");
    const withMenu = quoteTotals([{ quantity: 40, unitPriceCents: 3_250 }, { quantity: 4, unitPriceCents: 4_500 }, { quantity: 1, unitPriceCents: 12_000 }, { quantity: 1, unitPriceCents: 10_000 }], null, 88_750);
    expect(screen.getByTestId("quote-total")).toHaveTextContent(`$${(withMenu.totalCents / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`);
    // A discount larger than the quote: the preview says so and Send is off.
    await user.selectOptions(screen.getByRole("combobox", { name: "Discount" }), "amount");
    await user.type(screen.getByRole("textbox", { name: "Discount ($)" }), "999999");
    expect(screen.getByRole("alert")).toHaveTextContent("The discount is larger than the quote");
    expect(screen.getByRole("button", { name: "Send to client" })).toBeDisabled();
  });

  it("saves the draft as cents and ppm without any totals, then sends that draft and shows the client's link", async () => {
    const draft = version({});
    const sent = { ...base, quoteId: "q", versions: [version({ status: "sent", sentAt: new Date().toISOString(), validUntil: "2031-06-01T00:00:00.000Z" })], clientPath: "/catering-quotes?token=abc_DEF-123" };
    fetchMock.mockImplementation(
      routeFetch({
        [`GET /api/catering/crm/leads/${LEAD}/quote`]: { ...base, quoteId: "q", versions: [draft] },
        [`PUT /api/catering/crm/leads/${LEAD}/quote`]: { ...base, quoteId: "q", versions: [draft] },
        [`POST /api/catering/crm/leads/${LEAD}/quote/send`]: sent,
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<QuoteBuilder leadId={LEAD} />);
    const line = (await screen.findAllByRole("group", { name: /^Line / }))[0]!;
    expect(within(line).getByRole("textbox", { name: "Unit price ($)" })).toHaveValue("30.00");
    expect(within(screen.getByTestId("quote-versions")).getByText("Draft")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send to client" }));
    expect(await screen.findByText(/The client was mailed this link/)).toHaveTextContent("/catering-quotes?token=abc_DEF-123");
    const saved = bodyOf("PUT");
    expect(saved).toMatchObject({ serviceType: "buffet", lines: [{ kind: "package", quantity: 40, unitPriceCents: 3_000 }], deposits: [{ kind: "percent", ppm: 250_000, dueAt: "2031-05-01T12:00:00.000Z" }], validDays: 30 });
    expect(saved).not.toHaveProperty("totalCents");
    expect(bodyOf("POST")).toEqual({ versionId: draft.id });
  });

  it("locks an accepted quote: no send, fields read-only, who accepted which version", async () => {
    fetchMock.mockImplementation(
      routeFetch({
        [`GET /api/catering/crm/leads/${LEAD}/quote`]: { ...base, versions: [version({ status: "accepted", sentAt: new Date().toISOString() })], acceptance: { versionId: "v", versionNumber: 1, fullName: "Ada Lovelace", acceptedAt: new Date().toISOString() } },
      }),
    );
    renderWithProviders(<QuoteBuilder leadId={LEAD} />);
    expect(await screen.findByText("Accepted by Ada Lovelace (v1).")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Send to client" })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Service type" })).toBeDisabled());
  });
});
