import type { User } from "@tavola/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/test/render";
import { addDays, todayIsoDate } from "../../lib/reservation-rules";
import { availability, bellini, created, reservation, routeFetch, sakura, TABLE_5 } from "../../test/fixtures";
import { ReserveTable } from "./reserve-table";

// Booking by time (issue 16): today and a party of 2 to start with, the times across every table, "Any table"
// chosen, contact details filled in for a signed-in guest.
/** Today and tomorrow at Trattoria Bellini (New York, the fixture's zone), whatever the test machine's zone. */
const TODAY = todayIsoDate(new Date(), "America/New_York");
const TOMORROW = addDays(TODAY, 1);
/** The server's answer for a day already past in New York (the browser's first guess, on a machine west of it). */
const PAST_DAY = () => jsonResponse({ message: "Choose a date from today on", code: "invalid", fieldErrors: { date: ["Choose a date from today on"] }, requestId: "r" }, 400);
const availabilityKey = (date: string, party = 2) => `GET /api/restaurants/${bellini.id}/availability?date=${date}&partySize=${party}`;

const alex: User = {
  id: "u1", firstName: "Alex", lastName: "Rivera", email: "customer@demo.tavola.app", role: "customer", profileImageUrl: null,
  totalPoints: 1250, tier: "gold", permissions: [], organizationId: null, teamRoles: [], createdAt: "2024-01-01T00:00:00.000Z", updatedAt: "2024-01-01T00:00:00.000Z",
};

