import { useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { tokenizeCardSchema } from "@tavola/contracts";
import { Link } from "wouter";
import { CardFields, controlledCard } from "@/components/domain/card-fields";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { getErrorMessage } from "@/lib/api-client";
import { type CardErrors, type CardValues, EMPTY_CARD, tokenizeCard } from "@/lib/card";
import { formatCents } from "@/lib/format";
import { newIdempotencyKey } from "@/lib/idempotency-key";
import { clientQuoteQueryOptions, usePayDeposit } from "../api/quote-api";
import { QuoteTotalsTable } from "./quote-summary";

const day = (iso: string) => new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

/** /catering-checkout/{leadId}?token=…: the accepted quote's next deposit, paid by card (sandbox), no account needed. */
export function DepositCheckout({ leadId, token }: { leadId: string; token: string }) {
  const quote = useQuery(clientQuoteQueryOptions(token));
  const pay = usePayDeposit(token);
  const [card, setCard] = useState<CardValues>(EMPTY_CARD);
  const [errors, setErrors] = useState<CardErrors>({});
  const [key] = useState(newIdempotencyKey);
  const [tokenizing, setTokenizing] = useState(false);

  if (quote.isPending) return <Skeleton className="h-64 w-full" aria-label="Loading the quote" />;
  if (quote.isError || quote.data.leadId !== leadId)
    return <p role="alert" className="rounded-md border p-4">This checkout link is not valid. Please use the latest link the restaurant sent you.</p>;
  const q = quote.data;
  const quoteHref = `/catering-quotes?token=${encodeURIComponent(token)}`;
  if (!q.acceptance)
    return (
      <p role="alert" className="rounded-md border p-4">
        Accept the quote first. <Link className="text-primary underline" href={quoteHref}>Open the quote</Link>
      </p>
    );

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = tokenizeCardSchema.safeParse({ cardNumber: card.cardNumber, expMonth: card.expMonth ? Number(card.expMonth) : undefined, expYear: card.expYear ? Number(card.expYear) : undefined, cvc: card.cvc.trim() });
    if (!parsed.success) {
      const found: CardErrors = {};
      for (const issue of parsed.error.issues) {
        const k = issue.path[0] as keyof CardValues | undefined;
        if (k) found[k] ??= issue.message;
      }
      return setErrors(found);
    }
    setErrors({});
    setTokenizing(true);
    try {
      const { token: paymentToken } = await tokenizeCard(parsed.data);
      pay.mutate({ paymentToken, key });
    } catch (err) {
      setErrors({ cardNumber: getErrorMessage(err) });
    } finally {
      setTokenizing(false);
    }
  };

  return (
    <Card data-testid="deposit-checkout">
      <CardHeader>
        <CardTitle>{q.eventName}</CardTitle>
        <p className="text-sm text-muted-foreground">
          {q.restaurantName ?? "Tavola catering"} · quote v{q.acceptance.versionNumber} accepted by {q.acceptance.fullName}
        </p>
      </CardHeader>
      <CardContent className="grid gap-6">
        <QuoteTotalsTable figures={q.version} />
        {q.deposits.length > 0 ? (
          <ul className="grid gap-1 text-sm" aria-label="Deposits paid">
            {q.deposits.map((d) => (
              <li key={d.scheduleIndex} className="flex justify-between gap-4">
                <span>
                  Deposit {d.scheduleIndex + 1} paid {d.brand ? `(${d.brand} •••• ${d.last4})` : ""}
                </span>
                <span className="tabular-nums">{formatCents(d.amountCents)}</span>
              </li>
            ))}
          </ul>
        ) : null}
        {q.nextDeposit ? (
          <form onSubmit={(e) => void onSubmit(e)} className="grid gap-4" noValidate aria-label="Pay the deposit">
            <p className="font-medium" data-testid="text-deposit-due">
              Deposit due {q.nextDeposit.dueAt ? day(q.nextDeposit.dueAt) : "now"}: {formatCents(q.nextDeposit.amountCents)}
            </p>
            <fieldset className="grid gap-4">
              <legend className="mb-2 font-medium">Card</legend>
              <CardFields controls={controlledCard(card, setCard)} errors={errors} idPrefix="deposit" testCardsLead="Test card" />
            </fieldset>
            {pay.isError ? <p role="alert" className="text-sm text-destructive">{getErrorMessage(pay.error)}</p> : null}
            <Button type="submit" disabled={pay.isPending || tokenizing} className="w-full sm:w-fit">
              {pay.isPending || tokenizing ? "Paying…" : `Pay ${formatCents(q.nextDeposit.amountCents)}`}
            </Button>
          </form>
        ) : (
          <p role="status" className="rounded-md border border-green-600/40 p-4">
            Your booking is confirmed. The balance is charged after delivery.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
