import { CATERING_CANCEL_REASON_MAX, describeSettlement, type ClientQuote } from "@tavola/contracts";
import { Link } from "wouter";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { getErrorMessage } from "@/lib/api-client";
import { formatCents } from "@/lib/format";
import { useCancelEvent, useReconfirmEvent } from "../api/quote-api";

/** Asked 24 h before the event: the client confirms the final details with one tap. */
export function ReconfirmBox({ q, token }: { q: ClientQuote; token: string }) {
  const reconfirm = useReconfirmEvent(token);
  const r = q.event.reconfirmation;
  if (r.confirmedAt)
    return (
      <p role="status" className="rounded-md border border-green-600/40 p-4" data-testid="text-reconfirmed">
        Event confirmed on {new Date(r.confirmedAt).toLocaleString("en-US")}. See you there!
      </p>
    );
  if (!r.requested) return null;
  return (
    <div className="grid gap-3 rounded-md border border-amber-500/60 p-4" data-testid="reconfirm-box">
      <p>
        <strong>Please confirm your event.</strong> It starts {new Date(q.event.eventStartsAt).toLocaleString("en-US")}. Confirm that the headcount, address and timing are still right so the
        kitchen can start.
      </p>
      {reconfirm.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {getErrorMessage(reconfirm.error)}
        </p>
      ) : null}
      <Button className="w-full sm:w-fit" disabled={reconfirm.isPending} onClick={() => reconfirm.mutate()}>
        {reconfirm.isPending ? "Confirming…" : "Confirm my event"}
      </Button>
    </div>
  );
}

/** The published cancellation policy, always shown; cancelling shows the fee that applies now before the client confirms. */
export function CancellationPanel({ q, token }: { q: ClientQuote; token: string }) {
  const cancel = useCancelEvent(token);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  const c = q.event.cancellation;
  if (c.cancelled)
    return (
      <div role="status" className="grid gap-2 rounded-md border p-4">
        <p data-testid="text-cancelled">This event is cancelled{c.feeCents ? ` (cancellation fee ${formatCents(c.feeCents)})` : " free of charge"}.</p>
        {c.settlement && (c.settlement.depositsPaidCents > 0 || c.settlement.owedCents > 0) ? (
          <p data-testid="text-cancellation-settled">{describeSettlement(c.settlement, true)}</p>
        ) : null}
        {c.settlement && c.settlement.owedCents > 0 && !c.settlement.paid ? (
          <Link className="text-primary underline" href={`/catering-checkout/${encodeURIComponent(q.leadId)}?token=${encodeURIComponent(token)}`}>
            Pay the cancellation fee of {formatCents(c.settlement.owedCents)}
          </Link>
        ) : null}
      </div>
    );
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (reason.trim().length < 3) return setError("Tell the restaurant why you cancel");
    setError(undefined);
    cancel.mutate({ reason: reason.trim(), acceptedFeeCents: c.feeCentsNow });
  };
  return (
    <section aria-labelledby="cancellation-policy" className="grid gap-3 text-sm">
      <h2 id="cancellation-policy" className="font-semibold">
        Cancellation policy
      </h2>
      <p className="text-muted-foreground" data-testid="text-cancellation-policy">
        {c.policy}
      </p>
      {c.allowed && !open ? (
        <Button variant="outline" className="w-full sm:w-fit" onClick={() => setOpen(true)}>
          Cancel this event…
        </Button>
      ) : null}
      {c.allowed && open ? (
        <form onSubmit={onSubmit} className="grid gap-3 rounded-md border p-4" noValidate aria-label="Cancel this event">
          <p className="font-medium" data-testid="text-cancellation-fee">
            {c.feeCentsNow === 0 ? "Cancelling now is free." : `Cancelling now costs a fee of ${formatCents(c.feeCentsNow)} (25 % of the taxed total).`}
          </p>
          {c.settlementNow && (c.settlementNow.depositsPaidCents > 0 || c.settlementNow.owedCents > 0) ? (
            <p data-testid="text-cancellation-settlement">{describeSettlement(c.settlementNow)}</p>
          ) : null}
          <FormField label="Why do you cancel?" error={error} required>
            <Textarea value={reason} onChange={(e) => setReason(e.target.value)} maxLength={CATERING_CANCEL_REASON_MAX} className="min-h-20" />
          </FormField>
          {cancel.isError ? (
            <p role="alert" className="text-destructive">
              {getErrorMessage(cancel.error)}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="destructive" disabled={cancel.isPending}>
              {cancel.isPending ? "Cancelling…" : c.feeCentsNow === 0 ? "Cancel for free" : `Cancel and pay ${formatCents(c.feeCentsNow)} fee`}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              Keep my event
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
