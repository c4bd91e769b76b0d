import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { unitRefundCents, type PosTicket } from "@tavola/contracts";
import { jsonResponse, renderWithProviders } from "@/test/render";
import { routeFetch } from "@/test/route-fetch";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { RefundForm } from "./refund-form";

/** The form as the till shows it, in its dialog. */
const inDialog = (onDone: () => void) => (
  <Dialog open>
    <DialogContent>
      <RefundForm ticket={ticket} onDone={onDone} />
    </DialogContent>
  </Dialog>
);

const line = (id: string, name: string, quantity: number, amountCents: number, refundedQuantity = 0): PosTicket["lines"][number] => ({
  id, name, options: "", note: null, quantity, unitPriceCents: Math.round(amountCents / quantity), amountCents, paid: true, seat: null, course: null, held: false,
  discountCents: 0, refunded: refundedQuantity >= quantity, refundedQuantity, refundedCents: 0,
});
const ticket: PosTicket = {
  orderId: "11111111-1111-4111-8111-111111111111", reference: "T-REF", label: "Takeaway", tableNumber: null, status: "accepted",
  lines: [line("aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", "Cannoli", 3, 2_601), line("bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb", "Panna Cotta", 1, 979), line("cccccccc-cccc-4ccc-8ccc-cccccccccccc", "Tiramisu", 1, 900, 1)],
  subtotalCents: 4_000, taxCents: 480, totalCents: 4_480, discountCents: 0, dueCents: 4_480, paidCents: 4_480, remainingCents: 0, tipCents: 0, refundedCents: 900, netPaidCents: 3_580,
  payments: [{ id: "dddddddd-dddd-4ddd-8ddd-dddddddddddd", tender: "cash", split: "full", amountCents: 4_480, tenderedCents: 5_000, changeCents: 520, brand: null, last4: null, tipCents: 0, refundedCents: 900, createdAt: "2026-11-27T12:00:00Z" }],
  discounts: [], refunds: [], heldCourses: [], placedAt: "2026-11-27T12:00:00Z",
};

afterEach(() => vi.unstubAllGlobals());

describe("refund by dish", () => {
  it("lists only dishes with units left, caps each stepper at them, prices like the server and sends units", async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      "fetch",
      routeFetch({
        [`POST /api/pos/orders/${ticket.orderId}/refunds`]: (_url: string, init?: RequestInit) => {
          sent.push(JSON.parse(String(init?.body)));
          return { ticket, refundId: "r1", amountCents: 1_734 + 979, tender: "cash" };
        },
      }),
    );
    const onDone = vi.fn();
    renderWithProviders(inDialog(onDone));
    expect(screen.queryByText("Tiramisu")).not.toBeInTheDocument();
    expect(screen.getByTestId("button-refund")).toHaveTextContent("Choose dishes to refund");
    expect(screen.getByTestId("button-refund")).toBeDisabled();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "One more Cannoli" }));
    await user.click(screen.getByRole("button", { name: "One more Cannoli" }));
    await user.click(screen.getByRole("button", { name: "One more Panna Cotta" }));
    expect(screen.getByRole("button", { name: "One more Panna Cotta" })).toBeDisabled();
    const expected = unitRefundCents(2_601, 3, 0, 2) + 979;
    expect(screen.getByTestId("button-refund")).toHaveTextContent(`Refund $${(expected / 100).toFixed(2)}`);
    await user.type(screen.getByTestId("input-refund-reason"), "Sent back cold");
    await user.click(screen.getByTestId("button-refund"));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        posPaymentId: ticket.payments[0]!.id,
        lines: [
          { orderItemId: ticket.lines[0]!.id, quantity: 2 },
          { orderItemId: ticket.lines[1]!.id, quantity: 1 },
        ],
        reason: "Sent back cold",
      },
    ]);
  });

  it("shows the server's refusal clearly", async () => {
    const message = "Refund at most what is left: only 1 × Cannoli";
    vi.stubGlobal(
      "fetch",
      routeFetch({ [`POST /api/pos/orders/${ticket.orderId}/refunds`]: jsonResponse({ message, code: "conflict", requestId: "t", fieldErrors: { lines: [message] } }, 409) }),
    );
    renderWithProviders(inDialog(() => {}));
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "One more Cannoli" }));
    await user.type(screen.getByTestId("input-refund-reason"), "Cold");
    await user.click(screen.getByTestId("button-refund"));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
  });
});
