import { unitRefundCents, type PosTicket } from "@tavola/contracts";
import { Minus, Plus } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { parseApiError } from "@/lib/api-error";
import { formatCents } from "@/lib/format";
import { useRefund } from "../api/pos-api";
import { parseDollars } from "../lib/draft-ticket";

const selectClass = "h-12 w-full rounded-md border bg-background px-2 text-base";

/**
 * A refund of one payment: dishes picked with how many of each (the server prices each unit — its share of the dish
 * after discounts, with tax; the figure here is the same rule, shown before asking), or an amount; with a reason. A
 * card is refunded to the card, cash leaves the drawer of the refunder's shift. The server refuses more than is left.
 */
export function RefundForm({ ticket, onDone }: { ticket: PosTicket; onDone: () => void }) {
  const refund = useRefund(ticket.orderId);
  const refundable = ticket.payments.filter((p) => p.amountCents > p.refundedCents);
  const lines = ticket.lines.filter((l) => l.quantity > l.refundedQuantity);
  const [mode, setMode] = useState<"dishes" | "amount">(lines.length ? "dishes" : "amount");
  const [paymentId, setPaymentId] = useState(refundable[0]?.id ?? "");
  const [counts, setCounts] = useState<Record<string, number>>({});
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const failure = refund.error ? parseApiError(refund.error) : null;
  const fields = failure?.fieldErrors ?? {};
  const chosen = lines.filter((l) => (counts[l.id] ?? 0) > 0);
  const estimate = chosen.reduce((s, l) => s + unitRefundCents(l.amountCents, l.quantity, l.refundedQuantity, counts[l.id]!), 0);
  const setCount = (id: string, n: number) => setCounts((c) => ({ ...c, [id]: n }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body =
      mode === "dishes"
        ? { posPaymentId: paymentId, lines: chosen.map((l) => ({ orderItemId: l.id, quantity: counts[l.id]! })), reason }
        : { posPaymentId: paymentId, amountCents: parseDollars(amount) ?? 0, reason };
    refund.mutate(body, {
      onSuccess: (r) => {
        toast({ title: "Refunded", description: `${formatCents(r.amountCents)} ${r.tender === "cash" ? "in cash from the drawer" : "to the card"}.` });
        onDone();
      },
    });
  };
  if (refundable.length === 0) {
    return (
      <DialogHeader>
        <DialogTitle>Refund</DialogTitle>
        <DialogDescription>Nothing on this ticket can be refunded.</DialogDescription>
      </DialogHeader>
    );
  }
  const noDishes = mode === "dishes" && chosen.length === 0;
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Refund">
      <DialogHeader>
        <DialogTitle>Refund</DialogTitle>
        <DialogDescription>
          {ticket.label} · {formatCents(ticket.paidCents - ticket.refundedCents)} can be refunded
        </DialogDescription>
      </DialogHeader>
      <div className="grid grid-cols-2 gap-2" role="group" aria-label="Refund by">
        {(["dishes", "amount"] as const).map((m) => (
          <Button key={m} type="button" variant={mode === m ? "default" : "outline"} className="h-12" aria-pressed={mode === m} onClick={() => setMode(m)} disabled={m === "dishes" && !lines.length} data-testid={`button-refund-mode-${m}`}>
            {m === "dishes" ? "By dish" : "An amount"}
          </Button>
        ))}
      </div>
      <FormField label="Payment">
        <select className={selectClass} value={paymentId} onChange={(e) => setPaymentId(e.target.value)} data-testid="select-refund-payment">
          {refundable.map((p) => (
            <option key={p.id} value={p.id}>{`${p.tender === "card" ? `Card •••• ${p.last4 ?? ""}` : "Cash"} · up to ${formatCents(p.amountCents - p.refundedCents)}`}</option>
          ))}
        </select>
      </FormField>
      {mode === "dishes" ? (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">Dishes to refund</legend>
          {lines.map((l) => {
            const left = l.quantity - l.refundedQuantity;
            const n = counts[l.id] ?? 0;
            return (
              <div key={l.id} className="flex items-center justify-between gap-2 rounded-lg border p-2" data-testid={`row-refund-line-${l.id}`}>
                <span className="min-w-0 text-sm">
                  <span className="font-medium">{l.name}</span>
                  {l.options ? <span className="text-muted-foreground"> ({l.options})</span> : null}
                  <span className="block text-xs text-muted-foreground">
                    {left} of {l.quantity} left · {formatCents(l.amountCents)}
                  </span>
                </span>
                <span className="flex shrink-0 items-center gap-1">
                  <Button type="button" variant="outline" size="icon" className="size-11" aria-label={`One less ${l.name}`} disabled={n === 0} onClick={() => setCount(l.id, n - 1)} data-testid={`button-refund-less-${l.id}`}>
                    <Minus aria-hidden />
                  </Button>
                  <output className="w-6 text-center font-semibold tabular-nums" aria-live="polite" aria-label={`${l.name} to refund`} data-testid={`text-refund-count-${l.id}`}>
                    {n}
                  </output>
                  <Button type="button" variant="outline" size="icon" className="size-11" aria-label={`One more ${l.name}`} disabled={n >= left} onClick={() => setCount(l.id, n + 1)} data-testid={`button-refund-more-${l.id}`}>
                    <Plus aria-hidden />
                  </Button>
                </span>
              </div>
            );
          })}
          {fields.lines?.[0] ? (
            <p role="alert" className="text-sm text-destructive">
              {fields.lines[0]}
            </p>
          ) : null}
        </fieldset>
      ) : (
        <FormField label="Amount ($)" error={fields.amountCents?.[0]}>
          <Input inputMode="decimal" className="h-12" value={amount} onChange={(e) => setAmount(e.target.value)} data-testid="input-refund-amount" />
        </FormField>
      )}
      <FormField label="Reason" error={fields.reason?.[0]}>
        <Input className="h-12" maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} placeholder="e.g. Sent back cold" data-testid="input-refund-reason" />
      </FormField>
      {failure && !Object.keys(fields).length ? (
        <p role="alert" className="text-sm text-destructive" data-testid="text-refund-error">
          {failure.message}
        </p>
      ) : null}
      {failure && fields.amountCents && mode === "dishes" ? (
        <p role="alert" className="text-sm text-destructive" data-testid="text-refund-error">
          {fields.amountCents[0]}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="h-14 text-base" disabled={refund.isPending || noDishes} data-testid="button-refund">
        {refund.isPending ? "Refunding…" : mode === "dishes" ? (noDishes ? "Choose dishes to refund" : `Refund ${formatCents(estimate)}`) : "Refund"}
      </Button>
    </form>
  );
}
