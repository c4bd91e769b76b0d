import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/test/render";
import { availability, bellini, created, routeFetch, sakura, waitlistEntry } from "../../test/fixtures";
import { ReserveTable } from "./reserve-table";

const DATE = "2030-03-15";
const AVAILABILITY = `GET /api/restaurants/${bellini.id}/availability?date=${DATE}&partySize=2`;
const TOKENS = "POST /api/payments/sandbox/tokens";
const token = { token: "tok_sandbox_0123456789", brand: "visa", last4: "4242", expiresAt: "2030-03-15T23:59:00.000Z" };

function stub(extra: Record<string, unknown> = {}) {
  const fetch = vi.fn(
    routeFetch({
      "GET /api/restaurants": [sakura, bellini],
      [AVAILABILITY]: availability({ holdPerGuestCents: 2500 }),
      [TOKENS]: () => jsonResponse(token, 201),
      "POST /api/reservations": () => jsonResponse(created({ hold: { amountCents: 5000, status: "held", last4: "4242" } }), 201),
      ...extra,
    }),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const bodies = (fetch: ReturnType<typeof stub>, key: string) => {
  const [method, path] = key.split(" ");
  return fetch.mock.calls.filter(([url, init]) => init?.method === method && String(url) === path).map(([, init]) => JSON.parse(String(init?.body)));
};

async function pickTableAndContact(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole("option", { name: /Trattoria Bellini/ });
  fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: DATE } });
  await user.selectOptions(screen.getByLabelText(/^Party size/), "2");
  // "Any table": the time alone, the server seats the party.
  await user.click(await screen.findByRole("button", { name: "7:30 PM" }));
  await user.type(screen.getByLabelText(/^Name/), "Alex Doe");
  await user.type(screen.getByLabelText(/^Email/), "alex@example.com");
  await user.type(screen.getByLabelText(/^Phone/), "+1 212 555 0100");
}

async function fillCard(user: ReturnType<typeof userEvent.setup>, number = "4242424242424242") {
  await user.type(screen.getByLabelText(/^Card number/), number);
  await user.selectOptions(screen.getByLabelText(/^Expiry month/), "12");
  await user.selectOptions(screen.getByLabelText(/^Expiry year/), String(new Date().getFullYear() + 2));
  await user.type(screen.getByLabelText(/^CVC/), "123");
}

afterEach(() => vi.unstubAllGlobals());

describe("ReserveTable with a card hold", { timeout: 30_000 }, () => {
  it("asks for no card where the restaurant holds none, and shows the cancellation window", async () => {
    const fetch = stub({ [AVAILABILITY]: availability() });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ReserveTable />, { path: "/tables" });
    await pickTableAndContact(user);
    expect(screen.getByTestId("text-cancellation-window")).toHaveTextContent("You can cancel online until 2 hours before your booking.");
    expect(screen.queryByTestId("fields-card-hold")).toBeNull();
    expect(screen.queryByLabelText(/^Card number/)).toBeNull();
    await user.click(screen.getByRole("button", { name: "Confirm Reservation" }));
    expect(await screen.findByTestId("panel-reservation-confirmed")).toBeInTheDocument();
    expect(bodies(fetch, TOKENS)).toEqual([]);
    expect(bodies(fetch, "POST /api/reservations")[0]).not.toHaveProperty("holdPaymentToken");
  });

  it("shows the hold and its terms, checks the card, tokenises it and books with the token", async () => {
    const fetch = stub();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ReserveTable />, { path: "/tables" });
    await pickTableAndContact(user);
    expect(screen.getByTestId("text-hold-policy")).toHaveTextContent("Trattoria Bellini holds a card for $25.00 per guest against no-shows.");
    expect(screen.getByTestId("text-hold-notice")).toHaveTextContent(
      "A card hold of $50.00 ($25.00 per guest) is required to book this table. It is charged only if you do not come; released otherwise.",
    );

    await user.click(screen.getByRole("button", { name: "Confirm Reservation" }));
    // The form validates asynchronously: the messages land a tick after the click.
    await waitFor(() => expect(screen.getByLabelText(/^Card number/)).toHaveAccessibleDescription("Card number is invalid"));
    await waitFor(() => expect(screen.getByLabelText(/^CVC/)).toHaveAccessibleDescription("CVC is invalid"));
    expect(bodies(fetch, TOKENS)).toEqual([]);

    await fillCard(user);
    await user.click(screen.getByRole("button", { name: "Confirm Reservation" }));
    expect(await screen.findByTestId("panel-reservation-confirmed")).toBeInTheDocument();
    expect(bodies(fetch, TOKENS)).toEqual([{ cardNumber: "4242 4242 4242 4242", expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: "123" }]);
    expect(bodies(fetch, "POST /api/reservations")[0]).toMatchObject({ holdPaymentToken: token.token, startsAt: "2030-03-15T23:30:00.000Z" });
    expect(bodies(fetch, "POST /api/reservations")[0]).not.toHaveProperty("tableIds");
  });

  it("shows a declined card beside the card fields", async () => {
    stub({ "POST /api/reservations": () => jsonResponse({ message: "Your card was declined", code: "payment_declined", requestId: "r" }, 402) });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ReserveTable />, { path: "/tables" });
    await pickTableAndContact(user);
    await fillCard(user, "4000000000000002");
    await user.click(screen.getByRole("button", { name: "Confirm Reservation" }));
    expect(await screen.findByTestId("error-card-hold")).toHaveTextContent("Your card was declined");
    expect(screen.queryByTestId("error-reservation")).toBeNull();
  });
});

