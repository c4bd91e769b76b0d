import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PosTicket } from "@tavola/contracts";
import { renderWithProviders } from "@/test/render";
import { routeFetch } from "@/test/route-fetch";
import { ReceiptView } from "./receipt-view";

const ORDER = "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa";

const ticket = (refundedCents: number, netPaidCents: number): PosTicket => ({
  orderId: ORDER, reference: "TV-1042", label: "Table 4", tableNumber: 4, status: "accepted",
  lines: [
    { id: "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb", name: "Cannoli", options: "", note: null, quantity: 2, unitPriceCents: 900, amountCents: 2_016, paid: true, seat: null, course: null, held: false, discountCents: 0, refunded: false, refundedQuantity: refundedCents ? 1 : 0, refundedCents },
  ],
  subtotalCents: 1_800, taxCents: 216, totalCents: 2_016, discountCents: 0, dueCents: 2_016, paidCents: 2_016, remainingCents: 0, tipCents: 0, refundedCents, netPaidCents,
  payments: [{ id: "cccccccc-cccc-4ccc-8ccc-cccccccccccc", tender: "cash", split: "full", amountCents: 2_016, tenderedCents: 2_100, changeCents: 84, brand: null, last4: null, tipCents: 0, refundedCents, createdAt: "2026-11-27T12:00:00Z" }],
  discounts: [],
  refunds: refundedCents
    ? [{ id: "dddddddd-dddd-4ddd-8ddd-dddddddddddd", posPaymentId: "cccccccc-cccc-4ccc-8ccc-cccccccccccc", tender: "cash", amountCents: refundedCents, reason: "Dropped", refundedBy: "Sam", lines: [{ orderItemId: "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb", name: "Cannoli", quantity: 1 }], createdAt: "2026-11-27T12:10:00Z" }]
    : [],
  heldCourses: [], placedAt: "2026-11-27T12:00:00Z",
});

function show(t: PosTicket) {
  vi.stubGlobal("fetch", routeFetch({ [`GET /api/pos/orders/${ORDER}`]: t, "GET /api/pos": { restaurant: { name: "Trattoria Bellini" } } }));
  renderWithProviders(<ReceiptView orderId={ORDER} />);
}

afterEach(() => vi.unstubAllGlobals());

describe("the POS receipt", () => {
  it("with a refund, says what was refunded and the net paid — the server's figures, not the screen's arithmetic", async () => {
    // The server's net (1 016) differs from paid − refunded here on purpose: the receipt prints what the server says.
    show(ticket(1_008, 1_016));
    const receipt = await screen.findByRole("article", { name: "Receipt" });
    expect(within(receipt).getByTestId("text-receipt-refunded")).toHaveTextContent("-$10.08");
    expect(within(receipt).getByTestId("text-receipt-net-paid")).toHaveTextContent("$10.16");
    expect(within(receipt).getByText("Net paid")).toBeInTheDocument();
    expect(within(receipt).getByText("Refunded")).toBeInTheDocument();
  });

  it("without a refund, has no Refunded or Net paid line", async () => {
    show(ticket(0, 2_016));
    const receipt = await screen.findByRole("article", { name: "Receipt" });
    expect(within(receipt).getByTestId("text-receipt-total")).toHaveTextContent("$20.16");
    expect(within(receipt).queryByTestId("text-receipt-refunded")).toBeNull();
    expect(within(receipt).queryByText("Net paid")).toBeNull();
  });
});
