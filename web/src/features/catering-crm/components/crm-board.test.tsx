import type { LeadBoard, LeadCard, LeadDetail, LeadStage } from "@tavola/contracts";
import { LEAD_STAGES } from "@tavola/contracts";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/test/render";
import { FakeEventSource } from "@/test/fake-event-source";
import { routeFetch } from "@/test/route-fetch";
import { CrmBoard } from "./crm-board";

const HOUR = 3_600_000;
const card = (over: Partial<LeadCard>): LeadCard => ({
  id: "lead-1", stage: "new", version: 1, source: "premium", eventName: "Northwind A/S · Buffet Setup", contactName: "Dana Whitfield",
  companyName: "Northwind A/S", email: "dana@northwind.example", eventDate: "2030-04-01", eventTime: "12:00", headcount: 40, guestCountLabel: null,
  valueCents: 250_000, restaurant: { id: "r-1", name: "Trattoria Bellini" }, owner: null,
  sla: { firstContactDueAt: new Date(Date.now() + 20 * HOUR).toISOString(), callDueAt: new Date(Date.now() + 3 * HOUR).toISOString(), contactedAt: null, nextDueAt: new Date(Date.now() + 3 * HOUR).toISOString(), overdue: false },
  duplicateCount: 0, createdAt: new Date().toISOString(), stageChangedAt: new Date().toISOString(), ops: { reconfirmation: "none", balanceDueCents: null }, ...over,
});
const overdue = card({
  id: "lead-2", eventName: "Anniversary dinner", companyName: null, contactName: "Samuel Okafor", valueCents: null, duplicateCount: 1,
  sla: { firstContactDueAt: new Date(Date.now() - 6 * HOUR).toISOString(), callDueAt: null, contactedAt: null, nextDueAt: new Date(Date.now() - 6 * HOUR).toISOString(), overdue: true },
});
const boardOf = (leads: LeadCard[], canEdit = true): LeadBoard => ({
  columns: LEAD_STAGES.map((stage) => ({ stage, total: leads.filter((l) => l.stage === stage).length, leads: leads.filter((l) => l.stage === stage) })),
  restaurants: [{ id: "r-1", name: "Trattoria Bellini" }],
  owners: [{ id: "u-1", name: "Marco Bellini" }],
  canEdit,
});
const detailOf = (c: LeadCard, nextStages: LeadStage[] = ["contacted", "lost", "cancelled"]): LeadDetail => ({
  ...c, phone: "+1 212 555 0142", orderType: "company", cvr: null, poNumber: null, costCentre: null, deliveryAddress: "350 Fifth Avenue, New York", serviceType: "buffet", budgetRange: "2500-5000",
  dietaryNotes: null, preferredCuisine: null, cuisinePreferences: [], message: "A few vegans.", stageReason: null, money: { cardOnFile: null, balancePaid: null, settlement: null },
  activities: [{ id: "a-1", kind: "message", body: "A few vegans.", data: {}, actor: null, createdAt: new Date().toISOString() }],
  duplicates: [], nextStages, canEdit: true, assignableOwners: [{ id: "u-1", name: "Marco Bellini" }], assignableRestaurants: [],
});

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  FakeEventSource.instances = [];
  vi.stubGlobal("fetch", fetchMock);
  vi.stubGlobal("EventSource", FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

const boardCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).startsWith("/api/catering/crm/leads") && !String(url).includes("lead-")).length;

