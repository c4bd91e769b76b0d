import type { PosShift } from "@tavola/contracts";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { parseApiError } from "@/lib/api-error";
import { formatCents } from "@/lib/format";
import { currentShiftQueryOptions, useCloseShift, useOpenShift } from "../api/pos-api";
import { parseDollars } from "../lib/draft-ticket";

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });

/**
 * The till's shift: open one with a float (payments and refunds then count toward it), or see it running and close
 * it — cash counted against cash expected, card totals and tips, from the server's figures.
 */
export function ShiftPanel() {
  const current = useQuery(currentShiftQueryOptions);
  const [closing, setClosing] = useState(false);
  const [report, setReport] = useState<PosShift | null>(null);
  if (current.isPending) return <p className="text-sm text-muted-foreground">Loading the shift…</p>;
  if (current.isError) return <p role="alert" className="text-sm text-destructive">The shift didn't load.</p>;
  const shift = current.data.shift;
  return (
    <section aria-labelledby="pos-shift-title" className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm" data-testid="panel-pos-shift">
      <h2 id="pos-shift-title" className="text-lg font-semibold">
        Shift
      </h2>
      {shift ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm" data-testid="text-shift-summary">
            {shift.terminal} · open since {timeOf(shift.openedAt)} · float {formatCents(shift.openingFloatCents)} · cash expected{" "}
            <span className="font-semibold tabular-nums">{formatCents(shift.expectedCashCents)}</span> · card {formatCents(shift.cardSalesCents)} · tips {formatCents(shift.tipsCents)}
          </p>
          <Button size="lg" variant="outline" className="h-12" onClick={() => setClosing(true)} data-testid="button-close-shift">
            Close shift
          </Button>
        </div>
      ) : (
        <OpenShiftForm />
      )}
      {report ? <ShiftReport shift={report} /> : null}
      <Dialog open={closing && shift !== null} onOpenChange={setClosing}>
        <DialogContent className="max-h-[92dvh] overflow-y-auto" data-testid="dialog-close-shift">
          {shift ? (
            <CloseShiftForm
              shift={shift}
              onClosed={(closed) => {
                setClosing(false);
                setReport(closed);
              }}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </section>
  );
}

function OpenShiftForm() {
  const open = useOpenShift();
  const [terminal, setTerminal] = useState("Till 1");
  const [float, setFloat] = useState("150.00");
  const failure = open.error ? parseApiError(open.error) : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    open.mutate({ terminal, openingFloatCents: parseDollars(float) ?? -1 });
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end" aria-label="Open a shift">
      <FormField label="Till" error={failure?.fieldErrors.terminal?.[0]}>
        <Input className="h-12" maxLength={40} value={terminal} onChange={(e) => setTerminal(e.target.value)} data-testid="input-shift-terminal" />
      </FormField>
      <FormField label="Opening float ($)" error={failure?.fieldErrors.openingFloatCents?.[0]}>
        <Input className="h-12" inputMode="decimal" value={float} onChange={(e) => setFloat(e.target.value)} data-testid="input-shift-float" />
      </FormField>
      <Button type="submit" size="lg" className="h-12" disabled={open.isPending} data-testid="button-open-shift">
        {open.isPending ? "Opening…" : "Open shift"}
      </Button>
      {failure && !Object.keys(failure.fieldErrors).length ? (
        <p role="alert" className="text-sm text-destructive sm:col-span-3">
          {failure.message}
        </p>
      ) : null}
    </form>
  );
}

function CloseShiftForm({ shift, onClosed }: { shift: PosShift; onClosed: (s: PosShift) => void }) {
  const close = useCloseShift(shift.id);
  const [counted, setCounted] = useState("");
  const failure = close.error ? parseApiError(close.error) : null;
  const cents = parseDollars(counted);
  return (
    <form
      noValidate
      className="grid gap-4"
      aria-label="Close the shift"
      onSubmit={(e) => {
        e.preventDefault();
        close.mutate(cents ?? -1, { onSuccess: onClosed });
      }}
    >
      <DialogHeader>
        <DialogTitle>Close the shift</DialogTitle>
        <DialogDescription>Count the drawer and enter the cash in it.</DialogDescription>
      </DialogHeader>
      <ShiftFigures shift={shift} />
      <FormField label="Cash counted ($)" error={failure?.fieldErrors.countedCashCents?.[0] ?? (failure ? failure.message : undefined)}>
        <Input className="h-12" inputMode="decimal" value={counted} onChange={(e) => setCounted(e.target.value)} data-testid="input-counted-cash" />
      </FormField>
      {cents !== null ? (
        <p className="text-sm" aria-live="polite">
          Difference: {formatCents(cents - shift.expectedCashCents)}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="h-14 text-base" disabled={close.isPending} data-testid="button-confirm-close-shift">
        {close.isPending ? "Closing…" : "Close shift"}
      </Button>
    </form>
  );
}

function ShiftFigures({ shift }: { shift: PosShift }) {
  const rows: Array<[string, number, string]> = [
    ["Opening float", shift.openingFloatCents, "float"],
    ["Cash sales", shift.cashSalesCents, "cash-sales"],
    ["Cash refunds", shift.cashRefundsCents ? -shift.cashRefundsCents : 0, "cash-refunds"],
    ["Cash expected", shift.expectedCashCents, "expected"],
    ["Card sales", shift.cardSalesCents, "card-sales"],
    ["Card refunds", shift.cardRefundsCents ? -shift.cardRefundsCents : 0, "card-refunds"],
    ["Tips (card)", shift.tipsCents, "tips"],
  ];
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, cents, id]) => (
        <div key={id} className="contents">
          <dt>{label}</dt>
          <dd className="text-right tabular-nums" data-testid={`text-shift-${id}`}>
            {formatCents(cents)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The close-out as the server recorded it: expected, counted, the difference, and the tickets it reconciles to. */
function ShiftReport({ shift }: { shift: PosShift }) {
  const difference = shift.differenceCents ?? 0;
  const taken = shift.orders.reduce((s, o) => s + o.takenCents, 0);
  return (
    <div className="grid gap-2 rounded-lg border p-3" data-testid="panel-shift-report" aria-live="polite">
      <h3 className="font-semibold">
        {shift.terminal} closed · {shift.paymentCount} {shift.paymentCount === 1 ? "payment" : "payments"} on {shift.orders.length} {shift.orders.length === 1 ? "ticket" : "tickets"}
      </h3>
      <ShiftFigures shift={shift} />
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t pt-2 text-sm">
        <dt>Cash counted</dt>
        <dd className="text-right tabular-nums" data-testid="text-shift-counted">
          {formatCents(shift.countedCashCents ?? 0)}
        </dd>
        <dt className="font-semibold">{difference === 0 ? "Balanced" : difference > 0 ? "Over" : "Short"}</dt>
        <dd className="text-right font-semibold tabular-nums" data-testid="text-shift-difference">
          {formatCents(difference)}
        </dd>
        <dt>Tickets' payments (card + cash)</dt>
        <dd className="text-right tabular-nums" data-testid="text-shift-reconciled">
          {formatCents(taken)}
        </dd>
      </dl>
    </div>
  );
}
