import type { Quote } from "@tavola/contracts";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { QuoteSummary } from "./quote-summary";

const quote: Quote = {
  restaurantId: "r1",
  lines: [{ menuItemId: "m1", name: "Margherita DOP", unitPriceCents: 1800, quantity: 2, lineTotalCents: 3600 }],
  subtotalCents: 3600,
  deliveryFeeCents: 399,
  serviceFeeCents: 180,
  taxCents: 319,
  tipCents: 0,
  discountCents: 0,
  totalCents: 4498,
  discounts: [],
  distanceKm: 2.1,
  deliveryBand: "Under 3 km",
  slotStart: "2030-03-15T23:30:00.000Z",
  etaEarliest: "2030-03-15T23:45:00.000Z",
  etaLatest: "2030-03-16T00:00:00.000Z",
  paymentProvider: "global",
};
const cart = { restaurantId: "r1", restaurantName: "Trattoria Bellini", lines: [{ menuItemId: "m1", name: "Margherita DOP", unitPriceCents: 1800, quantity: 2 }] };

const show = (updating: boolean) =>
  render(<QuoteSummary cart={cart} subtotalEstimateCents={3600} quote={quote} updating={updating} fulfilment="delivery" waitingFor={null} />);

/** Every element from `el` up to the summary: none may be faded (a faded total failed the light theme's contrast). */
function fadedAncestors(el: HTMLElement) {
  const faded: string[] = [];
  for (let node: HTMLElement | null = el; node && node.dataset.testid !== "quote-summary"; node = node.parentElement) {
    if (/\bopacity-/.test(node.className)) faded.push(node.className);
  }
  return faded;
}

describe("QuoteSummary", () => {
  it("keeps the figures at full contrast while a newer quote is on its way, and says it is updating", () => {
    show(true);
    const total = screen.getByText("$44.98");
    expect(fadedAncestors(total)).toEqual([]);
    expect(total.closest("[aria-busy]")).toHaveAttribute("aria-busy", "true");
    expect(screen.getByTestId("quote-updating")).toHaveTextContent("Updating");
    expect(screen.getByText("Updating your total")).toBeInTheDocument();
  });

  it("shows no spinner once the quote is current", () => {
    show(false);
    expect(screen.queryByTestId("quote-updating")).toBeNull();
    expect(screen.getByText("$44.98").closest("[aria-busy]")).toHaveAttribute("aria-busy", "false");
    expect(screen.getByText("Total $44.98")).toBeInTheDocument();
  });
});