describe("CrmBoard", () => {
  it("shows a column per stage with cards, counts, value, duplicate flag and the SLA, overdue in red", async () => {
    fetchMock.mockImplementation(routeFetch({ "GET /api/catering/crm/leads": boardOf([card({}), overdue]) }));
    renderWithProviders(<CrmBoard returnTo="/catering-crm" />);
    const newColumn = await screen.findByRole("region", { name: /^New/ });
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.firstChild?.textContent)).toEqual(["New", "Contacted", "Quoted", "Confirmed", "In Progress", "Delivered", "Closed", "Lost", "Cancelled"]);
    const cards = within(newColumn).getAllByTestId("lead-card");
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent("Northwind A/S · Dana Whitfield");
    expect(cards[0]).toHaveTextContent("$2,500.00");
    expect(within(cards[0]!).getByTestId("badge-sla")).toHaveTextContent(/^Call due in (2 h 59 min|3 h)$/);
    expect(cards[1]).toHaveAttribute("data-overdue", "true");
    expect(within(cards[1]!).getByTestId("badge-sla")).toHaveAttribute("data-tone", "overdue");
    expect(within(cards[1]!).getByTestId("badge-duplicate")).toHaveTextContent("Possible duplicate");
    expect(within(cards[0]!).getByRole("button", { name: "Move Northwind A/S · Buffet Setup" })).toBeInTheDocument();
  });

  it("says so when there are no leads, and when filters match none", async () => {
    fetchMock.mockImplementation(routeFetch({ "GET /api/catering/crm/leads": boardOf([]), "GET /api/catering/crm/leads?q=zzz": boardOf([]) }));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CrmBoard returnTo="/catering-crm" />);
    expect(await screen.findByText("No catering leads yet")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Search"), "zzz");
    expect(await screen.findByText("No leads match these filters")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Clear filters" })).toBeInTheDocument();
  });

  it("tells someone off the team that the page is not for them", async () => {
    fetchMock.mockImplementation(routeFetch({ "GET /api/catering/crm/leads": new Response(JSON.stringify({ message: "The catering CRM is for restaurant teams and enterprise clients", code: "forbidden", requestId: "t" }), { status: 403 }) }));
    renderWithProviders(<CrmBoard returnTo="/catering-crm" />);
    expect(await screen.findByRole("heading", { name: "This page is for catering teams" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Request catering" })).toHaveAttribute("href", "/catering");
  });

  it("is read-only for an enterprise client: no grips, no live stream", async () => {
    fetchMock.mockImplementation(routeFetch({ "GET /api/catering/crm/leads": boardOf([card({})], false) }));
    renderWithProviders(<CrmBoard returnTo="/catering-crm" />);
    await screen.findAllByTestId("lead-card");
    expect(screen.queryByTestId("lead-drag-handle")).not.toBeInTheDocument();
    expect(FakeEventSource.instances).toHaveLength(0);
  });

  it("opens a lead and moves it with a button, sending the version it saw", async () => {
    const moved: unknown[] = [];
    fetchMock.mockImplementation(
      routeFetch({
        "GET /api/catering/crm/leads": boardOf([card({})]),
        "GET /api/catering/crm/leads/lead-1": detailOf(card({})),
        "POST /api/catering/crm/leads/lead-1/stage": (_url: string, init?: RequestInit) => {
          moved.push(JSON.parse(String(init?.body)));
          return detailOf(card({ stage: "contacted", version: 2 }), ["quoted", "lost", "cancelled"]);
        },
      }),
    );
    const user = userEvent.setup({ delay: null });
    const { location } = renderWithProviders(<CrmBoard returnTo="/catering-crm" />, { path: "/catering-crm" });
    await user.click(await screen.findByRole("button", { name: "Northwind A/S · Buffet Setup" }));
    const drawer = await screen.findByRole("dialog", { name: "Northwind A/S · Buffet Setup" });
    expect(location.history?.at(-1)).toBe("/catering-crm?lead=lead-1");
    expect(within(drawer).getByTestId("lead-facts")).toHaveTextContent("350 Fifth Avenue, New York");
    expect(within(drawer).getByTestId("lead-timeline")).toHaveTextContent("Message from the client");
    await user.click(within(drawer).getByRole("button", { name: "Move to Contacted" }));
    await waitFor(() => expect(moved).toEqual([{ to: "contacted", version: 1 }]));
    expect(await screen.findByText("Northwind A/S · Buffet Setup moved to Contacted")).toBeInTheDocument();
  });

  it("opens the lead a link names, and closes it back to the board", async () => {
    fetchMock.mockImplementation(routeFetch({ "GET /api/catering/crm/leads": boardOf([card({})]), "GET /api/catering/crm/leads/lead-1": detailOf(card({})) }));
    const user = userEvent.setup({ delay: null });
    const { location } = renderWithProviders(<CrmBoard returnTo="/catering-crm" />, { path: "/catering-crm?lead=lead-1" });
    const drawer = await screen.findByRole("dialog", { name: "Northwind A/S · Buffet Setup" });
    await user.click(within(drawer).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(location.history?.at(-1)).toBe("/catering-crm");
  });

  it("shows the reconfirmation task and the balance due on the card and the lead page; the team marks it confirmed", async () => {
    const pending = card({ stage: "deposit_paid", ops: { reconfirmation: "pending", balanceDueCents: null } });
    const paidOff = card({ id: "lead-3", eventName: "Delivered lunch", stage: "delivered", ops: { reconfirmation: "confirmed", balanceDueCents: 179_644 } });
    let reconfirmed = false;
    fetchMock.mockImplementation(
      routeFetch({
        "GET /api/catering/crm/leads": boardOf([pending, paidOff]),
        "GET /api/catering/crm/leads/lead-1": () => detailOf(card({ ...pending, ops: { reconfirmation: reconfirmed ? "confirmed" : "pending", balanceDueCents: null } }), ["in_progress", "lost", "cancelled"]),
        "POST /api/catering/crm/leads/lead-1/reconfirm": () => {
          reconfirmed = true;
          return detailOf(card({ ...pending, ops: { reconfirmation: "confirmed", balanceDueCents: null } }), ["in_progress", "lost", "cancelled"]);
        },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CrmBoard returnTo="/catering-crm" />);
    const confirmedColumn = await screen.findByRole("region", { name: /^Confirmed/ });
    expect(within(confirmedColumn).getByTestId("badge-reconfirm")).toHaveTextContent("Reconfirmation pending");
    expect(within(screen.getByRole("region", { name: /^Delivered/ })).getByTestId("badge-balance-due")).toHaveTextContent("Balance due $1,796.44");
    await user.click(within(confirmedColumn).getByRole("button", { name: "Northwind A/S · Buffet Setup" }));
    const drawer = await screen.findByRole("dialog", { name: "Northwind A/S · Buffet Setup" });
    expect(within(drawer).getByTestId("lead-tasks")).toHaveTextContent("Reconfirm the event.");
    await user.click(within(drawer).getByRole("button", { name: "Mark confirmed" }));
    await waitFor(() => expect(within(drawer).queryByTestId("lead-tasks")).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([url, init]) => String(url).endsWith("/lead-1/reconfirm") && init?.method === "POST")).toBe(true);
  });

  it("adds a note, logs a call, assigns an owner and merges a duplicate from the lead's panel", async () => {
    const sent: Array<[string, unknown]> = [];
    const record = (key: string) => (_url: string, init?: RequestInit) => {
      sent.push([key, JSON.parse(String(init?.body))]);
      return key === "note" ? { id: "a-2", kind: "note", body: "x", data: {}, actor: null, createdAt: new Date().toISOString() } : detailOf(card({}));
    };
    const withDuplicate = { ...detailOf(card({ duplicateCount: 1 })), duplicates: [{ id: "lead-2", eventName: "Anniversary dinner", stage: "new" as const, createdAt: new Date().toISOString() }] };
    fetchMock.mockImplementation(
      routeFetch({
        "GET /api/catering/crm/leads": boardOf([card({})]),
        "GET /api/catering/crm/leads/lead-1": withDuplicate,
        "POST /api/catering/crm/leads/lead-1/notes": record("note"),
        "PATCH /api/catering/crm/leads/lead-1/assignment": record("assign"),
        "POST /api/catering/crm/leads/lead-1/merge": record("merge"),
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CrmBoard returnTo="/catering-crm" />);
    await user.click(await screen.findByRole("button", { name: "Northwind A/S · Buffet Setup" }));
    const drawer = await screen.findByRole("dialog", { name: "Northwind A/S · Buffet Setup" });
    await user.click(within(drawer).getByRole("button", { name: "Add note" }));
    expect(await within(drawer).findByText("Write a note")).toBeInTheDocument();
    await user.type(within(drawer).getByLabelText("Add a note"), "Wants a tasting");
    await user.click(within(drawer).getByRole("button", { name: "Add note" }));
    await waitFor(() => expect(within(drawer).getByLabelText("Add a note")).toHaveValue(""));
    await user.type(within(drawer).getByLabelText("Add a note"), "Called: 40 guests confirmed");
    await user.click(within(drawer).getByRole("button", { name: "Log call" }));
    await user.selectOptions(within(drawer).getByLabelText("Owner"), "u-1");
    await user.click(within(drawer).getByRole("button", { name: "Merge into this lead" }));
    await waitFor(() =>
      expect(sent).toEqual([
        ["note", { body: "Wants a tasting", kind: "note" }],
        ["note", { body: "Called: 40 guests confirmed", kind: "call" }],
        ["assign", { ownerUserId: "u-1" }],
        ["merge", { duplicateId: "lead-2" }],
      ]),
    );
  });

  it("asks a reason before marking a lead lost", async () => {
    const moved: unknown[] = [];
    fetchMock.mockImplementation(
      routeFetch({
        "GET /api/catering/crm/leads": boardOf([card({})]),
        "GET /api/catering/crm/leads/lead-1": detailOf(card({})),
        "POST /api/catering/crm/leads/lead-1/stage": (_url: string, init?: RequestInit) => {
          moved.push(JSON.parse(String(init?.body)));
          return detailOf(card({ stage: "lost", version: 2 }), []);
        },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CrmBoard returnTo="/catering-crm" />);
    await user.click(await screen.findByRole("button", { name: "Northwind A/S · Buffet Setup" }));
    await user.click(await screen.findByRole("button", { name: "Mark lost…" }));
    const dialog = await screen.findByRole("dialog", { name: "Mark as lost" });
    await user.click(within(dialog).getByRole("button", { name: "Mark as lost" }));
    expect(await within(dialog).findByText("Say why the lead is lost or cancelled")).toBeInTheDocument();
    expect(moved).toEqual([]);
    await user.type(within(dialog).getByLabelText(/Reason/), "Booked elsewhere");
    await user.click(within(dialog).getByRole("button", { name: "Mark as lost" }));
    await waitFor(() => expect(moved).toEqual([{ to: "lost", version: 1, reason: "Booked elsewhere" }]));
  });

  it("shows more of a long column on request", async () => {
    const many = Array.from({ length: 30 }, (_, i) => card({ id: `lead-${i}`, eventName: `Event ${i}` }));
    const first = boardOf(many.slice(0, 20));
    first.columns[0]!.total = 30;
    const more = { ...boardOf(many), columns: [{ stage: "new" as const, total: 30, leads: many }] };
    fetchMock.mockImplementation(routeFetch({ "GET /api/catering/crm/leads": first, "GET /api/catering/crm/leads?stage=new&perStage=40": more }));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CrmBoard returnTo="/catering-crm" />);
    const column = await screen.findByRole("region", { name: /^New/ });
    expect(within(column).getAllByTestId("lead-card")).toHaveLength(20);
    expect(column).toHaveTextContent("Showing 20 of 30");
    await user.click(within(column).getByRole("button", { name: "Show more New leads" }));
    await waitFor(() => expect(within(column).getAllByTestId("lead-card")).toHaveLength(30));
    expect(within(column).queryByRole("button", { name: "Show more New leads" })).not.toBeInTheDocument();
  });

  it("refetches the board when the live stream says a lead changed", async () => {
    fetchMock.mockImplementation(routeFetch({ "GET /api/catering/crm/leads": boardOf([card({})]) }));
    renderWithProviders(<CrmBoard returnTo="/catering-crm" />);
    await screen.findAllByTestId("lead-card");
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const source = FakeEventSource.instances[0]!;
    expect(source.url).toBe("/api/catering/crm/stream");
    const before = boardCalls();
    act(() => source.emit("lead", { type: "lead_created", leadId: "lead-9", restaurantId: "r-1" }));
    await waitFor(() => expect(boardCalls()).toBeGreaterThan(before));
  });
});
