import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/test/render";
import { reservation, routeFetch } from "../../test/fixtures";
import { MyReservations } from "./my-reservations";

/** 2030-03-15 noon in New York: the fixture's 7:30 PM booking is still ahead. */
const NOW = new Date("2030-03-15T16:00:00.000Z");

describe("MyReservations", { timeout: 20_000 }, () => {
  it("lists upcoming bookings soonest first, then past and cancelled ones, on the restaurant's clock", async () => {
    const later = reservation({ id: "r-later", reference: "R-LATER000", startsAt: "2030-03-20T23:00:00.000Z", endsAt: "2030-03-21T00:30:00.000Z", partySize: 4 });
    const tonight = reservation();
    const cancelled = reservation({ id: "r-cancelled", reference: "R-CANCEL00", status: "cancelled", startsAt: "2030-03-18T23:00:00.000Z", endsAt: "2030-03-19T00:30:00.000Z" });
    const done = reservation({ id: "r-done", reference: "R-DONE0000", status: "completed", startsAt: "2030-03-01T23:00:00.000Z", endsAt: "2030-03-02T00:30:00.000Z" });
    vi.stubGlobal("fetch", vi.fn(routeFetch({ "GET /api/reservations": [later, cancelled, tonight, done] })));
    renderWithProviders(<MyReservations now={NOW} />);

    const upcoming = await screen.findByRole("region", { name: "Upcoming" });
    const upcomingItems = within(upcoming).getAllByRole("listitem");
    expect(upcomingItems.map((li) => li.dataset.testid)).toEqual(["my-reservation-R-7K2M9QXA", "my-reservation-R-LATER000"]);
    expect(upcomingItems[0]).toHaveTextContent("Trattoria Bellini");
    expect(upcomingItems[0]).toHaveTextContent("Friday, March 15, 2030 · 7:30 PM");
    expect(upcomingItems[0]).toHaveTextContent("2 guests · Table 4 · Ref. R-7K2M9QXA");
    expect(upcomingItems[0]).toHaveTextContent("Booked");
    expect(upcomingItems[1]).toHaveTextContent("4 guests");
    // Each booking opens its own page, where its guest (signed in) can view and cancel it without the email's link.
    const open = within(upcomingItems[0]!).getByRole("link", { name: /^Trattoria Bellini, Friday, March 15, 2030 at 7:30 PM/ });
    expect(open).toHaveAttribute("href", "/reservations/R-7K2M9QXA");
    expect(within(upcomingItems[1]!).getByRole("link")).toHaveAttribute("href", "/reservations/R-LATER000");

    const past = screen.getByRole("region", { name: "Past and cancelled" });
    const pastItems = within(past).getAllByRole("listitem");
    expect(pastItems.map((li) => li.dataset.testid)).toEqual(["my-reservation-R-CANCEL00", "my-reservation-R-DONE0000"]);
    expect(pastItems[0]).toHaveTextContent("Cancelled");
    expect(pastItems[1]).toHaveTextContent("Completed");
  });

  it("with no booking, says so and links to booking a table", async () => {
    vi.stubGlobal("fetch", vi.fn(routeFetch({ "GET /api/reservations": [] })));
    renderWithProviders(<MyReservations now={NOW} />);

    const empty = await screen.findByTestId("my-reservations-empty");
    expect(empty).toHaveTextContent("No reservations yet");
    expect(within(empty).getByRole("link", { name: "Book a table" })).toHaveAttribute("href", "/tables");
  });

  it("shows the server's reason and a retry when the list cannot be read", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(routeFetch({ "GET /api/reservations": new Response(JSON.stringify({ message: "Service unavailable", code: "unavailable", requestId: "t" }), { status: 503 }) })),
    );
    renderWithProviders(<MyReservations now={NOW} />);

    const error = await screen.findByTestId("my-reservations-error");
    expect(error).toHaveTextContent("We couldn't load your reservations");
    expect(within(error).getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
