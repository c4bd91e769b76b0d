import type { LeadCard, LeadDetail } from "@tavola/contracts";
import { CalendarCheck, CalendarClock, Receipt } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { parseApiError } from "@/lib/api-error";
import { formatCents } from "@/lib/format";
import { useReconfirmLead } from "../api/crm-api";

/** The card's operations badges: the reconfirmation task (24 h before the event) and a balance still due. */
export function LeadOpsBadges({ ops }: { ops: LeadCard["ops"] }) {
  return (
    <>
      {ops.reconfirmation === "pending" ? (
        <span className="inline-flex items-center gap-1 rounded-full border border-amber-500/60 bg-amber-50 px-2 py-0.5 text-xs text-amber-900 dark:bg-amber-950 dark:text-amber-100" data-testid="badge-reconfirm">
          <CalendarClock aria-hidden="true" className="size-3" />
          Reconfirmation pending
        </span>
      ) : ops.reconfirmation === "confirmed" ? (
        <span className="inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs" data-testid="badge-reconfirmed">
          <CalendarCheck aria-hidden="true" className="size-3" />
          Reconfirmed
        </span>
      ) : null}
      {ops.balanceDueCents !== null ? (
        <span className="inline-flex items-center gap-1 rounded-full border border-primary/50 px-2 py-0.5 text-xs" data-testid="badge-balance-due">
          <Receipt aria-hidden="true" className="size-3" />
          Balance due {formatCents(ops.balanceDueCents)}
        </span>
      ) : null}
    </>
  );
}

/** The lead page's task: the client was asked to reconfirm; the team closes it once they reached the client. */
export function LeadReconfirmTask({ lead }: { lead: LeadDetail }) {
  const reconfirm = useReconfirmLead();
  const [error, setError] = useState<string>();
  if (lead.ops.reconfirmation !== "pending" && lead.ops.balanceDueCents === null) return null;
  return (
    <section aria-labelledby="lead-tasks" className="grid gap-3 rounded-md border border-amber-500/60 p-4" data-testid="lead-tasks">
      <h3 id="lead-tasks" className="font-semibold">
        Tasks
      </h3>
      {lead.ops.reconfirmation === "pending" ? (
        <div className="grid gap-2">
          <p className="text-sm">
            <strong>Reconfirm the event.</strong> The client was asked to confirm the final details 24 hours before; they have not yet. Call{" "}
            {lead.phone ?? lead.email} and mark it confirmed.
          </p>
          {lead.canEdit ? (
            <Button
              size="sm"
              className="w-fit"
              disabled={reconfirm.isPending}
              onClick={() => reconfirm.mutate({ id: lead.id, input: undefined }, { onSuccess: () => setError(undefined), onError: (e) => setError(parseApiError(e).message) })}
            >
              Mark confirmed
            </Button>
          ) : null}
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
      {lead.ops.balanceDueCents !== null ? (
        <p className="text-sm">
          <strong>Balance due {formatCents(lead.ops.balanceDueCents)}.</strong> The client was mailed a payment link when the event was delivered.
        </p>
      ) : null}
    </section>
  );
}
