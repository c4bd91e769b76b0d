import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/test/render";
import { availability, bellini, created, reservation, routeFetch, sakura, TABLE_4, TABLE_5, TABLE_6 } from "../../test/fixtures";
import { ReserveTable } from "./reserve-table";

const DATE = "2030-03-15";
const availabilityUrl = (restaurantId: string, date = DATE, party = 2) => `GET /api/restaurants/${restaurantId}/availability?date=${date}&partySize=${party}`;

function stubApi(extra: Record<string, unknown> = {}) {
  const fetch = vi.fn(
    routeFetch({
      "GET /api/restaurants": [sakura, bellini],
      [availabilityUrl(bellini.id)]: availability(),
      "POST /api/reservations": () => jsonResponse(created(), 201),
      ...extra,
    }),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const calls = (fetch: ReturnType<typeof stubApi>, method: string, path: string) =>
  fetch.mock.calls.filter(([url, init]) => (init?.method ?? "GET") === method && String(url).startsWith(path));

async function chooseDateAndParty(user: ReturnType<typeof userEvent.setup>, party = "2", date = DATE) {
  await screen.findByRole("option", { name: /Trattoria Bellini/ });
  fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: date } });
  await user.selectOptions(screen.getByLabelText(/^Party size/), party);
}

/** "Choose a table" instead of the default "Any table": the table cards. */
async function chooseTableMode(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("radio", { name: "Choose a table" }));
}

async function chooseTable4At730(user: ReturnType<typeof userEvent.setup>) {
  await chooseTableMode(user);
  await user.click(await screen.findByRole("radio", { name: /Table 4/ }));
  await user.click(screen.getByRole("button", { name: "7:30 PM" }));
}

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Name/), "Alex Doe");
  await user.type(screen.getByLabelText(/^Email/), "alex@example.com");
  await user.type(screen.getByLabelText(/^Phone/), "+1 212 555 0100");
}

