import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/test/render";
import { bellini, booking, call, hostStand, noSessions, NOW, onTable, RID, routeFetch, session, table, tableId, waitlistEntry } from "../test/fixtures";
import { HostStand } from "./host-stand";

const WORKSPACE = "GET /api/restaurant/workspace";
const STAND = `GET /api/restaurants/${RID}/host-stand`;
const SESSIONS = `GET /api/restaurants/${RID}/table-sessions`;
const actionsUrl = (id: string) => `POST /api/restaurants/${RID}/reservations/${id}/actions`;
const at = (m: number) => new Date(NOW.getTime() + m * 60_000).toISOString();

const seatedId = "rrrrrrrr-0000-4000-8000-000000000002";
const pastId = "rrrrrrrr-0000-4000-8000-000000000003";
const doneId = "rrrrrrrr-0000-4000-8000-000000000004";

/** Four bookings, one per status the host meets: due soon, seated, late (no-show possible), completed. */
const day = () =>
  hostStand({
    bookings: [
      booking({ id: pastId, reference: "R-PAST0003", name: "Late Larry", startsAt: at(-20), hold: { amountCents: 5000, status: "held", last4: "4242" } }),
      booking({ id: seatedId, reference: "R-SEAT0002", name: "Seated Sam", status: "seated", startsAt: at(-40), tables: [{ id: tableId(5), number: 5, capacity: 4, location: "Patio" }] }),
      booking(),
      booking({ id: doneId, reference: "R-DONE0004", name: "Done Dana", status: "completed", source: "walk_in", startsAt: at(-120) }),
    ],
    tables: [
      table(4, { next: onTable() }),
      table(5, { current: onTable({ reservationId: seatedId, name: "Seated Sam", status: "seated", startsAt: at(-40) }) }),
      table(6),
      table(2),
    ],
  });

