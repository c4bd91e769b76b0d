import { POS_APPROVAL_REQUEST_MINUTES } from "@tavola/contracts";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { formatCents } from "@/lib/format";
import { approvalRequestQueryOptions } from "../api/pos-api";

/**
 * A discount waiting for an owner's or manager's word on their own screen. The till's live stream re-reads the request
 * when it is decided or expires, so this updates without a reload: approved closes with a toast (the ticket shows the
 * discount), declined says so and offers to change the discount, expired (nobody answered in time) offers to ask again.
 */
export function ApprovalWait({
  requestId,
  onDone,
  onRetry,
  onAskAgain,
  asking = false,
}: {
  requestId: string;
  onDone: () => void;
  onRetry: () => void;
  /** Sends the same discount for approval again (after it expired). */
  onAskAgain: () => void;
  asking?: boolean;
}) {
  const request = useQuery(approvalRequestQueryOptions(requestId));
  const r = request.data;
  const approved = r?.status === "approved";
  const told = useRef(false);
  useEffect(() => {
    if (!approved || !r || told.current) return;
    told.current = true;
    toast({ title: "Discount approved", description: `${r.decidedBy ?? "A manager"} approved ${formatCents(r.amountCents)} off.` });
    onDone();
  }, [approved, r, onDone]);
  return (
    <div className="grid gap-4" data-testid="panel-approval-wait">
      <DialogHeader>
        <DialogTitle>Manager's approval</DialogTitle>
        <DialogDescription>The discount is on the owners' and managers' screens.</DialogDescription>
      </DialogHeader>
      <div role="status" aria-live="polite" className="grid gap-2 rounded-lg border p-4 text-center" data-testid="text-approval-status">
        {!r ? (
          <Spinner className="mx-auto" />
        ) : r.status === "pending" ? (
          <>
            <Spinner className="mx-auto" />
            <p className="font-semibold">Waiting for a manager…</p>
            <p className="text-sm text-muted-foreground">
              {r.kind === "percent" ? `${r.value} %` : formatCents(r.value)} off ({formatCents(r.amountCents)}) · {r.reason}
            </p>
          </>
        ) : r.status === "declined" ? (
          <p className="font-semibold text-destructive">Declined by {r.decidedBy ?? "a manager"}</p>
        ) : r.status === "expired" ? (
          <>
            <p className="font-semibold text-destructive">Expired: no manager answered within {POS_APPROVAL_REQUEST_MINUTES} minutes</p>
            <p className="text-sm text-muted-foreground">Nothing was taken off. Ask again, or change the discount.</p>
          </>
        ) : (
          <p className="font-semibold text-emerald-700 dark:text-emerald-400">Approved by {r.decidedBy ?? "a manager"}</p>
        )}
      </div>
      {r?.status === "expired" ? (
        <div className="grid gap-2">
          <Button size="lg" className="h-14 text-base" disabled={asking} onClick={onAskAgain} data-testid="button-approval-ask-again">
            {asking ? "Sending…" : "Ask again"}
          </Button>
          <Button variant="outline" size="lg" className="h-12" onClick={onRetry} data-testid="button-approval-retry">
            Change the discount
          </Button>
        </div>
      ) : r?.status === "declined" ? (
        <Button size="lg" className="h-14 text-base" onClick={onRetry} data-testid="button-approval-retry">
          Change the discount
        </Button>
      ) : (
        <Button variant="outline" size="lg" className="h-12" onClick={onDone} data-testid="button-approval-close">
          Close (the request stays on their screens)
        </Button>
      )}
    </div>
  );
}