describe("ReserveTable's waitlist", { timeout: 30_000 }, () => {
  const joined = {
    entry: waitlistEntry(),
    manageToken: "wtok_0123456789abcdef",
    manageUrl: "/waitlist/W-BBBB2222?token=wtok_0123456789abcdef",
  };

  it("offers the waitlist when nothing fits, checks the range and contact, then links to the place", async () => {
    const fetch = stub({
      [AVAILABILITY]: availability({ options: [], reason: "Fully booked for 2 guests on this day" }),
      "POST /api/waitlist": () => jsonResponse(joined, 201),
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ReserveTable />, { path: "/tables" });
    await screen.findByRole("option", { name: /Trattoria Bellini/ });
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: DATE } });
    await user.selectOptions(screen.getByLabelText(/^Party size/), "2");
    const empty = await screen.findByTestId("empty-tables");
    expect(empty).toHaveTextContent("Fully booked for 2 guests on this day");
    await user.click(within(empty).getByRole("button", { name: "Join the waitlist" }));

    const section = screen.getByTestId("form-waitlist");
    fireEvent.change(within(section).getByLabelText(/^From/), { target: { value: "21:00" } });
    fireEvent.change(within(section).getByLabelText(/^To/), { target: { value: "18:00" } });
    await user.click(within(section).getByRole("button", { name: "Join the waitlist" }));
    await waitFor(() => expect(within(section).getByLabelText(/^To/)).toHaveAccessibleDescription(/The end of the range must be after its start/));
    await waitFor(() => expect(within(section).getByLabelText(/^Name/)).toHaveAccessibleDescription("Name is required"));
    expect(bodies(fetch, "POST /api/waitlist")).toEqual([]);

    fireEvent.change(within(section).getByLabelText(/^From/), { target: { value: "18:00" } });
    fireEvent.change(within(section).getByLabelText(/^To/), { target: { value: "21:00" } });
    await user.type(within(section).getByLabelText(/^Name/), "Alex Doe");
    await user.type(within(section).getByLabelText(/^Email/), "alex@example.com");
    await user.type(within(section).getByLabelText(/^Phone/), "+1 212 555 0100");
    await user.click(within(section).getByRole("button", { name: "Join the waitlist" }));

    const done = await screen.findByTestId("panel-waitlist-joined");
    expect(within(done).getByRole("heading", { name: "You're on the waitlist" })).toHaveFocus();
    expect(within(done).getByTestId("text-waitlist-reference")).toHaveTextContent("W-BBBB2222");
    expect(done).toHaveTextContent("between 6:00 PM and 9:00 PM");
    expect(within(done).getByRole("link", { name: "View your waitlist place" })).toHaveAttribute("href", joined.manageUrl);
    await waitFor(() =>
      expect(bodies(fetch, "POST /api/waitlist")).toEqual([
        { restaurantId: bellini.id, date: DATE, from: "18:00", to: "21:00", partySize: 2, name: "Alex Doe", email: "alex@example.com", phone: "+1 212 555 0100" },
      ]),
    );
  });

  it("shows the server's refusal under the range", async () => {
    stub({
      [AVAILABILITY]: availability({ options: [] }),
      "POST /api/waitlist": () => jsonResponse({ message: "Invalid", code: "validation", fieldErrors: { from: ["The restaurant opens at 5:00 PM"] }, requestId: "r" }, 400),
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ReserveTable />, { path: "/tables" });
    await screen.findByRole("option", { name: /Trattoria Bellini/ });
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: DATE } });
    await user.selectOptions(screen.getByLabelText(/^Party size/), "2");
    await user.click(await screen.findByRole("button", { name: "Join the waitlist" }));
    const section = screen.getByTestId("form-waitlist");
    await user.type(within(section).getByLabelText(/^Name/), "Alex Doe");
    await user.type(within(section).getByLabelText(/^Email/), "alex@example.com");
    await user.type(within(section).getByLabelText(/^Phone/), "+1 212 555 0100");
    await user.click(within(section).getByRole("button", { name: "Join the waitlist" }));
    await waitFor(() => expect(within(section).getByLabelText(/^From/)).toHaveAccessibleDescription(/The restaurant opens at 5:00 PM/));
  });
});
