import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PosApprovalRequest } from "@tavola/contracts";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { renderWithProviders } from "@/test/render";
import { routeFetch } from "@/test/route-fetch";
import { ApprovalWait } from "./approval-wait";

const ID = "eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee";
const request = (status: PosApprovalRequest["status"]): PosApprovalRequest => ({
  id: ID, orderId: "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", reference: "TV-1042", label: "Table 4", dish: null, kind: "percent", value: 25,
  amountCents: 1_120, ticketTotalCents: 4_480, reason: "Long wait", requestedBy: "Sam", status, decidedBy: null, decidedAt: null,
  createdAt: "2026-11-27T12:00:00Z", expiresAt: "2026-11-27T12:15:00Z",
});

function show(status: PosApprovalRequest["status"]) {
  vi.stubGlobal("fetch", routeFetch({ [`GET /api/pos/approval-requests/${ID}`]: request(status) }));
  const handlers = { onDone: vi.fn(), onRetry: vi.fn(), onAskAgain: vi.fn() };
  renderWithProviders(
    <Dialog open>
      <DialogContent>
        <ApprovalWait requestId={ID} {...handlers} />
      </DialogContent>
    </Dialog>,
  );
  return handlers;
}

afterEach(() => vi.unstubAllGlobals());

describe("waiting for a manager's approval", () => {
  it("an expired request says so and offers to ask again (one tap) or change the discount", async () => {
    const { onAskAgain, onRetry, onDone } = show("expired");
    expect(await screen.findByText("Expired: no manager answered within 15 minutes")).toBeInTheDocument();
    expect(screen.queryByText("Waiting for a manager…")).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Ask again" }));
    expect(onAskAgain).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole("button", { name: "Change the discount" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(onDone).not.toHaveBeenCalled();
  });

  it("a pending request waits, with no Ask again", async () => {
    show("pending");
    expect(await screen.findByText("Waiting for a manager…")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Ask again" })).toBeNull();
  });
});
