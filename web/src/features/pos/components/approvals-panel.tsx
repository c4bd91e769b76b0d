import { useQuery } from "@tanstack/react-query";
import { BellRing, Check, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { parseApiError } from "@/lib/api-error";
import { formatCents } from "@/lib/format";
import { approvalRequestsQueryOptions, useDecideApproval } from "../api/pos-api";

/**
 * An owner's or manager's approval requests, live: a staff member's discount over the threshold appears here (the
 * till's stream re-reads the list) to approve or decline from this session. A request is decided once — if another
 * manager got there first, the server says who and the list drops it.
 */
export function ApprovalsPanel() {
  const list = useQuery(approvalRequestsQueryOptions);
  const decide = useDecideApproval();
  const requests = list.data?.requests.filter((r) => r.status === "pending") ?? [];
  if (list.isPending || (!requests.length && !decide.error)) return null;
  return (
    <section aria-labelledby="pos-approvals-title" className="grid gap-3 rounded-xl border-2 border-amber-500/60 bg-amber-500/5 p-4" data-testid="panel-pos-approvals">
      <h2 id="pos-approvals-title" className="flex items-center gap-2 text-lg font-semibold">
        <BellRing aria-hidden className="size-5" />
        Discounts to approve ({requests.length})
      </h2>
      {decide.error ? (
        <p role="alert" className="text-sm text-destructive">
          {parseApiError(decide.error).message}
        </p>
      ) : null}
      <ul className="grid gap-2" aria-live="polite">
        {requests.map((r) => (
          <li key={r.id} className="grid gap-2 rounded-lg border bg-card p-3 sm:grid-cols-[1fr_auto] sm:items-center" data-testid={`row-approval-${r.id}`}>
            <div className="min-w-0 text-sm">
              <p className="font-semibold">
                {r.label} · {r.reference}
              </p>
              <p>
                {r.kind === "percent" ? `${r.value} %` : formatCents(r.value)} off {r.dish ?? "the ticket"} = <span className="font-semibold">{formatCents(r.amountCents)}</span> of{" "}
                {formatCents(r.ticketTotalCents)}
              </p>
              <p className="text-muted-foreground">
                {r.requestedBy}: “{r.reason}”
              </p>
            </div>
            <div className="grid grid-cols-2 gap-2">
              <Button className="h-12" disabled={decide.isPending} onClick={() => decide.mutate({ id: r.id, decision: "approve" })} aria-label={`Approve ${r.requestedBy}'s discount on ${r.label}`} data-testid={`button-approve-${r.id}`}>
                <Check aria-hidden />
                Approve
              </Button>
              <Button variant="outline" className="h-12" disabled={decide.isPending} onClick={() => decide.mutate({ id: r.id, decision: "decline" })} aria-label={`Decline ${r.requestedBy}'s discount on ${r.label}`} data-testid={`button-decline-${r.id}`}>
                <X aria-hidden />
                Decline
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
