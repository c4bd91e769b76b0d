import { lineKey, modifierSummary } from "@tavola/contracts";
import { type Fulfilment, PAYMENT_PROVIDER_LABELS, type Quote } from "@tavola/contracts";
import { Clock, CreditCard, Loader2 } from "lucide-react";
import { formatCents } from "@/lib/format";
import type { Cart } from "../../cart/cart";
import { formatTimeRange } from "../../lib/time-format";
import { type MoneyRow, MoneyRows } from "../shared/money-rows";

type QuoteSummaryProps = {
  cart: Cart;
  subtotalEstimateCents: number;
  quote: Quote | undefined;
  /** A newer quote is on its way (the one shown may be for the previous choices). */
  updating: boolean;
  fulfilment: Fulfilment;
  /** Why there is no quote yet, e.g. "Enter your delivery address…". */
  waitingFor: string | null;
};

export function quoteRows(q: Pick<Quote, "subtotalCents" | "deliveryFeeCents" | "serviceFeeCents" | "taxCents" | "tipCents" | "discounts" | "deliveryBand" | "distanceKm">, fulfilment: Fulfilment): MoneyRow[] {
  const band = [q.distanceKm !== null ? `${q.distanceKm.toFixed(1)} km` : null, q.deliveryBand].filter(Boolean).join(" · ");
  return [
    { label: "Subtotal", cents: q.subtotalCents, testId: "row-subtotal" },
    ...(fulfilment === "delivery" ? [{ label: "Delivery fee", cents: q.deliveryFeeCents, hint: band || null, testId: "row-delivery-fee" }] : []),
    { label: "Service fee", cents: q.serviceFeeCents, testId: "row-service-fee" },
    { label: "Tax", cents: q.taxCents, testId: "row-tax" },
    { label: "Tip", cents: q.tipCents, testId: "row-tip" },
    ...q.discounts.map((d) => ({ label: d.label || d.code, cents: d.amountCents, negative: true, testId: `row-discount-${d.code}` })),
  ];
}

/** The server's price for the current choices: every fee, the ETA and where the payment goes. */
export function QuoteSummary({ cart, subtotalEstimateCents, quote, updating, fulfilment, waitingFor }: QuoteSummaryProps) {
  const eta = quote ? formatTimeRange(quote.etaEarliest, quote.etaLatest) : null;
  const lines = quote?.lines ?? cart.lines.map((l) => ({ ...l, lineTotalCents: l.unitPriceCents * l.quantity }));
  return (
    <div className="grid gap-4" data-testid="quote-summary">
      <ul className="grid gap-2 text-sm" aria-label="Items">
        {lines.map((l) => (
          <li key={lineKey(l.menuItemId, l.modifiers?.map((m) => ("optionId" in m ? m.optionId : m.name)))} className="flex justify-between gap-3">
            <span>
              <span className="font-medium tabular-nums">{l.quantity}×</span> {l.name}
              {"modifiers" in l && l.modifiers?.length ? <span className="block text-xs text-muted-foreground" data-testid="text-line-options">{modifierSummary(l.modifiers)}</span> : null}
            </span>
            <span className="shrink-0 tabular-nums">{formatCents(l.lineTotalCents)}</span>
          </li>
        ))}
      </ul>
      <div className="relative border-t pt-4" aria-busy={updating}>
        <p className="sr-only" aria-live="polite">
          {updating ? "Updating your total" : quote ? `Total ${formatCents(quote.totalCents)}` : ""}
        </p>
        {/* While a newer quote is on its way the figures stay at full contrast (dimmed, they failed the light theme's
            contrast) and a spinner sits on the rule above them, clear of every row, so nothing moves. */}
        {updating ? (
          <span
            className="absolute -top-2.5 right-0 inline-flex items-center gap-1 bg-card pl-2 text-xs leading-5 text-muted-foreground"
            aria-hidden="true"
            data-testid="quote-updating"
          >
            <Loader2 className="size-3 animate-spin" /> Updating
          </span>
        ) : null}
        {quote ? (
          <MoneyRows rows={quoteRows(quote, fulfilment)} totalCents={quote.totalCents} />
        ) : (
          <div className="grid gap-2 text-sm">
            <div className="flex justify-between">
              <span className="text-muted-foreground">Subtotal</span>
              <span className="tabular-nums">{formatCents(subtotalEstimateCents)}</span>
            </div>
            {waitingFor ? <p className="text-muted-foreground">{waitingFor}</p> : null}
          </div>
        )}
      </div>
      {quote ? (
        <dl className="grid gap-2 rounded-lg bg-muted/60 p-3 text-sm">
          {eta ? (
            <div className="flex items-center gap-2" data-testid="text-quote-eta">
              <dt className="flex items-center gap-2 text-muted-foreground">
                <Clock aria-hidden="true" className="size-4" />
                {fulfilment === "delivery" ? "Arrives" : "Ready"}
              </dt>
              <dd className="font-medium">{eta}</dd>
            </div>
          ) : null}
          <div className="flex items-center gap-2" data-testid="text-quote-provider">
            <dt className="flex items-center gap-2 text-muted-foreground">
              <CreditCard aria-hidden="true" className="size-4" />
              Paid via
            </dt>
            <dd className="font-medium">{PAYMENT_PROVIDER_LABELS[quote.paymentProvider]}</dd>
          </div>
        </dl>
      ) : null}
    </div>
  );
}
