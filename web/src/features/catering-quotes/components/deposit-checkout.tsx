import { useQuery } from "@tanstack/react-query";
import { describeSettlement, type ClientQuote } from "@tavola/contracts";
import { Link } from "wouter";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatCents } from "@/lib/format";
import { clientQuoteQueryOptions, usePayBalance, usePayCancellationFee, usePayDeposit } from "../api/quote-api";
import { CardPayForm } from "./card-pay-form";
import { QuoteTotalsTable } from "./quote-summary";

const day = (iso: string) => new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

/**
 * /catering-checkout/{leadId}?token=…: what the client owes on the accepted quote, paid by card (sandbox), no account
 * needed — the next deposit before the event, the balance ("Balance due") after delivery.
 */
export function DepositCheckout({ leadId, token }: { leadId: string; token: string }) {
  const quote = useQuery(clientQuoteQueryOptions(token));
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
        <NextPayment q={q} token={token} />
      </CardContent>
    </Card>
  );
}

const cardName = (c: { brand: string | null; last4: string | null }) => (c.brand ? `${c.brand} •••• ${c.last4}` : "your card");

/**
 * The one payment the client can make now: a cancellation fee the deposits did not cover, the balance after delivery
 * (charged to the card on file when the client kept one, else paid here), or the next deposit.
 */
function NextPayment({ q, token }: { q: ClientQuote; token: string }) {
  const deposit = usePayDeposit(token);
  const balance = usePayBalance(token);
  const fee = usePayCancellationFee(token);
  const b = q.event.balance;
  const card = q.event.cardOnFile;
  const settlement = q.event.cancellation.settlement;
  if (b?.paid)
    return (
      <p role="status" className="rounded-md border border-green-600/40 p-4" data-testid="text-balance-paid">
        Balance paid: {formatCents(b.paid.amountCents)} ({cardName(b.paid)}{b.paid.automatic ? ", charged automatically to your card on file" : ""}). Thank you — nothing more is due.
      </p>
    );
  if (b && b.dueCents > 0 && card && !card.declined)
    return (
      <p role="status" className="rounded-md border p-4" data-testid="text-balance-auto">
        Balance due: {formatCents(b.dueCents)}. It is being charged to your card on file ({cardName(card)}); we email you a receipt.
      </p>
    );
  if (b && b.dueCents > 0)
    return (
      <div className="grid gap-3">
        {card?.declined ? (
          <p role="alert" className="text-sm">
            Your card on file ({cardName(card)}) was declined. Please pay the balance with another card.
          </p>
        ) : null}
        <CardPayForm label="Pay the balance" heading="Balance due" amountCents={b.dueCents} idPrefix="balance" pay={balance} testId="text-balance-due" />
      </div>
    );
  if (b) return <p role="status" className="rounded-md border border-green-600/40 p-4">Nothing is due: your deposits covered the total.</p>;
  if (q.event.cancellation.cancelled) {
    if (settlement && settlement.owedCents > 0 && !settlement.paid)
      return <CardPayForm label="Pay the cancellation fee" heading="Cancellation fee due" amountCents={settlement.owedCents} idPrefix="cancellation-fee" pay={fee} testId="text-cancellation-fee-due" />;
    return (
      <p role="status" className="rounded-md border p-4" data-testid="text-cancelled-settled">
        This event was cancelled. {settlement ? describeSettlement(settlement, true) : ""} Nothing more is due.
      </p>
    );
  }
  if (q.nextDeposit)
    return (
      <CardPayForm
        label="Pay the deposit"
        heading={`Deposit due ${q.nextDeposit.dueAt ? day(q.nextDeposit.dueAt) : "now"}`}
        amountCents={q.nextDeposit.amountCents}
        idPrefix="deposit"
        pay={deposit}
        testId="text-deposit-due"
        askCardOnFile={!card}
      />
    );
  return (
    <p role="status" className="rounded-md border border-green-600/40 p-4" data-testid="text-booking-confirmed">
      Your booking is confirmed.{" "}
      {card ? `The balance will be charged to your card on file (${cardName(card)}) after delivery; we email you a receipt.` : "The balance is due after delivery."}
    </p>
  );
}
