import { type Bill, type PayBillResult, SPLIT_WAYS_MAX } from "@tavola/contracts";
import { CreditCard, Loader2, LogOut, Receipt } from "lucide-react";
import { type FormEvent, useState } from "react";
import { CardFields, controlledCard } from "@/components/domain/card-fields";
import { InlineAlert } from "@/components/domain/state-panels";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { fieldError, parseApiError } from "@/lib/api-error";
import { type CardValues, EMPTY_CARD } from "@/lib/card";
import { formatCents } from "@/lib/format";
import { cn } from "@/lib/utils";
import { usePayBill } from "../../api/guest-api";
import { evenShares, expectedAmount, type SplitMode, TIP_PERCENTS, tipFor } from "../../lib/bill-split";
import { cardProblems, toTokenizeInput } from "../../lib/card-fields";
import { BillSummary } from "./bill-summary";

const SPLITS: { value: SplitMode; label: string }[] = [
  { value: "full", label: "Pay the full bill" },
  { value: "even", label: "Split evenly" },
  { value: "items", label: "Pay by item" },
];

const segment =
  "flex cursor-pointer items-center justify-center rounded-md border px-3 py-2 text-center text-sm font-medium transition-colors hover:bg-accent/60 has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2 has-[:focus-visible]:ring-offset-background";

type BillPanelProps = { bill: Bill; guestToken: string; onPaid: (result: PayBillResult) => void; onLeave: () => void };

/**
 * Check Out: the table's whole bill, then one payment toward it — the rest of it, one even share, or the
 * dishes this guest had. The amounts here are for reading; the server computes what is charged.
 */