function stub(extra: Record<string, unknown> = {}) {
  const fetch = vi.fn(
    routeFetch({
      "GET /api/restaurants": [sakura, bellini],
      [availabilityKey(addDays(TODAY, -1))]: PAST_DAY,
      [availabilityKey(TODAY)]: availability({ date: TODAY }),
      [availabilityKey(TOMORROW)]: availability({ date: TOMORROW }),
      "POST /api/reservations": () => jsonResponse(created({ tables: [{ id: TABLE_5, number: 5, capacity: 4, location: "Patio" }] }), 201),
      ...extra,
    }),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const posted = (fetch: ReturnType<typeof stub>) =>
  fetch.mock.calls.filter(([url, init]) => init?.method === "POST" && String(url) === "/api/reservations").map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

/** Counts the guest's taps on the page (pointer clicks), as the tap-count target is stated. */
function countTaps() {
  let taps = 0;
  const onClick = (e: MouseEvent) => {
    if (e.detail > 0) taps++;
  };
  document.addEventListener("click", onClick, true);
  return { get: () => taps, stop: () => document.removeEventListener("click", onClick, true) };
}

afterEach(() => vi.unstubAllGlobals());

describe("ReserveTable, by time", { timeout: 30_000 }, () => {
  it("starts on tonight for two with the times across every table and \"Any table\" chosen", async () => {
    stub();
    renderWithProviders(<ReserveTable />, { path: "/tables" });
    await waitFor(() => expect(screen.getByTestId("select-restaurant")).toHaveValue(bellini.id));
    // East of New York (as CI between 00:00 and 05:00 UTC) the browser's first guess is New York's tomorrow, until the
    // first answer names the restaurant's zone.
    await waitFor(() => expect(screen.getByLabelText(/^Date/)).toHaveValue(TODAY));
    expect(screen.getByRole("button", { name: "Tonight" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Tomorrow" })).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByLabelText(/^Party size/)).toHaveValue("2");
    expect(await screen.findByRole("radio", { name: "Any table" })).toBeChecked();
    const times = screen.getByRole("group", { name: /Available times/ });
    // Table 4's 7:30 and 8:00 and the joined tables' 9:00, once each, in order.
    expect(within(times).getAllByRole("button").map((b) => b.textContent)).toEqual(["7:30 PM", "8:00 PM", "9:00 PM"]);
    expect(screen.queryByRole("radio", { name: /Table 4/ })).toBeNull();
    // Contact details wait for a time; confirm waits for them.
    expect(screen.queryByLabelText(/^Name/)).toBeNull();
    expect(screen.getByRole("button", { name: "Confirm Reservation" })).toBeDisabled();
  });

  it("books \"Any table\" without tables in the body and shows the table the server chose", async () => {
    const fetch = stub();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ReserveTable />, { path: "/tables" });
    await user.click(await screen.findByRole("button", { name: "9:00 PM" }));
    expect(screen.getByRole("button", { name: "9:00 PM" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByTestId("summary-table")).toHaveTextContent("Any table");
    expect(screen.getByTestId("summary-time")).toHaveTextContent("9:00 PM");
    await user.type(screen.getByLabelText(/^Name/), "Ada Lovelace");
    await user.type(screen.getByLabelText(/^Email/), "ada@example.com");
    await user.type(screen.getByLabelText(/^Phone/), "+1 212 555 0100");
    await user.click(screen.getByRole("button", { name: "Confirm Reservation" }));
    expect(await screen.findByTestId("confirmed-table")).toHaveTextContent("Table 5");
    expect(posted(fetch)).toEqual([
      { restaurantId: bellini.id, startsAt: "2030-03-16T01:00:00.000Z", partySize: 2, name: "Ada Lovelace", email: "ada@example.com", phone: "+1 212 555 0100" },
    ]);
  });

  it("narrows the times to an area and asks the server for a table there", async () => {
    const fetch = stub();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ReserveTable />, { path: "/tables" });
    await user.selectOptions(await screen.findByLabelText("Seating area"), "Patio");
    const times = screen.getByRole("group", { name: /Available times/ });
    expect(within(times).getAllByRole("button").map((b) => b.textContent)).toEqual(["9:00 PM"]);
    expect(screen.getByTestId("text-any-table")).toHaveTextContent("We seat you at the best free table for 2 guests in Patio when you confirm.");
    await user.click(within(times).getByRole("button", { name: "9:00 PM" }));
    expect(screen.getByTestId("summary-table")).toHaveTextContent("Any table · Patio");
    await user.type(screen.getByLabelText(/^Name/), "Ada Lovelace");
    await user.type(screen.getByLabelText(/^Email/), "ada@example.com");
    await user.type(screen.getByLabelText(/^Phone/), "+1 212 555 0100");
    await user.click(screen.getByRole("button", { name: "Confirm Reservation" }));
    await screen.findByTestId("panel-reservation-confirmed");
    expect(posted(fetch)[0]).toMatchObject({ area: "Patio", startsAt: "2030-03-16T01:00:00.000Z" });
    expect(posted(fetch)[0]).not.toHaveProperty("tableIds");
  });

  it("switches to the tables and back; a time chosen for one way of seating is dropped with it", async () => {
    stub();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ReserveTable />, { path: "/tables" });
    await user.click(await screen.findByRole("button", { name: "7:30 PM" }));
    expect(screen.getByLabelText(/^Name/)).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "Choose a table" }));
    expect(screen.getByTestId("summary-table")).toHaveTextContent("Not chosen");
    expect(screen.queryByLabelText(/^Name/)).toBeNull();
    await user.click(screen.getByRole("radio", { name: /Tables 5 \+ 6/ }));
    await user.click(within(screen.getByRole("group", { name: /Times for Tables 5 \+ 6/ })).getByRole("button", { name: "9:00 PM" }));
    expect(screen.getByTestId("summary-table")).toHaveTextContent("Tables 5 + 6");
    await user.click(screen.getByRole("radio", { name: "Any table" }));
    expect(screen.getByTestId("summary-table")).toHaveTextContent("Not chosen");
    expect(screen.getByRole("group", { name: /Available times/ })).toBeInTheDocument();
  });

  // On a machine on UTC (as CI): at 02:30 UTC on March 16th it is still the 15th in New York and in Pago Pago
  // (the browser is a day ahead of the restaurant); at noon UTC it is already the 17th at Kiritimati, UTC+14 (the
  // browser is a day behind: the server refuses its today as past). Only Date is faked; timers run as usual.
  for (const [zone, at] of [["America/New_York", "2030-03-16T02:30:00.000Z"], ["Pacific/Pago_Pago", "2030-03-16T05:00:00.000Z"], ["Pacific/Kiritimati", "2030-03-16T12:00:00.000Z"]] as const) {
    it(`Tonight and Tomorrow are the restaurant's days, not the browser's (restaurant in ${zone}, ${at})`, async () => {
      const NOW = new Date(at);
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(NOW);
      try {
        const browserDay = todayIsoDate(NOW);
        const restaurantDay = todayIsoDate(NOW, zone);
        const nextDay = addDays(restaurantDay, 1);
        // The server answers for the restaurant's days; a browser day already past there is refused, as it does.
        const answer = (date: string) => () =>
          date < restaurantDay
            ? jsonResponse({ message: "Choose a date from today on", code: "invalid", fieldErrors: { date: ["Choose a date from today on"] }, requestId: "r" }, 400)
            : availability({ date, timezone: zone });
        const fetch = vi.fn(
          routeFetch({
            "GET /api/restaurants": [sakura, bellini],
            [availabilityKey(browserDay)]: answer(browserDay),
            [availabilityKey(addDays(browserDay, 1))]: answer(addDays(browserDay, 1)),
            [availabilityKey(restaurantDay)]: answer(restaurantDay),
            [availabilityKey(nextDay)]: answer(nextDay),
          }),
        );
        vi.stubGlobal("fetch", fetch);
        const user = userEvent.setup({ delay: null });
        renderWithProviders(<ReserveTable />, { path: "/tables" });
        await waitFor(() => expect(screen.getByLabelText(/^Date/)).toHaveValue(restaurantDay));
        expect(screen.getByLabelText(/^Date/)).toHaveAttribute("min", restaurantDay);
        expect(screen.getByRole("button", { name: "Tonight" })).toHaveAttribute("aria-pressed", "true");
        // The times of the restaurant's today are on screen (read in its zone).
        expect(await within(await screen.findByRole("group", { name: /Available times/ })).findAllByRole("button")).toHaveLength(3);
        expect(fetch.mock.calls.at(-1)?.[0]).toContain(`date=${restaurantDay}`);
        await user.click(screen.getByRole("button", { name: "Tomorrow" }));
        expect(screen.getByLabelText(/^Date/)).toHaveValue(nextDay);
        expect(screen.getByRole("button", { name: "Tomorrow" })).toHaveAttribute("aria-pressed", "true");
        await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).includes(`date=${nextDay}`))).toBe(true));
      } finally {
        vi.useRealTimers();
      }
    });
  }

  it("Tomorrow and Tonight set the date in one tap", async () => {
    const fetch = stub();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ReserveTable />, { path: "/tables" });
    // Tomorrow is the restaurant's once its zone is known (the first answer names it).
    await waitFor(() => expect(screen.getByLabelText(/^Date/)).toHaveValue(TODAY));
    await user.click(await screen.findByRole("button", { name: "Tomorrow" }));
    expect(screen.getByLabelText(/^Date/)).toHaveValue(TOMORROW);
    expect(screen.getByRole("button", { name: "Tomorrow" })).toHaveAttribute("aria-pressed", "true");
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).includes(`date=${TOMORROW}&partySize=2`))).toBe(true));
    await user.click(screen.getByRole("button", { name: "Tonight" }));
    expect(screen.getByLabelText(/^Date/)).toHaveValue(TODAY);
  });

  it("fills in a signed-in guest's name, email and last phone: a time and confirm, two taps", async () => {
    const fetch = stub({
      "GET /api/auth/user": alex,
      "GET /api/reservations": [reservation({ name: "Alex R.", email: "old@example.com", phone: "+1 212 555 0147", status: "completed" })],
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ReserveTable />, { path: "/tables" });
    const time = await screen.findByRole("button", { name: "8:00 PM" });
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url) === "/api/reservations")).toBe(true));
    const taps = countTaps();
    await user.click(time);
    expect(screen.getByLabelText(/^Name/)).toHaveValue("Alex Rivera");
    expect(screen.getByLabelText(/^Email/)).toHaveValue("customer@demo.tavola.app");
    await waitFor(() => expect(screen.getByLabelText(/^Phone/)).toHaveValue("+1 212 555 0147"));
    await user.click(screen.getByRole("button", { name: "Confirm Reservation" }));
    await screen.findByTestId("panel-reservation-confirmed");
    taps.stop();
    expect(taps.get()).toBe(2);
    expect(posted(fetch)[0]).toMatchObject({ name: "Alex Rivera", email: "customer@demo.tavola.app", phone: "+1 212 555 0147", startsAt: "2030-03-16T00:00:00.000Z" });
  });

  it("keeps what a signed-in guest typed over their saved details", async () => {
    stub({ "GET /api/auth/user": alex, "GET /api/reservations": [] });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ReserveTable />, { path: "/tables" });
    await user.click(await screen.findByRole("button", { name: "7:30 PM" }));
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue("Alex Rivera"));
    // No earlier booking: no phone to offer.
    expect(screen.getByLabelText(/^Phone/)).toHaveValue("");
    await user.clear(screen.getByLabelText(/^Name/));
    await user.type(screen.getByLabelText(/^Name/), "Sam Rivera");
    expect(screen.getByLabelText(/^Name/)).toHaveValue("Sam Rivera");
    expect(screen.getByRole("button", { name: "Confirm Reservation" })).toBeDisabled();
  });

  it("on a phone puts 'Confirm Reservation' in a bar with the chosen time, and the summary keeps the details", async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: query.includes("max-width") });
    try {
      stub();
      const user = userEvent.setup({ delay: null });
      renderWithProviders(<ReserveTable />, { path: "/tables" });
      const bar = await screen.findByTestId("bar-confirm-reservation");
      expect(bar).toHaveTextContent("Choose a time");
      expect(screen.getAllByRole("button", { name: "Confirm Reservation" })).toHaveLength(1);
      expect(within(bar).getByRole("button", { name: "Confirm Reservation" })).toBeDisabled();
      await user.click(await screen.findByRole("button", { name: "8:00 PM" }));
      expect(bar).toHaveTextContent("8:00 PM");
      expect(bar).toHaveTextContent("Any table");
      expect(within(screen.getByTestId("panel-reservation-summary")).queryByRole("button", { name: "Confirm Reservation" })).toBeNull();
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
