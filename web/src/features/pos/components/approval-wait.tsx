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
 * when it is decided, so this updates without a reload: approved closes with a toast (the ticket shows the discount),
 * declined says so and offers to change the discount.
 */
export function ApprovalWait({ requestId, onDone, onRetry }: { requestId: string; onDone: () => void; onRetry: () => void }) {
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
        ) : (
          <p className="font-semibold text-emerald-700 dark:text-emerald-400">Approved by {r.decidedBy ?? "a manager"}</p>
        )}
      </div>
      {r?.status === "declined" ? (
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