export function BillPanel({ bill, guestToken, onPaid, onLeave }: BillPanelProps) {
  const pay = usePayBill(guestToken);
  const [mode, setMode] = useState<SplitMode>("full");
  const [waysInput, setWaysInput] = useState("2");
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [tipPercent, setTipPercent] = useState<number>(15);
  const [card, setCard] = useState<CardValues>(EMPTY_CARD);
  const [showProblems, setShowProblems] = useState(false);

  const ways = Number(waysInput);
  const waysValid = Number.isInteger(ways) && ways >= 2 && ways <= SPLIT_WAYS_MAX;
  const shares = waysValid ? evenShares(bill.totalCents, ways) : [];
  const amount = expectedAmount(bill, mode, waysValid ? ways : 0, chosen);
  const tipCents = tipFor(amount, tipPercent);
  const problems = cardProblems(card);
  const serverError = pay.isError ? parseApiError(pay.error, "The payment didn't go through. Please try again.") : null;
  const nothingToPay = bill.remainingCents <= 0;
  const canPay = !nothingToPay && amount > 0 && (mode !== "even" || waysValid) && !pay.isPending;

  const toggle = (id: string) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setShowProblems(true);
    if (!canPay || Object.keys(problems).length > 0) return;
    pay.mutate(
      {
        payment: {
          split: mode,
          ...(mode === "even" ? { ways } : {}),
          ...(mode === "items" ? { orderItemIds: [...chosen].filter((id) => bill.lines.some((l) => l.orderItemId === id && !l.paid)) } : {}),
          tipCents,
        },
        card: toTokenizeInput(card),
      },
      {
        onSuccess: (result) => {
          setChosen(new Set());
          setCard(EMPTY_CARD);
          setShowProblems(false);
          onPaid(result);
        },
      },
    );
  };

  return (
    <Card role="region" aria-labelledby="bill-title" data-testid="card-bill">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <h2 id="bill-title" className="flex items-center gap-2 text-xl font-semibold leading-tight tracking-tight">
          <Receipt aria-hidden="true" className="size-5" />
          Your bill
        </h2>
        <Button variant="ghost" size="sm" onClick={onLeave} data-testid="button-leave-table">
          <LogOut aria-hidden="true" />
          Leave this table
        </Button>
      </CardHeader>
      <CardContent className="grid gap-6">
        <BillSummary bill={bill} />
        {nothingToPay ? (
          <p role="status" className="font-medium" data-testid="text-bill-settled">
            Nothing left to pay. Thank you!
          </p>
        ) : (
          <form className="grid gap-6" onSubmit={submit} noValidate data-testid="form-pay-bill">
            <fieldset className="grid gap-2">
              <legend className="mb-2 font-medium">How would you like to pay?</legend>
              <div className="grid gap-2 sm:grid-cols-3">
                {SPLITS.map((s) => (
                  <label key={s.value} className={segment} data-testid={`choice-split-${s.value}`}>
                    <input type="radio" name="split" value={s.value} checked={mode === s.value} onChange={() => setMode(s.value)} className="sr-only" />
                    {s.label}
                  </label>
                ))}
              </div>
            </fieldset>

            {mode === "even" ? (
              <div className="grid gap-3">
                <FormField label="Number of ways" error={waysValid ? fieldError(serverError, "ways") : "Split between 2 and 20 ways"} className="max-w-40">
                  <Input type="number" inputMode="numeric" min={2} max={SPLIT_WAYS_MAX} value={waysInput} onChange={(e) => setWaysInput(e.target.value)} data-testid="input-split-ways" />
                </FormField>
                {shares.length > 0 ? (
                  <ol className="grid gap-1 text-sm sm:grid-cols-2" aria-label="Each share" data-testid="list-shares">
                    {shares.map((cents, i) => (
                      <li key={i} className="flex justify-between gap-3 rounded-md bg-muted/60 px-3 py-1.5">
                        <span>Share {i + 1}</span>
                        <span className="tabular-nums">{formatCents(cents)}</span>
                      </li>
                    ))}
                  </ol>
                ) : null}
              </div>
            ) : null}

            {mode === "items" ? (
              <fieldset className="grid gap-2" data-testid="fields-pay-items">
                <legend className="mb-2 font-medium">Choose the dishes you are paying for</legend>
                {bill.lines.map((line) => {
                  const id = `pay-line-${line.orderItemId}`;
                  return (
                    <div key={line.orderItemId} className={cn("flex items-center gap-3 rounded-md border px-3 py-2 text-sm", line.paid && "bg-muted/60 text-muted-foreground")}>
                      <Checkbox id={id} checked={line.paid || chosen.has(line.orderItemId)} disabled={line.paid} onChange={() => toggle(line.orderItemId)} />
                      <label htmlFor={id} className="flex flex-1 justify-between gap-3">
                        <span>
                          {line.quantity}× {line.name}
                          {line.paid ? <span className="ml-2 font-semibold">(Paid)</span> : null}
                        </span>
                        <span className="tabular-nums">{formatCents(line.amountCents)}</span>
                      </label>
                    </div>
                  );
                })}
                <InlineAlert message={fieldError(serverError, "orderItemIds")} />
              </fieldset>
            ) : null}

            <fieldset className="grid gap-2">
              <legend className="mb-2 font-medium">Tip</legend>
              <div className="grid grid-cols-4 gap-2">
                {TIP_PERCENTS.map((pct) => (
                  <label key={pct} className={cn(segment, "flex-col")} data-testid={`choice-tip-${pct}`}>
                    <input type="radio" name="tip" value={pct} checked={tipPercent === pct} onChange={() => setTipPercent(pct)} className="sr-only" />
                    <span>{pct === 0 ? "No tip" : `${pct}%`}</span>
                    <span className="text-xs font-normal text-muted-foreground tabular-nums">{formatCents(tipFor(amount, pct))}</span>
                  </label>
                ))}
              </div>
            </fieldset>

            <fieldset className="grid gap-4" data-testid="fields-card">
              <legend className="mb-2 font-medium">Card</legend>
              <CardFields controls={controlledCard(card, setCard)} errors={showProblems ? problems : {}} testCardsLead="Test card" />
            </fieldset>

            <dl className="grid gap-1 rounded-lg border p-3 text-sm" aria-live="polite" data-testid="summary-payment">
              <div className="flex justify-between">
                <dt className="text-muted-foreground">{mode === "even" ? "Your share" : mode === "items" ? "Your dishes" : "The rest of the bill"}</dt>
                <dd className="tabular-nums" data-testid="text-payment-amount">
                  {formatCents(amount)}
                </dd>
              </div>
              <div className="flex justify-between">
                <dt className="text-muted-foreground">Tip</dt>
                <dd className="tabular-nums">{formatCents(tipCents)}</dd>
              </div>
              <div className="flex justify-between border-t pt-1 font-semibold">
                <dt>You pay</dt>
                <dd className="tabular-nums" data-testid="text-payment-total">
                  {formatCents(amount + tipCents)}
                </dd>
              </div>
            </dl>

            <InlineAlert message={serverError && !fieldError(serverError, "ways", "orderItemIds") ? serverError.message : null} testId="error-pay-bill" />
            <Button type="submit" size="lg" disabled={!canPay} data-testid="button-pay">
              {pay.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : <CreditCard aria-hidden="true" />}
              Pay {formatCents(amount + tipCents)}
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
