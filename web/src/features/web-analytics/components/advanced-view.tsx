import { lazy, Suspense, useId, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { ANALYTICS_DEFINITIONS, BASKET_MIN_SUPPORT_DEFAULT } from "@tavola/contracts";
import { DateRangeBar, lastDays } from "@/components/domain/date-range-bar";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { formatInteger } from "@/lib/format";
import { browserTimeZone } from "@/lib/local-day";
import { advancedQueryOptions } from "../api/web-analytics-api";
import { BasketTable } from "./basket-table";
import { FunnelTable } from "./funnel-table";
import { InsightsState, scopeLabel } from "./insights-state";
import { LeagueTable } from "./league-table";
import { RestaurantFilter } from "./restaurant-filter";

const FunnelChart = lazy(() => import("./funnel-chart").then((m) => ({ default: m.FunnelChart })));
const SUPPORTS = [0.005, 0.01, BASKET_MIN_SUPPORT_DEFAULT, 0.05, 0.1] as const;

/** /advanced-analytics: dishes bought together, the restaurant league, and the funnel against the previous period. */
export function AdvancedAnalyticsView() {
  const [tz] = useState(browserTimeZone);
  const [range, setRange] = useState(() => lastDays(tz, 30));
  const [restaurantId, setRestaurantId] = useState<string | null>(null);
  const [minSupport, setMinSupport] = useState<number>(BASKET_MIN_SUPPORT_DEFAULT);
  const query = useQuery(advancedQueryOptions({ ...range, tz, restaurantId, minSupport }));
  const d = query.data;
  const supportId = useId();

  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <DateRangeBar tz={tz} range={range} onChange={setRange} label="Date range, restaurant and minimum support">
        {d && <RestaurantFilter restaurants={d.restaurants} value={restaurantId} onChange={setRestaurantId} />}
        <label htmlFor={supportId} className="grid gap-1 text-sm">
          <span>Minimum support</span>
          <Select id={supportId} value={String(minSupport)} onChange={(e) => setMinSupport(Number(e.target.value))} data-testid="select-min-support" className="sm:w-32">
            {SUPPORTS.map((s) => (
              <option key={s} value={String(s)}>{`${s * 100}%`}</option>
            ))}
          </Select>
        </label>
      </DateRangeBar>
      <InsightsState error={query.error} loading={!d}>
        {d && (
          <div className="grid min-w-0 grid-cols-1 gap-8" aria-busy={query.isFetching}>
            <section aria-labelledby="basket-title" className="grid min-w-0 grid-cols-1 gap-3">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 id="basket-title" className="text-xl font-semibold">Dishes bought together</h2>
                <span className="text-sm text-muted-foreground">
                  {formatInteger(d.baskets)} orders · {scopeLabel(d)} · {d.range.from} – {d.range.to}
                </span>
              </div>
              <p className="text-sm text-muted-foreground">{ANALYTICS_DEFINITIONS.basket}</p>
              <BasketTable pairs={d.pairs} baskets={d.baskets} showRestaurant={!d.restaurant && d.restaurants.length > 1} />
            </section>
            <section aria-labelledby="league-title" className="grid min-w-0 grid-cols-1 gap-3">
              <h2 id="league-title" className="text-xl font-semibold">Restaurant league</h2>
              <p className="text-sm text-muted-foreground">
                {ANALYTICS_DEFINITIONS.league} Previous period: {d.previousRange.from} – {d.previousRange.to}.
              </p>
              <LeagueTable rows={d.league} />
            </section>
            <section aria-labelledby="funnel-compare-title" className="grid min-w-0 grid-cols-1 gap-3">
              <h2 id="funnel-compare-title" className="text-xl font-semibold">Funnel against the previous period</h2>
              <p className="text-sm text-muted-foreground">{ANALYTICS_DEFINITIONS.funnel}</p>
              <Suspense fallback={<Skeleton className="h-56" aria-label="Loading the chart" />}>
                <FunnelChart steps={d.funnel} previous={d.previousFunnel} />
              </Suspense>
              <FunnelTable steps={d.funnel} previous={d.previousFunnel} caption="Funnel: visits per step this period and the previous one" />
            </section>
          </div>
        )}
      </InsightsState>
    </div>
  );
}
