import { QUOTE_LINE_KIND_LABELS, SERVICE_TYPE_LABELS, type QuoteVersion, type ScheduledPayment } from "@tavola/contracts";
import { formatCents } from "@/lib/format";

const day = (iso: string) => new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

type Figures = Pick<QuoteVersion, "subtotalCents" | "discountCents" | "taxCents" | "totalCents" | "taxRatePpm"> & { schedule: ScheduledPayment[] };

/** Subtotal, discount, tax (once, on the discounted total), total and the payment schedule. */
export function QuoteTotalsTable({ figures }: { figures: Figures }) {
  return (
    <div className="grid gap-3">
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        <dt>Subtotal</dt>
        <dd className="text-right tabular-nums">{formatCents(figures.subtotalCents)}</dd>
        {figures.discountCents > 0 ? (
          <>
            <dt>Discount</dt>
            <dd className="text-right tabular-nums">-{formatCents(figures.discountCents)}</dd>
          </>
        ) : null}
        <dt>Tax ({figures.taxRatePpm / 10_000} %)</dt>
        <dd className="text-right tabular-nums">{formatCents(figures.taxCents)}</dd>
        <dt className="font-semibold">Total</dt>
        <dd className="text-right font-semibold tabular-nums" data-testid="quote-total">
          {formatCents(figures.totalCents)}
        </dd>
      </dl>
      <div>
        <h3 className="text-sm font-semibold">Payment schedule</h3>
        <ul className="mt-1 grid gap-1 text-sm" data-testid="quote-schedule">
          {figures.schedule.map((p, i) => (
            <li key={i} className="flex justify-between gap-4">
              <span>{p.kind === "deposit" ? `Deposit due ${p.dueAt ? day(p.dueAt) : ""}` : "Balance, after delivery"}</span>
              <span className="tabular-nums">{formatCents(p.amountCents)}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** A sent version as the client and the team read it: service, lines with dietary notes, totals, schedule, validity. */
export function QuoteSummary({ version }: { version: QuoteVersion }) {
  return (
    <div className="grid gap-4">
      <p className="text-sm">
        <span className="font-medium">{SERVICE_TYPE_LABELS[version.serviceType]}</span>
        {version.validUntil ? <span className="text-muted-foreground"> · valid until {day(version.validUntil)}</span> : null}
      </p>
      <ul className="grid gap-2" aria-label="Quote lines">
        {version.lines.map((l, i) => (
          <li key={i} className="flex flex-wrap justify-between gap-x-4 border-b pb-2 text-sm last:border-b-0">
            <span className="min-w-0 flex-1 break-words">
              {l.description} <span className="text-muted-foreground">({QUOTE_LINE_KIND_LABELS[l.kind]})</span>
              {l.dietaryNote ? <span className="block text-xs text-muted-foreground">Dietary: {l.dietaryNote}</span> : null}
            </span>
            <span className="tabular-nums">
              {l.quantity} × {formatCents(l.unitPriceCents)} = {formatCents(l.lineTotalCents)}
            </span>
          </li>
        ))}
      </ul>
      <QuoteTotalsTable figures={version} />
    </div>
  );
}