describe("ReserveTable", { timeout: 30_000 }, () => {
  it("books a chosen table step by step and confirms in the page with the manage link", async () => {
    const fetch = stubApi();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ReserveTable />, { path: "/tables" });

    // The featured restaurant is chosen; nothing else is, so confirm is off and no contact fields show.
    await waitFor(() => expect(screen.getByTestId("select-restaurant")).toHaveValue(bellini.id));
    const confirm = screen.getByRole("button", { name: "Confirm Reservation" });
    expect(confirm).toBeDisabled();
    expect(screen.queryByLabelText(/^Name/)).toBeNull();
    expect(screen.getByLabelText(/^Date/)).toHaveAttribute("min", expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/));
    expect(within(screen.getByLabelText(/^Party size/)).getAllByRole("option").map((o) => o.textContent)).toEqual([
      "Choose party size", "1 guest", "2 guests", "3 guests", "4 guests", "5 guests", "6 guests", "7 guests", "8+ guests",
    ]);

    await chooseDateAndParty(user);
    // "Any table" comes first; the tables are a tap away.
    expect(await screen.findByRole("radio", { name: "Any table" })).toBeChecked();
    expect(screen.queryByTestId(`option-table-${TABLE_4}`)).toBeNull();
    await chooseTableMode(user);
    const table4 = await screen.findByTestId(`option-table-${TABLE_4}`);
    expect(table4).toHaveTextContent("Table 4");
    expect(table4).toHaveTextContent("Seats 2");
    expect(table4).toHaveTextContent("Window");
    expect(screen.getByTestId(`option-table-${TABLE_5}+${TABLE_6}`)).toHaveTextContent("Patio");

    // A table alone shows its times (New York's clock) but not yet the contact details.
    await user.click(screen.getByRole("radio", { name: /Table 4/ }));
    const times = screen.getByRole("group", { name: /Times for Table 4/ });
    expect(within(times).getAllByRole("button").map((b) => b.textContent)).toEqual(["7:30 PM", "8:00 PM"]);
    expect(screen.queryByLabelText(/^Name/)).toBeNull();

    await user.click(within(times).getByRole("button", { name: "7:30 PM" }));
    expect(within(times).getByRole("button", { name: "7:30 PM" })).toHaveAttribute("aria-pressed", "true");
    const summary = screen.getByTestId("panel-reservation-summary");
    expect(within(summary).getByTestId("summary-date")).toHaveTextContent("Friday, March 15, 2030");
    expect(within(summary).getByTestId("summary-time")).toHaveTextContent("7:30 PM");
    expect(within(summary).getByTestId("summary-table")).toHaveTextContent("Table 4");
    expect(within(summary).getByTestId("summary-party-size")).toHaveTextContent("2 guests");
    expect(confirm).toBeDisabled();

    await user.type(screen.getByLabelText(/^Name/), "Alex Doe");
    await user.type(screen.getByLabelText(/^Email/), "alex@example.com");
    expect(confirm).toBeDisabled();
    await user.type(screen.getByLabelText(/^Phone/), "+1 212 555 0100");
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    const confirmed = await screen.findByTestId("panel-reservation-confirmed");
    expect(within(confirmed).getByRole("heading", { name: "Reservation confirmed" })).toHaveFocus();
    expect(within(confirmed).getByTestId("text-reservation-reference")).toHaveTextContent("R-7K2M9QXA");
    expect(within(confirmed).getByTestId("confirmed-time")).toHaveTextContent("7:30 PM");
    expect(within(confirmed).getByTestId("confirmed-table")).toHaveTextContent("Table 4");
    expect(within(confirmed).getByRole("link", { name: "View or cancel your reservation" })).toHaveAttribute("href", created().manageUrl);

    const [post] = calls(fetch, "POST", "/api/reservations");
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      restaurantId: bellini.id,
      tableIds: [TABLE_4],
      startsAt: "2030-03-15T23:30:00.000Z",
      partySize: 2,
      name: "Alex Doe",
      email: "alex@example.com",
      phone: "+1 212 555 0100",
    });

    await user.click(screen.getByRole("button", { name: "Book another table" }));
    expect(screen.getByRole("button", { name: "Confirm Reservation" })).toBeDisabled();
  });

  it("sends 8 for 8+ and asks larger parties to say so in the notes", async () => {
    const fetch = stubApi({ [availabilityUrl(bellini.id, DATE, 8)]: availability({ partySize: 8, options: [] , reason: "No table seats 8 that day." }) });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ReserveTable />, { path: "/tables" });
    await chooseDateAndParty(user, "8+");
    expect(screen.getByText(/For a larger party, tell us how many in the notes/)).toBeInTheDocument();
    expect(await screen.findByText("No table seats 8 that day.")).toBeInTheDocument();
    expect(calls(fetch, "GET", `/api/restaurants/${bellini.id}/availability`).at(-1)?.[0]).toContain("partySize=8");
  });

  it("shows the server's reason when nothing is free and tries the next day", async () => {
    const fetch = stubApi({
      [availabilityUrl(bellini.id)]: availability({ options: [], reason: "Closed on this day." }),
      [availabilityUrl(bellini.id, "2030-03-16")]: availability({ date: "2030-03-16" }),
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ReserveTable />, { path: "/tables" });
    await chooseDateAndParty(user);
    expect(await screen.findByTestId("empty-tables")).toHaveTextContent("Closed on this day.");
    await user.click(screen.getByRole("button", { name: "Try the next day" }));
    expect(screen.getByLabelText(/^Date/)).toHaveValue("2030-03-16");
    expect(await screen.findByRole("button", { name: "7:30 PM" })).toBeInTheDocument();
    expect(calls(fetch, "GET", `/api/restaurants/${bellini.id}/availability?date=2030-03-16`)).toHaveLength(1);
  });

  it("refuses a past date without asking the server", async () => {
    const fetch = stubApi();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ReserveTable />, { path: "/tables" });
    await chooseDateAndParty(user, "2", "2001-01-01");
    expect(screen.getByText("Choose today or a later date")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Date/)).toHaveAttribute("aria-invalid", "true");
    expect(calls(fetch, "GET", `/api/restaurants/${bellini.id}/availability?date=2001-01-01`)).toHaveLength(0);
  });

  it("shows an error with a retry when availability fails", async () => {
    let n = 0;
    stubApi({ [availabilityUrl(bellini.id)]: () => (++n === 1 ? jsonResponse({ message: "Availability is down", code: "internal", requestId: "r" }, 500) : availability()) });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ReserveTable />, { path: "/tables" });
    await chooseDateAndParty(user);
    const alert = await screen.findByTestId("error-availability");
    expect(alert).toHaveTextContent("Availability is down");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("button", { name: "7:30 PM" })).toBeInTheDocument();
  });

  it("on a 409 shows the message and its alternatives, which select that table and time", async () => {
    let posts = 0;
    const fetch = stubApi({
      "POST /api/reservations": () =>
        ++posts === 1
          ? jsonResponse(
              {
                message: "Table 4 was just booked for 7:30 PM.",
                code: "conflict",
                requestId: "r",
                alternatives: [{ tableIds: [TABLE_5, TABLE_6], label: "Tables 5 + 6", startsAt: "2030-03-16T01:00:00.000Z" }],
              },
              409,
            )
          : jsonResponse(created({ tables: [{ id: TABLE_5, number: 5, capacity: 4, location: "Patio" }, { id: TABLE_6, number: 6, capacity: 2, location: "Patio" }], startsAt: "2030-03-16T01:00:00.000Z" }), 201),
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ReserveTable />, { path: "/tables" });
    await chooseDateAndParty(user);
    await chooseTable4At730(user);
    await fillContact(user);
    await user.click(screen.getByRole("button", { name: "Confirm Reservation" }));

    const alert = await screen.findByTestId("error-reservation");
    expect(alert).toHaveTextContent("Table 4 was just booked for 7:30 PM.");
    await waitFor(() => expect(calls(fetch, "GET", `/api/restaurants/${bellini.id}/availability`).length).toBeGreaterThanOrEqual(2));

    await user.click(within(alert).getByRole("button", { name: "Tables 5 + 6 · 9:00 PM" }));
    expect(screen.queryByTestId("error-reservation")).toBeNull();
    expect(screen.getByTestId("summary-table")).toHaveTextContent("Tables 5 + 6");
    expect(screen.getByTestId("summary-time")).toHaveTextContent("9:00 PM");
    expect(screen.getByRole("radio", { name: /Tables 5 \+ 6/ })).toBeChecked();
    // The contact details were kept.
    expect(screen.getByLabelText(/^Name/)).toHaveValue("Alex Doe");

    await user.click(screen.getByRole("button", { name: "Confirm Reservation" }));
    expect(await screen.findByTestId("confirmed-table")).toHaveTextContent("Tables 5 + 6");
    const body = JSON.parse(String(calls(fetch, "POST", "/api/reservations")[1]?.[1]?.body)) as { tableIds: string[]; startsAt: string };
    expect(body).toMatchObject({ tableIds: [TABLE_5, TABLE_6], startsAt: "2030-03-16T01:00:00.000Z" });
  });

  it("shows a 400's field errors next to the fields", async () => {
    stubApi({
      "POST /api/reservations": () =>
        jsonResponse({ message: "Check the highlighted fields", code: "validation", requestId: "r", fieldErrors: { email: ["That mailbox doesn't exist"], startsAt: ["That time has passed"] } }, 400),
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ReserveTable />, { path: "/tables" });
    await chooseDateAndParty(user);
    await chooseTable4At730(user);
    await fillContact(user);
    await user.click(screen.getByRole("button", { name: "Confirm Reservation" }));

    expect(await screen.findByText("That mailbox doesn't exist")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute("aria-invalid", "true");
    expect(within(screen.getByTestId("group-times")).getByText("That time has passed")).toBeInTheDocument();
    // The time is far up the page, so the summary repeats its message; the email's stays at the email.
    expect(screen.getByTestId("error-reservation")).toHaveTextContent("That time has passed");
    expect(screen.getByTestId("error-reservation")).not.toHaveTextContent("mailbox");
  });

  it("shows a 400 about the contact details only at those fields", async () => {
    stubApi({
      "POST /api/reservations": () => jsonResponse({ message: "Check the highlighted fields", code: "validation", requestId: "r", fieldErrors: { phone: ["That number can't be reached"] } }, 400),
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ReserveTable />, { path: "/tables" });
    await chooseDateAndParty(user);
    await chooseTable4At730(user);
    await fillContact(user);
    await user.click(screen.getByRole("button", { name: "Confirm Reservation" }));
    expect(await screen.findByText("That number can't be reached")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Phone/)).toHaveFocus();
    expect(screen.queryByTestId("error-reservation")).toBeNull();
  });

  it("shows a server failure in the summary", async () => {
    stubApi({ "POST /api/reservations": () => jsonResponse({ message: "The booking service is restarting", code: "internal", requestId: "r" }, 503) });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ReserveTable />, { path: "/tables" });
    await chooseDateAndParty(user);
    await chooseTable4At730(user);
    await fillContact(user);
    await user.click(screen.getByRole("button", { name: "Confirm Reservation" }));
    expect(await screen.findByTestId("error-reservation")).toHaveTextContent("The booking service is restarting");
    expect(screen.getByRole("button", { name: "Confirm Reservation" })).toBeEnabled();
  });

  it("checks the contact details before sending", async () => {
    const fetch = stubApi();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ReserveTable />, { path: "/tables" });
    await chooseDateAndParty(user);
    await chooseTable4At730(user);
    await user.type(screen.getByLabelText(/^Name/), "Alex");
    await user.type(screen.getByLabelText(/^Email/), "not-an-email");
    await user.type(screen.getByLabelText(/^Phone/), "555 0100");
    await user.click(screen.getByRole("button", { name: "Confirm Reservation" }));
    expect(await screen.findByText("Valid email is required")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
    expect(calls(fetch, "POST", "/api/reservations")).toHaveLength(0);
  });

  it("takes the restaurant from ?restaurant= (a slug) and forgets the choice when it changes", async () => {
    stubApi({ [availabilityUrl(sakura.id)]: availability({ restaurantId: sakura.id, timezone: "Europe/London" }) });
    const user = userEvent.setup({ delay: null });
    const { location } = renderWithProviders(<ReserveTable />, { path: "/tables?restaurant=sakura-house" });
    await waitFor(() => expect(screen.getByTestId("select-restaurant")).toHaveValue(sakura.id));
    await chooseDateAndParty(user);
    await chooseTableMode(user);
    await user.click(await screen.findByRole("radio", { name: /Table 4/ }));
    // London's clock.
    await user.click(screen.getByRole("button", { name: "11:30 PM" }));
    expect(screen.getByTestId("summary-table")).toHaveTextContent("Table 4");

    await user.selectOptions(screen.getByTestId("select-restaurant"), bellini.id);
    expect(location.history?.at(-1)).toBe(`/tables?restaurant=${bellini.id}`);
    expect(screen.getByTestId("summary-table")).toHaveTextContent("Not chosen");
    expect(await screen.findByRole("radio", { name: /Table 4/ })).not.toBeChecked();
    expect(screen.queryByLabelText(/^Name/)).toBeNull();
  });

  it("keeps the reservation fixture consistent with the confirmation", () => {
    expect(created().reservation).toEqual(reservation());
  });
});
