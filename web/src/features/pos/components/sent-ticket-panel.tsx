import { useQuery } from "@tanstack/react-query";
import { CreditCard, Flame, Mail, Percent, Printer, Undo2, X } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { formatCents } from "@/lib/format";
import { parseApiError } from "@/lib/api-error";
import { posTicketQueryOptions, useFireCourse } from "../api/pos-api";
import { PaymentDialog } from "./payment-dialog";
import { TicketActionDialog, type TicketAction } from "./ticket-action-dialogs";

const lineTags = (l: { seat: number | null; course: number | null; held: boolean; refunded: boolean; refundedQuantity: number }) =>
  [
    l.seat ? `Seat ${l.seat}` : null,
    l.course ? `Course ${l.course}` : null,
    l.held ? "Held" : null,
    l.refunded ? "Refunded" : l.refundedQuantity > 0 ? `${l.refundedQuantity} refunded` : null,
  ]
    .filter(Boolean)
    .join(" · ");

/** A ticket sent to the kitchen, as the server priced it: its lines, total, payments, what is left, and Take payment. */
export function SentTicketPanel({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const ticket = useQuery(posTicketQueryOptions(orderId));
  const [paying, setPaying] = useState(false);
  const [lastChange, setLastChange] = useState<string | null>(null);
  const [action, setAction] = useState<TicketAction>(null);
  const fire = useFireCourse(orderId);
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
              {lineTags(l) ? <span className="block text-xs text-muted-foreground">{lineTags(l)}</span> : null}
              {l.discountCents ? <span className="block text-xs text-muted-foreground">−{formatCents(l.discountCents)} discount</span> : null}
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
        {t.discounts.map((d) => (
          <div key={d.id} className="contents">
            <dt>
              Discount · {d.reason}
              {d.approvedBy ? <span className="text-xs text-muted-foreground"> (approved by {d.approvedBy})</span> : null}
            </dt>
            <dd className="text-right tabular-nums">−{formatCents(d.amountCents)}</dd>
          </div>
        ))}
        <dt className="font-semibold">Total</dt>
        <dd className="text-right font-semibold tabular-nums" data-testid="text-pos-total">
          {formatCents(t.dueCents)}
        </dd>
        <dt>Paid</dt>
        <dd className="text-right tabular-nums">{formatCents(t.paidCents)}</dd>
        {t.refunds.map((r) => (
          <div key={r.id} className="contents" data-testid={`row-pos-refund-${r.id}`}>
            <dt>
              Refund{r.lines.length ? ` · ${r.lines.map((l) => `${l.quantity} × ${l.name}`).join(", ")}` : ""}
              <span className="text-xs text-muted-foreground"> ({r.tender === "cash" ? "cash" : "card"} · {r.reason})</span>
            </dt>
            <dd className="text-right tabular-nums">−{formatCents(r.amountCents)}</dd>
          </div>
        ))}
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
              {p.tipCents > 0 ? ` · tip ${formatCents(p.tipCents)}` : ""}
              {p.refundedCents > 0 ? ` · refunded ${formatCents(p.refundedCents)}` : ""}
            </li>
          ))}
        </ul>
      ) : null}
      {t.heldCourses.length ? (
        <div className="flex flex-wrap gap-2">
          {t.heldCourses.map((c) => (
            <Button key={c} variant="secondary" size="lg" className="h-12" disabled={fire.isPending} onClick={() => fire.mutate(c)} data-testid={`button-fire-course-${c}`}>
              <Flame aria-hidden />
              Fire course {c}
            </Button>
          ))}
        </div>
      ) : null}
      {fire.error ? (
        <p role="alert" className="text-sm text-destructive">
          {parseApiError(fire.error).message}
        </p>
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
      <div className="grid grid-cols-2 gap-2">
        {!paid ? (
          <Button variant="outline" className="h-12" onClick={() => setAction("discount")} data-testid="button-pos-discount">
            <Percent aria-hidden />
            Discount
          </Button>
        ) : null}
        {t.payments.length ? (
          <Button variant="outline" className="h-12" onClick={() => setAction("refund")} data-testid="button-pos-refund">
            <Undo2 aria-hidden />
            Refund
          </Button>
        ) : null}
        <Button variant="outline" className="h-12" asChild>
          <a href={`/pos-system/receipt/${encodeURIComponent(t.orderId)}`} target="_blank" rel="noopener" data-testid="link-print-receipt">
            <Printer aria-hidden />
            Print receipt
          </a>
        </Button>
        <Button variant="outline" className="h-12" onClick={() => setAction("email")} data-testid="button-email-receipt">
          <Mail aria-hidden />
          Email receipt
        </Button>
      </div>
      <TicketActionDialog ticket={t} action={action} onClose={() => setAction(null)} />
      <PaymentDialog
        ticket={t}
        open={paying}
        onOpenChange={setPaying}
        onPaid={(amount, change, tip) => {
          setPaying(false);
          setLastChange(change > 0 ? `Change due: ${formatCents(change)}` : `Paid ${formatCents(amount)}${tip > 0 ? ` + ${formatCents(tip)} tip` : ""}`);
        }}
      />
    </section>
  );
}
