import { useQuery } from "@tanstack/react-query";
import { Skeleton } from "@/components/ui/skeleton";
import { parseApiError } from "@/lib/api-error";
import { insightAnomaliesQueryOptions } from "../api/insights-api";
import { formatDay, formatFigure } from "../lib/format-figure";
import { AnomalyCard } from "./anomaly-card";

/** KPI anomalies of the last two weeks, the latest day's KPIs against their ranges, and the method in words. */
export function AnomalySection({ tz }: { tz: string }) {
  const query = useQuery(insightAnomaliesQueryOptions(tz));
  const d = query.data;
  if (query.error) {
    const error = parseApiError(query.error);
    return (
      <p role="alert" className="text-destructive">
        {error.status === 403 ? "Only executives see the business's figures." : error.message}
      </p>
    );
  }
  if (!d) {
    return (
      <div className="grid gap-3" aria-busy="true" aria-label="Looking for anomalies">
        <Skeleton className="h-24" />
        <Skeleton className="h-40" />
      </div>
    );
  }
  return (
    <div className="grid min-w-0 gap-6">
      <section aria-labelledby="latest-title" className="grid min-w-0 gap-2">
        <h3 id="latest-title" className="font-semibold">
          {formatDay(d.asOf)} (the latest complete day) at a glance
        </h3>
        <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-4" data-testid="kpi-latest">
          {d.latest.map((k) => {
            const outside = k.value !== null && k.low !== null && k.high !== null && (k.value < k.low || k.value > k.high);
            return (
              <li key={k.kpi} className={`grid gap-0.5 rounded-md border p-3 ${outside ? "border-destructive/60" : ""}`}>
                <span className="text-xs text-muted-foreground">{k.label}</span>
                <span className="text-lg font-semibold tabular-nums">{formatFigure(k.unit, k.value, true)}</span>
                <span className="text-xs text-muted-foreground">
                  {k.low !== null && k.high !== null
                    ? `${outside ? "Outside" : "Within"} the usual ${formatFigure(k.unit, k.low, true)} – ${formatFigure(k.unit, k.high, true)}`
                    : "Not enough history to judge"}
                </span>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="anomalies-title" className="grid min-w-0 gap-3">
        <h3 id="anomalies-title" className="font-semibold">
          Flagged since {formatDay(d.from)}: {d.anomalies.length === 0 ? "nothing unusual" : `${d.anomalies.length} ${d.anomalies.length === 1 ? "move" : "moves"}`}
        </h3>
        {d.anomalies.length === 0 ? (
          <p className="text-sm text-muted-foreground">Every KPI stayed inside its usual range for its weekday.</p>
        ) : (
          <div className="grid min-w-0 gap-3">
            {d.anomalies.map((a) => (
              <AnomalyCard key={`${a.kpi}-${a.date}`} anomaly={a} />
            ))}
          </div>
        )}
      </section>

      <details className="rounded-md border p-3 text-sm">
        <summary className="min-h-11 cursor-pointer py-2.5 font-medium sm:min-h-0 sm:py-0">How this is computed: {d.method.name}</summary>
        <p className="pt-2">{d.method.explanation}</p>
        <p className="pt-2 text-muted-foreground">Days are your time zone's ({d.tz}); today is not over, so it is never judged.</p>
      </details>
    </div>
  );
}
