import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/test/render";
import { MANAGE_TOKEN, reservation, routeFetch } from "../../test/fixtures";
import { ManageReservation } from "./manage-reservation";

const REF = "R-7K2M9QXA";
const GET = `GET /api/reservations/${REF}?token=${MANAGE_TOKEN}`;
const CANCEL = `POST /api/reservations/${REF}/cancel?token=${MANAGE_TOKEN}`;

function render() {
  return renderWithProviders(<ManageReservation reference={REF} token={MANAGE_TOKEN} />, { path: `/reservations/${REF}?token=${MANAGE_TOKEN}` });
}

describe("ManageReservation", { timeout: 20_000 }, () => {
  it("shows the booking on the restaurant's clock and cancels it after a confirmation", async () => {
    let current = reservation({ notes: "Birthday" });
    const fetch = vi.fn(
      routeFetch({
        [GET]: () => current,
        [CANCEL]: () => {
          current = reservation({ notes: "Birthday", status: "cancelled", canCancel: false });
          return current;
        },
      }),
    );
    vi.stubGlobal("fetch", fetch);
    const user = userEvent.setup({ delay: null });
    render();

    const panel = await screen.findByTestId("panel-reservation");
    expect(within(panel).getByTestId("text-reservation-reference")).toHaveTextContent(REF);
    expect(within(panel).getByTestId("reservation-restaurant")).toHaveTextContent("Trattoria Bellini");
    expect(within(panel).getByTestId("reservation-date")).toHaveTextContent("Friday, March 15, 2030");
    expect(within(panel).getByTestId("reservation-time")).toHaveTextContent("7:30 PM – 9:00 PM");
    expect(within(panel).getByTestId("reservation-table")).toHaveTextContent("Table 4");
    expect(within(panel).getByTestId("reservation-party-size")).toHaveTextContent("2 guests");
    expect(within(panel).getByTestId("reservation-name")).toHaveTextContent("Alex Doe");
    expect(within(panel).getByTestId("badge-reservation-status")).toHaveTextContent("Booked");
    expect(within(panel).getByText("Birthday")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Cancel reservation" }));
    const dialog = await screen.findByRole("dialog", { name: `Cancel ${REF}?` });
    await user.click(within(dialog).getByRole("button", { name: "Keep reservation" }));
    expect(fetch.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);

    await user.click(screen.getByRole("button", { name: "Cancel reservation" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Cancel reservation" }));
    expect(await screen.findByTestId("text-cancelled")).toBeInTheDocument();
    expect(screen.getByTestId("badge-reservation-status")).toHaveTextContent("Cancelled");
    expect(screen.queryByRole("button", { name: "Cancel reservation" })).toBeNull();
  });

  it("shows the server's 409 when cancelling is refused", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        routeFetch({
          [GET]: reservation(),
          [CANCEL]: () => jsonResponse({ message: "This reservation can no longer be cancelled online; please call the restaurant", code: "conflict", requestId: "r" }, 409),
        }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    render();
    await user.click(await screen.findByRole("button", { name: "Cancel reservation" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Cancel reservation" }));
    expect(await screen.findByTestId("error-cancel")).toHaveTextContent("This reservation can no longer be cancelled online; please call the restaurant");
  });

  it("says when online cancellation has closed", async () => {
    vi.stubGlobal("fetch", vi.fn(routeFetch({ [GET]: reservation({ canCancel: false }) })));
    render();
    expect(await screen.findByTestId("text-cancel-closed")).toHaveTextContent("Online cancellation closed at 5:30 PM on Friday, March 15, 2030");
    expect(screen.queryByRole("button", { name: "Cancel reservation" })).toBeNull();
  });

  it("shows the card hold and when it is charged", async () => {
    vi.stubGlobal("fetch", vi.fn(routeFetch({ [GET]: reservation({ hold: { amountCents: 5000, status: "held", last4: "4242" } }) })));
    render();
    expect(await screen.findByTestId("reservation-hold")).toHaveTextContent("$50.00 held · •••• 4242");
    expect(screen.getByTestId("text-hold-explainer")).toHaveTextContent("charged only if you do not come");
  });

  it("shows no hold where none was taken", async () => {
    vi.stubGlobal("fetch", vi.fn(routeFetch({ [GET]: reservation() })));
    render();
    await screen.findByTestId("panel-reservation");
    expect(screen.queryByTestId("reservation-hold")).toBeNull();
  });

  it("shows 'not found' for a 404 and for a link without its token", async () => {
    vi.stubGlobal("fetch", vi.fn(routeFetch({ [GET]: () => jsonResponse({ message: "Reservation not found", code: "not_found", requestId: "r" }, 404) })));
    render();
    expect(await screen.findByText("We couldn't find that reservation")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Reserve a table" })).toHaveAttribute("href", "/tables");
  });

  it("opens and cancels a booking without a token for its signed-in guest (from My reservations)", async () => {
    let current = reservation();
    const fetch = vi.fn(
      routeFetch({
        [`GET /api/reservations/${REF}`]: () => current,
        [`POST /api/reservations/${REF}/cancel`]: () => {
          current = reservation({ status: "cancelled", canCancel: false });
          return current;
        },
      }),
    );
    vi.stubGlobal("fetch", fetch);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ManageReservation reference={REF} token={null} />, { path: `/reservations/${REF}` });
    const panel = await screen.findByTestId("panel-reservation");
    expect(within(panel).getByTestId("reservation-restaurant")).toHaveTextContent("Trattoria Bellini");
    await user.click(screen.getByRole("button", { name: "Cancel reservation" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Cancel reservation" }));
    expect(await screen.findByTestId("text-cancelled")).toBeInTheDocument();
    // No token was sent: the session is the key.
    const urls = fetch.mock.calls.map(([url]) => String(url));
    expect(urls.some((u) => u.includes("token="))).toBe(false);
    expect(urls).toContain(`/api/reservations/${REF}/cancel`);
  });

  it("asks a signed-out visitor without a token to sign in and come back", async () => {
    vi.stubGlobal("fetch", vi.fn(routeFetch({ [`GET /api/reservations/${REF}`]: () => jsonResponse({ message: "Unauthorized", code: "unauthorized", requestId: "r" }, 401) })));
    renderWithProviders(<ManageReservation reference={REF} token={null} />, { path: `/reservations/${REF}` });
    expect(await screen.findByRole("heading", { name: "Sign in to see this reservation" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", `/login?next=${encodeURIComponent(`/reservations/${REF}`)}`);
  });

  it("shows 'not found' for another guest's booking opened without a token", async () => {
    vi.stubGlobal("fetch", vi.fn(routeFetch({ [`GET /api/reservations/${REF}`]: () => jsonResponse({ message: "Reservation not found", code: "not_found", requestId: "r" }, 404) })));
    renderWithProviders(<ManageReservation reference={REF} token={null} />, { path: `/reservations/${REF}` });
    expect(await screen.findByText("We couldn't find that reservation")).toBeInTheDocument();
    expect(screen.getByText(/It may belong to another account/)).toBeInTheDocument();
  });

  it("offers a retry when loading fails", async () => {
    let n = 0;
    vi.stubGlobal("fetch", vi.fn(routeFetch({ [GET]: () => (++n === 1 ? jsonResponse({ message: "Database busy", code: "internal", requestId: "r" }, 500) : reservation()) })));
    const user = userEvent.setup({ delay: null });
    render();
    const alert = await screen.findByTestId("error-load-reservation");
    expect(alert).toHaveTextContent("Database busy");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByTestId("panel-reservation")).toBeInTheDocument();
  });
});
