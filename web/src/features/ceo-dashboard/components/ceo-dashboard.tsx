import { lazy, Suspense, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { KPI_DEFINITIONS } from "@tavola/contracts";
import { DateRangeBar, lastDays } from "@/components/domain/date-range-bar";
import { FigureDefinitions, FiguresState, RestaurantScope } from "@/components/domain/executive-figures";
import { Skeleton } from "@/components/ui/skeleton";
import { parseApiError } from "@/lib/api-error";
import { browserTimeZone, ceoDashboardQueryOptions } from "../api/ceo-dashboard-api";
import { CohortTable } from "./cohort-table";
import { KpiCards } from "./kpi-cards";
import { RestaurantTable } from "./restaurant-table";

const TrendChart = lazy(() => import("./trend-chart").then((m) => ({ default: m.TrendChart })));

/** The CEO dashboard: a range (presets or dates), the headline figures against the previous period, trend, restaurants, cohorts. */
export function CeoDashboardView() {
  const [tz] = useState(browserTimeZone);
  const [range, setRange] = useState(() => lastDays(tz, 30));
  const [restaurant, setRestaurant] = useState<{ id: string; name: string } | null>(null);
  const query = useQuery(ceoDashboardQueryOptions({ ...range, tz, restaurantId: restaurant?.id ?? null }));
  const error = query.error ? parseApiError(query.error) : null;
  const d = query.data;

  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <DateRangeBar tz={tz} range={range} onChange={setRange} />

      <RestaurantScope restaurant={restaurant} onClear={() => setRestaurant(null)} />

      <FiguresState error={error} loaded={!!d} fetching={query.isFetching}>
        {d && (
          <>
            <section aria-labelledby="kpi-title" className="grid min-w-0 grid-cols-1 gap-3">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 id="kpi-title" className="text-xl font-semibold">
                  {d.range.from} – {d.range.to}
                </h2>
                <span className="text-sm text-muted-foreground">
                  compared with {d.previousRange.from} – {d.previousRange.to} · days in {d.range.tz}
                </span>
              </div>
              <KpiCards current={d.current} previous={d.previous} />
              <FigureDefinitions definitions={KPI_DEFINITIONS} />
            </section>
            <section aria-labelledby="trend-title" className="grid min-w-0 grid-cols-1 gap-3">
              <h2 id="trend-title" className="text-xl font-semibold">
                Trend
              </h2>
              <Suspense fallback={<Skeleton className="h-64" aria-label="Loading the chart" />}>
                <TrendChart data={d.daily} />
              </Suspense>
            </section>
            {!restaurant && (
              <section aria-labelledby="restaurants-title" className="grid min-w-0 grid-cols-1 gap-3">
                <h2 id="restaurants-title" className="text-xl font-semibold">
                  Restaurants
                </h2>
                <RestaurantTable rows={d.restaurants} onDrill={(r) => setRestaurant({ id: r.restaurantId, name: r.name })} />
              </section>
            )}
            <section aria-labelledby="cohorts-title" className="grid min-w-0 grid-cols-1 gap-3">
              <h2 id="cohorts-title" className="text-xl font-semibold">
                Customer retention by first order month
              </h2>
              <CohortTable rows={d.cohorts} />
            </section>
          </>
        )}
      </FiguresState>
    </div>
  );
}
