import { lazy, Suspense, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { FINANCE_DEFINITIONS, FINANCE_GRANULARITIES, FINANCE_STREAMS_WITHOUT_LEDGER, type FinanceGranularity } from "@tavola/contracts";
import { DateRangeBar, lastDays } from "@/components/domain/date-range-bar";
import { FigureDefinitions, FiguresState, RestaurantScope } from "@/components/domain/executive-figures";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { parseApiError } from "@/lib/api-error";
import { useFlag } from "@/lib/feature-flags";
import { formatCents } from "@/lib/format";
import { browserTimeZone } from "@/lib/local-day";
import { financeCsvUrl, financeQueryOptions } from "../api/finance-api";
import { FiguresTable } from "./figures-table";

const FinanceChart = lazy(() => import("./finance-chart").then((m) => ({ default: m.FinanceChart })));

const GRANULARITY_LABELS: Record<FinanceGranularity, string> = { day: "By day", week: "By week", month: "By month" };
const CARDS = [
  { key: "revenueCents", label: "Revenue" },
  { key: "serviceFeeCents", label: "Service fees" },
  { key: "deliveryFeeCents", label: "Delivery fees" },
  { key: "courierCommissionCents", label: "Courier commissions" },
  { key: "cateringCents", label: "Catering collected" },
  { key: "refundsCents", label: "Refunds" },
  { key: "taxCents", label: "Tax collected" },
  { key: "courierPayoutsCents", label: "Courier payouts" },
] as const;

/** Financial analytics: a range and period length, revenue by stream, refunds, payouts, tax — per period and restaurant — and the CSV. */
export function FinanceView() {
  const [tz] = useState(browserTimeZone);
  const [range, setRange] = useState(() => lastDays(tz, 30));
  const [granularity, setGranularity] = useState<FinanceGranularity>("day");
  const [restaurant, setRestaurant] = useState<{ id: string; name: string } | null>(null);
  const q = { ...range, tz, granularity, restaurantId: restaurant?.id ?? null };
  const query = useQuery(financeQueryOptions(q));
  const error = query.error ? parseApiError(query.error) : null;
  const d = query.data;
  const csvExport = useFlag("finance-csv-export");

  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <DateRangeBar tz={tz} range={range} onChange={setRange} label="Date range and periods">
        <div role="group" aria-label="Period length" className="flex flex-wrap gap-2">
          {FINANCE_GRANULARITIES.map((g) => (
            <Button key={g} size="sm" variant={granularity === g ? "default" : "outline"} aria-pressed={granularity === g} onClick={() => setGranularity(g)}>
              {GRANULARITY_LABELS[g]}
            </Button>
          ))}
        </div>
        {csvExport && (
          <Button asChild size="sm" variant="secondary">
            <a href={financeCsvUrl(q)} download data-testid="link-finance-csv">
              <Download className="size-4" aria-hidden="true" /> Download CSV
            </a>
          </Button>
        )}
        {csvExport === false && <p className="text-sm text-muted-foreground">The CSV export is switched off by an administrator.</p>}
      </DateRangeBar>

      <RestaurantScope restaurant={restaurant} onClear={() => setRestaurant(null)} />

      <FiguresState error={error} loaded={!!d} fetching={query.isFetching} skeletonClass="h-20">
        {d && (
          <>
            <section aria-labelledby="finance-totals-title" className="grid min-w-0 grid-cols-1 gap-3">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 id="finance-totals-title" className="text-xl font-semibold">
                  {d.range.from} – {d.range.to}
                </h2>
                <span className="text-sm text-muted-foreground">days in {d.range.tz}</span>
              </div>
              <ul className="grid grid-cols-2 gap-3 md:grid-cols-4" aria-label="Totals by stream">
                {CARDS.map((c) => (
                  <li key={c.key} className="grid min-w-0 content-start gap-1 rounded-lg border bg-card p-3" data-testid={`finance-${c.key}`}>
                    <span className="text-sm text-muted-foreground">{c.label}</span>
                    <span className="truncate text-xl font-semibold tabular-nums">{formatCents(d.totals[c.key])}</span>
                  </li>
                ))}
              </ul>
              <p className="text-sm text-muted-foreground">
                No ledger yet, so not counted:{" "}
                {FINANCE_STREAMS_WITHOUT_LEDGER.map((s, i) => (
                  <span key={s.key}>
                    {i > 0 && "; "}
                    <strong>{s.label}</strong> — {s.why}
                  </span>
                ))}
              </p>
              <FigureDefinitions definitions={FINANCE_DEFINITIONS} />
            </section>
            <section aria-labelledby="finance-chart-title" className="grid min-w-0 grid-cols-1 gap-3">
              <h2 id="finance-chart-title" className="text-xl font-semibold">
                Revenue by stream
              </h2>
              <Suspense fallback={<Skeleton className="h-64" aria-label="Loading the chart" />}>
                <FinanceChart periods={d.periods} />
              </Suspense>
            </section>
            <section aria-labelledby="finance-periods-title" className="grid min-w-0 grid-cols-1 gap-3">
              <h2 id="finance-periods-title" className="text-xl font-semibold">
                Per {d.range.granularity}
              </h2>
              <FiguresTable caption={`Figures per ${d.range.granularity}`} firstColumn={d.range.granularity === "day" ? "Day" : d.range.granularity === "week" ? "Week of" : "Month"} rows={d.periods.map((p) => ({ key: p.period, label: <span className="whitespace-nowrap">{d.range.granularity === "month" ? p.period.slice(0, 7) : p.period}</span>, figures: p }))} total={d.totals} testId="table-finance-periods" />
            </section>
            {!restaurant && (
              <section aria-labelledby="finance-restaurants-title" className="grid min-w-0 grid-cols-1 gap-3">
                <h2 id="finance-restaurants-title" className="text-xl font-semibold">
                  Per restaurant
                </h2>
                {d.restaurants.length === 0 ? (
                  <p className="text-muted-foreground">No restaurant figures in this range.</p>
                ) : (
                  <FiguresTable
                    caption="Figures per restaurant"
                    firstColumn="Restaurant"
                    testId="table-finance-restaurants"
                    total={d.totals}
                    rows={[
                      ...d.restaurants.map((r) => ({
                        key: r.restaurantId,
                        label: (
                          <button type="button" className="min-h-11 text-left text-primary underline-offset-4 hover:underline sm:min-h-0" onClick={() => setRestaurant({ id: r.restaurantId, name: r.name })}>
                            {r.name}
                          </button>
                        ),
                        figures: r,
                      })),
                      { key: "none", label: <span className="text-muted-foreground">No restaurant (courier payouts, other refunds)</span>, figures: d.unattributed },
                    ]}
                  />
                )}
              </section>
            )}
          </>
        )}
      </FiguresState>
    </div>
  );
}
