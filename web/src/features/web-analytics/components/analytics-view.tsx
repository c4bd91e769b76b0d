import { lazy, Suspense, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { ANALYTICS_DEFINITIONS } from "@tavola/contracts";
import { DateRangeBar, lastDays } from "@/components/domain/date-range-bar";
import { Skeleton } from "@/components/ui/skeleton";
import { formatInteger } from "@/lib/format";
import { browserTimeZone } from "@/lib/local-day";
import { overviewQueryOptions } from "../api/web-analytics-api";
import { FunnelTable } from "./funnel-table";
import { HeatmapTable } from "./heatmap-table";
import { InsightsState, scopeLabel } from "./insights-state";
import { RestaurantFilter } from "./restaurant-filter";

const FunnelChart = lazy(() => import("./funnel-chart").then((m) => ({ default: m.FunnelChart })));

/** /analytics: when orders come in (weekday × hour) and how visits convert (menu → cart → checkout → paid). */
export function AnalyticsView() {
  const [tz] = useState(browserTimeZone);
  const [range, setRange] = useState(() => lastDays(tz, 30));
  const [restaurantId, setRestaurantId] = useState<string | null>(null);
  const query = useQuery(overviewQueryOptions({ ...range, tz, restaurantId }));
  const d = query.data;

  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <DateRangeBar tz={tz} range={range} onChange={setRange} label="Date range and restaurant">
        {d && <RestaurantFilter restaurants={d.restaurants} value={restaurantId} onChange={setRestaurantId} />}
      </DateRangeBar>
      <InsightsState error={query.error} loading={!d}>
        {d && (
          <div className="grid min-w-0 grid-cols-1 gap-8" aria-busy={query.isFetching}>
            <section aria-labelledby="heatmap-title" className="grid min-w-0 grid-cols-1 gap-3">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 id="heatmap-title" className="text-xl font-semibold">Orders by hour and weekday</h2>
                <span className="text-sm text-muted-foreground" data-testid="heatmap-total">
                  {formatInteger(d.totalOrders)} orders · {scopeLabel(d)} · {d.range.from} – {d.range.to}
                </span>
              </div>
              <p className="text-sm text-muted-foreground">{ANALYTICS_DEFINITIONS.heatmap}</p>
              <HeatmapTable cells={d.heatmap} />
            </section>
            <section aria-labelledby="funnel-title" className="grid min-w-0 grid-cols-1 gap-3">
              <h2 id="funnel-title" className="text-xl font-semibold">Funnel</h2>
              <p className="text-sm text-muted-foreground">{ANALYTICS_DEFINITIONS.funnel}</p>
              <Suspense fallback={<Skeleton className="h-56" aria-label="Loading the chart" />}>
                <FunnelChart steps={d.funnel} />
              </Suspense>
              <FunnelTable steps={d.funnel} caption="Funnel: visits per step and conversion from the step before" />
            </section>
          </div>
        )}
      </InsightsState>
    </div>
  );
}
