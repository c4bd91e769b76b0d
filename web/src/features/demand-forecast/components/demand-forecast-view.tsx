import { lazy, Suspense, useMemo, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { CAPACITY_COVERAGE, FORECAST_MODELS, type DemandForecast, type ForecastModelKey } from "@tavola/contracts";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { parseApiError } from "@/lib/api-error";
import { restaurantsQueryOptions } from "@/lib/restaurant-queries";
import { demandForecastQueryOptions, useApplyCapacities } from "../api/demand-forecast-api";
import type { LabelledSlot } from "./day-chart";

const DayChart = lazy(() => import("./day-chart").then((m) => ({ default: m.DayChart })));

const percent = (v: number) => `${Math.round(v * 100)}%`;

/** The slots grouped by local day in the restaurant's zone, each with its local time. */
function byDay(f: DemandForecast): Array<{ date: string; label: string; slots: LabelledSlot[] }> {
  const tz = f.restaurant.timezone;
  const dateOf = new Intl.DateTimeFormat("en-CA", { timeZone: tz, year: "numeric", month: "2-digit", day: "2-digit" });
  const timeOf = new Intl.DateTimeFormat("en-GB", { timeZone: tz, hour: "2-digit", minute: "2-digit" });
  const labelOf = new Intl.DateTimeFormat("en-US", { timeZone: tz, weekday: "short", month: "short", day: "numeric" });
  const days = new Map<string, { date: string; label: string; slots: LabelledSlot[] }>();
  for (const s of f.slots) {
    const at = new Date(s.start);
    const date = dateOf.format(at);
    const day = days.get(date) ?? { date, label: labelOf.format(at), slots: [] };
    day.slots.push({ ...s, time: timeOf.format(at) });
    days.set(date, day);
  }
  return [...days.values()];
}

/** /data-science: the demand forecast per 15-minute slot, how it was chosen, and the capacity it suggests, applied in one click. */
export function DemandForecastView() {
  const restaurants = useQuery(restaurantsQueryOptions);
  const [picked, setPicked] = useState<string | null>(null);
  const restaurantId = picked ?? restaurants.data?.[0]?.id ?? null;
  const query = useQuery({ ...demandForecastQueryOptions(restaurantId ?? ""), enabled: restaurantId !== null });
  const applyCapacities = useApplyCapacities(restaurantId ?? "");
  const [dayIndex, setDayIndex] = useState(0);
  const [applied, setApplied] = useState<string | null>(null);
  const error = query.error ? parseApiError(query.error) : null;
  const f = query.data;
  const days = useMemo(() => (f ? byDay(f) : []), [f]);
  const day = days[Math.min(dayIndex, days.length - 1)];

  function apply() {
    if (!f) return;
    setApplied(null);
    const now = Date.now();
    const slots = f.slots.filter((s) => Date.parse(s.start) >= now).map((s) => ({ start: s.start, capacity: s.suggestedCapacity }));
    applyCapacities.mutate({ slots }, { onSuccess: (r) => setApplied(`Applied the suggested capacity to ${r.updated} slots of the next 7 days.`) });
  }
  const applyError = applyCapacities.error ? parseApiError(applyCapacities.error).message : null;

  return (
    <div className="grid min-w-0 grid-cols-1 gap-8">
      <div className="grid max-w-sm gap-1">
        <Label htmlFor="forecast-restaurant">Restaurant</Label>
        <Select
          id="forecast-restaurant"
          value={restaurantId ?? ""}
          onChange={(e) => {
            setPicked(e.target.value);
            setApplied(null);
            setDayIndex(0);
          }}
          data-testid="select-forecast-restaurant"
        >
          {(restaurants.data ?? []).map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </Select>
      </div>

      {error ? (
        <p role="alert" className="text-destructive">
          {error.message}
        </p>
      ) : !f || !day ? (
        <div className="grid gap-3" aria-busy="true" aria-label="Loading the forecast">
          <Skeleton className="h-24" />
          <Skeleton className="h-64" />
        </div>
      ) : (
        <>
          <section aria-labelledby="backtest-title" className="grid min-w-0 grid-cols-1 gap-3">
            <h2 id="backtest-title" className="text-xl font-semibold">
              How the model was chosen
            </h2>
            <p className="text-sm" data-testid="forecast-improvement">
              Each of the last {f.backtestWeeks} weeks was forecast from the 8 weeks before it, by every model below. The best,{" "}
              <strong>{(FORECAST_MODELS[f.chosen as ForecastModelKey] ?? f.chosen).replace(/\.$/, "")}</strong>, was off by {f.models[0]!.meanAbsoluteError.toFixed(3)} orders per slot on
              average: <strong>{percent(f.improvement)} lower error</strong> than the seasonal-naive baseline.
            </p>
            <div className="relative overflow-x-auto rounded-lg border" tabIndex={0} role="region" aria-label="Models and their backtest error (scrolls sideways)">
              <table className="w-full text-sm">
                <caption className="sr-only">Models by backtest error, lowest first</caption>
                <thead className="bg-muted/50 text-left">
                  <tr>
                    <th scope="col" className="p-2 font-medium">Model</th>
                    <th scope="col" className="w-28 p-2 text-right font-medium">Mean absolute error</th>
                  </tr>
                </thead>
                <tbody>
                  {f.models.map((m) => (
                    <tr key={m.key} className={m.key === f.chosen ? "border-t bg-primary/10" : "border-t"}>
                      <th scope="row" className="p-2 text-left font-normal">
                        {FORECAST_MODELS[m.key as ForecastModelKey] ?? m.key}
                        {m.key === f.chosen ? <span className="ml-2 font-medium">(chosen)</span> : null}
                      </th>
                      <td className="p-2 text-right tabular-nums">{m.meanAbsoluteError.toFixed(3)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p className="text-xs text-muted-foreground">Orders per week in the 8 weeks read, oldest first: {f.weeklyOrders.join(", ")}.</p>
          </section>

          <section aria-labelledby="forecast-title" className="grid min-w-0 grid-cols-1 gap-3">
            <h2 id="forecast-title" className="text-xl font-semibold">
              The next 7 days at {f.restaurant.name}
            </h2>
            <div role="group" aria-label="Day" className="flex flex-wrap gap-2">
              {days.map((d, i) => (
                <Button key={d.date} size="sm" variant={d === day ? "default" : "outline"} aria-pressed={d === day} onClick={() => setDayIndex(i)}>
                  {d.label}
                </Button>
              ))}
            </div>
            <Suspense fallback={<Skeleton className="h-64" aria-label="Loading the chart" />}>
              <DayChart slots={day.slots} day={day.label} />
            </Suspense>
            <p className="text-sm text-muted-foreground">
              Times in {f.restaurant.timezone}. The suggested capacity covers the expected orders in {percent(CAPACITY_COVERAGE)} of such slots; the
              restaurant's own is {f.restaurant.slotCapacity} orders per 15 minutes.
            </p>
            <div className="flex flex-wrap items-center gap-3">
              <Button onClick={apply} disabled={applyCapacities.isPending} data-testid="button-apply-capacity">
                {applyCapacities.isPending ? "Applying…" : "Apply suggested capacities"}
              </Button>
              <span role="status" className="text-sm" data-testid="apply-capacity-status">
                {applied}
              </span>
              {applyError ? (
                <span role="alert" className="text-sm text-destructive">
                  {applyError}
                </span>
              ) : null}
            </div>
          </section>
        </>
      )}
    </div>
  );
}