function stub(extra: Record<string, unknown> = {}) {
  const fetch = vi.fn(routeFetch({ [WORKSPACE]: { restaurant: bellini, menu: [] }, [STAND]: day(), [SESSIONS]: noSessions, ...extra }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const posted = (fetch: ReturnType<typeof stub>, path: string) =>
  fetch.mock.calls.filter(([url, init]) => init?.method === "POST" && String(url) === path).map(([, init]) => JSON.parse(String(init?.body)));

beforeEach(() => {
  // Only the clock is faked: the host's buttons depend on the time, the test's waits do not.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("HostStand", { timeout: 30_000 }, () => {
  it("tells a signed-in guest this page is for restaurant teams", async () => {
    stub({ [WORKSPACE]: () => jsonResponse({ message: "This dashboard is for restaurant teams", code: "forbidden", requestId: "r" }, 403) });
    renderWithProviders(<HostStand isExecutive={false} />);
    expect(await screen.findByRole("heading", { name: "This page is for restaurant teams" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Reserve a table" })).toHaveAttribute("href", "/tables");
  });

  it("lets an executive choose the restaurant, asking the workspace for it", async () => {
    const sakura = { ...bellini, id: "22222222-2222-4222-8222-222222222222", slug: "sakura-house", name: "Sakura House", city: "London" };
    const fetch = stub({
      "GET /api/restaurants": [bellini, sakura],
      [`${WORKSPACE}?restaurantId=${sakura.id}`]: { restaurant: sakura, menu: [] },
      [`GET /api/restaurants/${sakura.id}/host-stand`]: hostStand({ restaurant: { id: sakura.id, name: sakura.name }, bookings: [], waitlist: [] }),
      [`GET /api/restaurants/${sakura.id}/table-sessions`]: noSessions,
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<HostStand isExecutive />);
    const picker = await screen.findByLabelText("Restaurant");
    expect(picker).toHaveValue(bellini.id);
    await user.selectOptions(picker, sakura.id);
    expect(await screen.findByText("Host stand · Sakura House")).toBeInTheDocument();
    expect(await screen.findByTestId("empty-bookings")).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url) === `/api/restaurant/workspace?restaurantId=${sakura.id}`)).toBe(true);
  });

  it("shows no restaurant choice to a restaurant's own team", async () => {
    const fetch = stub();
    renderWithProviders(<HostStand isExecutive={false} />);
    await screen.findByTestId("list-bookings");
    expect(screen.queryByLabelText("Restaurant")).toBeNull();
    expect(fetch.mock.calls.some(([url]) => String(url) === "/api/restaurants")).toBe(false);
  });

  it("lists the day's bookings by time with the actions each status allows", async () => {
    stub();
    renderWithProviders(<HostStand isExecutive={false} />);
    const list = await screen.findByTestId("list-bookings");
    expect(within(list).getAllByTestId("booking-name").map((n) => n.textContent)).toEqual(["Late Larry", "Seated Sam", "Ada Lovelace", "Done Dana"]);

    const late = screen.getByTestId("booking-R-PAST0003");
    expect(within(late).getAllByRole("button").map((b) => b.textContent)).toEqual(["Seat", "Move", "No-show"]);
    expect(within(late).getByTestId("booking-hold")).toHaveTextContent("Card hold $50.00 held (•••• 4242)");
    const seated = screen.getByTestId("booking-R-SEAT0002");
    expect(within(seated).getByTestId("badge-booking-status")).toHaveTextContent("Seated");
    expect(within(seated).getAllByRole("button").map((b) => b.textContent)).toEqual(["Complete", "Move"]);
    const soon = screen.getByTestId("booking-R-AAAA1111");
    expect(soon).toHaveTextContent("7:30 PM");
    expect(soon).toHaveTextContent("Online");
    expect(within(soon).getAllByRole("button").map((b) => b.textContent)).toEqual(["Seat", "Move"]);
    const done = screen.getByTestId("booking-R-DONE0004");
    expect(done).toHaveTextContent("Walk-in");
    expect(within(done).queryAllByRole("button")).toHaveLength(0);

    // The waitlist, and the floor plan by section with each state in words.
    expect(screen.getByTestId("waitlist-W-BBBB2222")).toHaveTextContent("Grace Hopper");
    expect(screen.getByTestId("waitlist-W-BBBB2222")).toHaveTextContent("4 guests · 6:00 PM – 9:00 PM");
    expect(screen.getByTestId("floor-table-4")).toHaveAttribute("data-state", "reserved");
    expect(within(screen.getByTestId("floor-table-5")).getByTestId("floor-table-state")).toHaveTextContent("Seated");
    expect(within(screen.getByTestId("floor-table-6")).getByTestId("floor-table-state")).toHaveTextContent("Free");
    expect(screen.getByRole("heading", { name: "Window" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Patio" })).toBeInTheDocument();
  });

  it("seats and completes through the server, and shows its 409", async () => {
    const fetch = stub({
      [actionsUrl(seatedId)]: booking({ id: seatedId, status: "completed" }),
      [actionsUrl("rrrrrrrr-0000-4000-8000-000000000001")]: () =>
        jsonResponse({ message: "A party can be seated from 60 minutes before its time", code: "conflict", requestId: "r" }, 409),
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<HostStand isExecutive={false} />);
    await user.click(await screen.findByRole("button", { name: "Complete Seated Sam" }));
    await waitFor(() => expect(posted(fetch, `/api/restaurants/${RID}/reservations/${seatedId}/actions`)).toEqual([{ action: "complete" }]));
    expect(await screen.findByText("Seated Sam completed")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Seat Ada Lovelace" }));
    expect(await screen.findByTestId("error-host-action")).toHaveTextContent("A party can be seated from 60 minutes before its time");
  });

  it("asks before a no-show and says the card hold will be charged", async () => {
    const fetch = stub({ [actionsUrl(pastId)]: booking({ id: pastId, status: "no_show" }) });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<HostStand isExecutive={false} />);
    await user.click(await screen.findByRole("button", { name: "No-show Late Larry" }));
    const dialog = await screen.findByRole("dialog", { name: "Mark Late Larry a no-show?" });
    expect(dialog).toHaveTextContent("The card hold of $50.00 will be charged");
    await user.click(within(dialog).getByRole("button", { name: "Keep booking" }));
    expect(posted(fetch, `/api/restaurants/${RID}/reservations/${pastId}/actions`)).toEqual([]);

    await user.click(screen.getByRole("button", { name: "No-show Late Larry" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Mark no-show" }));
    await waitFor(() => expect(posted(fetch, `/api/restaurants/${RID}/reservations/${pastId}/actions`)).toEqual([{ action: "no_show" }]));
  });

  it("moves a booking to a table that seats the party; a taken table is the server's 409", async () => {
    const id = "rrrrrrrr-0000-4000-8000-000000000001";
    let tries = 0;
    const fetch = stub({
      [`POST /api/restaurants/${RID}/reservations/${id}/move`]: () =>
        ++tries === 1 ? jsonResponse({ message: "That table is taken then", code: "conflict", requestId: "r" }, 409) : booking({ tables: [{ id: tableId(6), number: 6, capacity: 4, location: "Patio" }] }),
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<HostStand isExecutive={false} />);
    await user.click(await screen.findByRole("button", { name: "Move Ada Lovelace" }));
    const dialog = await screen.findByRole("dialog", { name: "Move Ada Lovelace" });
    // Ada sits at table 4 (2 seats): the others that seat two, snuggest first.
    expect(within(dialog).getAllByRole("radio").map((r) => r.closest("label")?.textContent?.match(/Table \d+/)?.[0])).toEqual(["Table 2", "Table 5", "Table 6"]);
    await user.click(within(dialog).getByRole("button", { name: "Move booking" }));
    expect(within(dialog).getByTestId("error-move")).toHaveTextContent("Choose a table");

    await user.click(within(dialog).getByRole("radio", { name: /Table 5/ }));
    await user.click(within(dialog).getByRole("button", { name: "Move booking" }));
    expect(await within(dialog).findByText("That table is taken then")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("radio", { name: /Table 6/ }));
    await user.click(within(dialog).getByRole("button", { name: "Move booking" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(posted(fetch, `/api/restaurants/${RID}/reservations/${id}/move`)).toEqual([{ tableIds: [tableId(5)] }, { tableIds: [tableId(6)] }]);
  });

  it("checks the walk-in form, then seats the party", async () => {
    const fetch = stub({
      [`POST /api/restaurants/${RID}/walk-ins`]: () => jsonResponse(booking({ name: "Walk-in", source: "walk_in", status: "seated", partySize: 3, tables: [{ id: tableId(6), number: 6, capacity: 4, location: "Patio" }] }), 201),
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<HostStand isExecutive={false} />);
    await user.click(await screen.findByRole("button", { name: "Add walk-in" }));
    const dialog = await screen.findByRole("dialog", { name: "Add walk-in" });
    await user.click(within(dialog).getByRole("button", { name: "Seat walk-in" }));
    await waitFor(() => expect(within(dialog).getByLabelText(/^Party size/)).toHaveAccessibleDescription("Choose a party size"));
    await waitFor(() => expect(within(dialog).getByLabelText(/^Table/)).toHaveAccessibleDescription("Choose a table"));
    expect(posted(fetch, `/api/restaurants/${RID}/walk-ins`)).toEqual([]);

    await user.type(within(dialog).getByLabelText(/^Party size/), "3");
    const choices = within(within(dialog).getByLabelText(/^Table/)).getAllByRole("option").map((o) => o.textContent);
    // Tables for 3 only (the 4-tops), free ones first.
    expect(choices).toEqual(["Choose a table", "Table 6 · seats 4 · Patio · Free", "Table 5 · seats 4 · Patio · Seated"]);
    await user.selectOptions(within(dialog).getByLabelText(/^Table/), tableId(6));
    await user.click(within(dialog).getByRole("button", { name: "Seat walk-in" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(posted(fetch, `/api/restaurants/${RID}/walk-ins`)).toEqual([{ partySize: 3, tableIds: [tableId(6)] }]);
  });

  it("opens the walk-in form filled in when a recommendation sends the host here", async () => {
    stub();
    renderWithProviders(<HostStand isExecutive={false} />, { path: `/table-reservations?walkInParty=2&walkInTable=${tableId(6)}` });
    const dialog = await screen.findByRole("dialog", { name: "Add walk-in" });
    expect(within(dialog).getByLabelText(/^Party size/)).toHaveValue(2);
    expect(within(dialog).getByLabelText(/^Table/)).toHaveValue(tableId(6));
  });

  it("shows the server's field message under the walk-in's table", async () => {
    stub({ [`POST /api/restaurants/${RID}/walk-ins`]: () => jsonResponse({ message: "Invalid", code: "validation", fieldErrors: { tableIds: ["That table is taken now"] }, requestId: "r" }, 409) });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<HostStand isExecutive={false} />);
    await user.click(await screen.findByRole("button", { name: "Add walk-in" }));
    const dialog = await screen.findByRole("dialog", { name: "Add walk-in" });
    await user.type(within(dialog).getByLabelText(/^Party size/), "2");
    await user.selectOptions(within(dialog).getByLabelText(/^Table/), tableId(6));
    await user.click(within(dialog).getByRole("button", { name: "Seat walk-in" }));
    await waitFor(() => expect(within(dialog).getByLabelText(/^Table/)).toHaveAccessibleDescription("That table is taken now"));
  });

  it("refetches on floor events and announces a table that needs attention", async () => {
    const sources: FakeEventSource[] = [];
    class FakeEventSource {
      static CLOSED = 2;
      readyState = 1;
      onopen: (() => void) | null = null;
      onerror: (() => void) | null = null;
      listeners: Record<string, Array<() => void>> = {};
      constructor(public url: string) {
        sources.push(this);
      }
      addEventListener(type: string, fn: () => void) {
        (this.listeners[type] ??= []).push(fn);
      }
      close() {}
      emit(type: string) {
        for (const fn of this.listeners[type] ?? []) fn();
      }
    }
    vi.stubGlobal("EventSource", FakeEventSource);
    let sessions = noSessions;
    const fetch = stub({ [SESSIONS]: () => sessions });
    renderWithProviders(<HostStand isExecutive={false} />);
    await screen.findByTestId("floor-plan");
    expect(sources[0]?.url).toBe(`/api/restaurants/${RID}/floor/stream`);
    act(() => sources[0]?.onopen?.());
    expect(await screen.findByTestId("status-live")).toHaveTextContent("Live");

    sessions = { sessions: [session(6)], serviceCalls: [call(6)] };
    const before = fetch.mock.calls.length;
    act(() => sources[0]?.emit("floor"));
    await waitFor(() => expect(screen.getByTestId("floor-table-6")).toHaveAttribute("data-state", "needs_attention"));
    expect(fetch.mock.calls.length).toBeGreaterThan(before);
    expect(within(screen.getByTestId("floor-table-6")).getByTestId("floor-table-state")).toHaveTextContent("Needs attention");
    expect(screen.getByTestId("floor-announcement")).toHaveTextContent("Table 6 needs attention");
  });

  it("asks the host to let in a guest who joined table 6 by its number only", async () => {
    const sessionUrl = `POST /api/restaurants/${RID}/table-sessions/${session(6).id}/guests/g9/admission`;
    let sessions = { sessions: [session(6, { waitingGuests: [{ id: "g9", name: "Rosa", joinedAt: at(-2) }] })], serviceCalls: [] };
    const fetch = stub({
      [SESSIONS]: () => sessions,
      [sessionUrl]: () => {
        sessions = { sessions: [session(6, { guestCount: 3 })], serviceCalls: [] };
        return sessions.sessions[0];
      },
    });
    renderWithProviders(<HostStand isExecutive={false} />);
    const tile = await screen.findByTestId("floor-table-6");
    await waitFor(() => expect(tile).toHaveAttribute("data-state", "needs_attention"));
    const prompt = within(tile).getByRole("region", { name: "Waiting to join table 6" });
    expect(prompt).toHaveTextContent("Table 6: 1 guest waiting to join");
    expect(prompt).toHaveTextContent("Rosa");
    await userEvent.setup().click(within(prompt).getByRole("button", { name: "Let Rosa in to table 6" }));
    await waitFor(() => expect(posted(fetch, sessionUrl.slice(5))).toEqual([{ decision: "admit" }]));
    await waitFor(() => expect(screen.getByTestId("floor-table-6")).toHaveAttribute("data-state", "checked_in"));
    expect(screen.queryByRole("region", { name: "Waiting to join table 6" })).not.toBeInTheDocument();
  });

  it("shows an offered waitlist entry with its table and time", async () => {
    stub({
      [STAND]: hostStand({
        waitlist: [waitlistEntry({ status: "offered", offer: { tableIds: [tableId(5)], label: "Table 5", startsAt: "2030-03-16T00:00:00.000Z", expiresAt: "2030-03-15T23:30:00.000Z" } })],
      }),
    });
    renderWithProviders(<HostStand isExecutive={false} />);
    expect(await screen.findByTestId("waitlist-offer")).toHaveTextContent("Offered Table 5 at 8:00 PM, until 7:30 PM");
  });
});
