import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { KitchenTicket } from "@tavola/contracts";
import { TicketCard } from "./ticket-card";

const MIN = 60_000;
const arrived = Date.parse("2026-11-27T12:00:00Z");
const ticket: KitchenTicket = {
  orderId: "o1",
  reference: "T-ABC123",
  channel: "pos",
  label: "Table 4",
  customerName: "Table 4",
  arrivedAt: new Date(arrived).toISOString(),
  readyTarget: new Date(arrived + 14 * MIN).toISOString(),
  items: [
    { id: "a", name: "Pizza", quantity: 1, options: "Large", note: "well done", seat: 2, course: 1, station: "grill", prepMinutes: 14, startAt: new Date(arrived).toISOString(), bumpedAt: null },
    { id: "b", name: "Salad", quantity: 2, options: "", note: null, seat: null, course: null, station: "cold", prepMinutes: 5, startAt: new Date(arrived + 9 * MIN).toISOString(), bumpedAt: null },
  ],
};

const renderAt = (minutes: number, onBumpItem = vi.fn(), onBumpTicket = vi.fn()) =>
  render(<TicketCard ticket={ticket} now={arrived + minutes * MIN} expediter selected={false} onSelect={() => {}} onBumpItem={onBumpItem} onBumpTicket={onBumpTicket} />);

describe("a kitchen ticket", () => {
  it("says its colour in words: on time, getting old, late", () => {
    const { unmount } = renderAt(2);
    expect(screen.getByRole("article")).toHaveAttribute("data-colour", "green");
    expect(screen.getByText("On time")).toBeInTheDocument();
    unmount();
    const amber = renderAt(7);
    expect(screen.getByRole("article")).toHaveAttribute("data-colour", "amber");
    expect(screen.getByText("Getting old")).toBeInTheDocument();
    amber.unmount();
    renderAt(11);
    expect(screen.getByRole("article")).toHaveAttribute("data-colour", "red");
    expect(screen.getByText("Late")).toBeInTheDocument();
  });

  it("fires the longest dish now and the quick one later, and bumps a dish or the ticket", async () => {
    const bumpItem = vi.fn();
    const bumpTicket = vi.fn();
    renderAt(3, bumpItem, bumpTicket);
    const dishes = within(screen.getByRole("list", { name: "Dishes of Table 4" })).getAllByRole("listitem");
    expect(dishes[0]).toHaveTextContent(/Grill · Fire now/);
    expect(dishes[0]).toHaveTextContent("Note: well done");
    expect(dishes[0]).toHaveTextContent("Seat 2 · Course 1");
    expect(dishes[1]).not.toHaveTextContent(/Seat|Course/);
    expect(dishes[1]).toHaveTextContent(/Cold station · Start at/);
    await userEvent.click(within(dishes[1]!).getByRole("button", { name: /Bump 2 Salad/ }));
    expect(bumpItem).toHaveBeenCalledWith("b");
    await userEvent.click(screen.getByRole("button", { name: "Bump ticket" }));
    expect(bumpTicket).toHaveBeenCalled();
  });
});

describe("a catering ticket", () => {
  it("is marked as catering with the event's headcount and its delivery time", () => {
    const event: KitchenTicket = { ...ticket, channel: "catering", label: "Catering", customerName: "Board lunch", reference: "Catering 1A2B3C", headcount: 30 };
    render(<TicketCard ticket={event} now={arrived} expediter selected={false} onSelect={() => {}} onBumpItem={vi.fn()} onBumpTicket={vi.fn()} />);
    expect(screen.getByRole("heading", { name: "Catering" })).toBeInTheDocument();
    expect(screen.getByText(/Catering 1A2B3C · Catering · Board lunch/)).toBeInTheDocument();
    expect(screen.getByTestId("text-catering-headcount")).toHaveTextContent(/^30 guests · delivery at \d{1,2}:\d{2} [AP]M$/);
  });
});
