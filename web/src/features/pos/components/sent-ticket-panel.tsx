import { useQuery } from "@tanstack/react-query";
import { CreditCard, X } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { formatCents } from "@/lib/format";
import { posTicketQueryOptions } from "../api/pos-api";
import { PaymentDialog } from "./payment-dialog";

/** A ticket sent to the kitchen, as the server priced it: its lines, total, payments, what is left, and Take payment. */
export function SentTicketPanel({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const ticket = useQuery(posTicketQueryOptions(orderId));
  const [paying, setPaying] = useState(false);
  const [lastChange, setLastChange] = useState<string | null>(null);
  if (ticket.isPending) return <Skeleton className="h-48 w-full" />;
  if (ticket.isError) return <p role="alert">This ticket didn't load.</p>;
  const t = ticket.data;
  const paid = t.remainingCents === 0;
  return (
    <section aria-labelledby="pos-sent-title" className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm" data-testid="panel-pos-sent">
      <div className="flex items-start justify-between gap-2">
        <div>
          <h2 id="pos-sent-title" className="text-lg font-semibold">
            {t.label} · {t.reference}
          </h2>
          <p className="text-sm text-muted-foreground">Sent to the kitchen</p>
        </div>
        <Button variant="ghost" size="icon" aria-label="Close this ticket" onClick={onClose}>
          <X aria-hidden />
        </Button>
      </div>
      <ul className="grid gap-1 text-sm" aria-label="Ticket lines">
        {t.lines.map((l) => (
          <li key={l.id} className="flex justify-between gap-2">
            <span>
              {l.quantity} × {l.name}
              {l.options ? <span className="text-muted-foreground"> ({l.options})</span> : null}
              {l.note ? <span className="block text-xs text-muted-foreground">Note: {l.note}</span> : null}
              {l.paid ? <span className="ml-1 text-xs font-semibold text-emerald-700 dark:text-emerald-400">Paid</span> : null}
            </span>
            <span className="tabular-nums">{formatCents(l.amountCents)}</span>
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t pt-2 text-sm">
        <dt>Subtotal</dt>
        <dd className="text-right tabular-nums">{formatCents(t.subtotalCents)}</dd>
        <dt>Tax</dt>
        <dd className="text-right tabular-nums">{formatCents(t.taxCents)}</dd>
        <dt className="font-semibold">Total</dt>
        <dd className="text-right font-semibold tabular-nums" data-testid="text-pos-total">
          {formatCents(t.totalCents)}
        </dd>
        <dt>Paid</dt>
        <dd className="text-right tabular-nums">{formatCents(t.paidCents)}</dd>
        <dt className="font-semibold">Left to pay</dt>
        <dd className="text-right font-semibold tabular-nums" data-testid="text-pos-remaining">
          {formatCents(t.remainingCents)}
        </dd>
      </dl>
      {t.payments.length ? (
        <ul className="grid gap-1 text-xs text-muted-foreground" aria-label="Payments">
          {t.payments.map((p) => (
            <li key={p.id}>
              {p.tender === "card" ? `Card ${p.brand ?? ""} •••• ${p.last4 ?? ""}` : "Cash"} · {formatCents(p.amountCents)}
              {p.tender === "cash" && p.changeCents > 0 ? ` · change ${formatCents(p.changeCents)}` : ""}
            </li>
          ))}
        </ul>
      ) : null}
      <p aria-live="polite" className="text-base font-semibold" data-testid="text-pos-change">
        {lastChange}
      </p>
      {paid ? (
        <p className="rounded-lg bg-emerald-500/10 p-3 text-center font-semibold text-emerald-800 dark:text-emerald-300" data-testid="text-pos-paid">
          Paid in full
        </p>
      ) : (
        <Button size="lg" className="h-14 text-base" onClick={() => setPaying(true)} data-testid="button-take-payment">
          <CreditCard aria-hidden />
          Take payment
        </Button>
      )}
      <PaymentDialog
        ticket={t}
        open={paying}
        onOpenChange={setPaying}
        onPaid={(amount, change) => {
          setPaying(false);
          setLastChange(change > 0 ? `Change due: ${formatCents(change)}` : `Paid ${formatCents(amount)}`);
        }}
      />
    </section>
  );
}
