import { lazy, Suspense, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { CHURN_HORIZON_DAYS } from "@tavola/contracts";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { parseApiError } from "@/lib/api-error";
import { formatCents, formatInteger } from "@/lib/format";
import { customerChurnQueryOptions, isFitted } from "../api/customer-churn-api";
import { CustomerList } from "./customer-list";
import { FitProgress } from "./fit-progress";

const CalibrationChart = lazy(() => import("./calibration-chart").then((m) => ({ default: m.CalibrationChart })));

const HOLDOUTS = [28, 56, 84] as const;
const SEGMENT_STYLE = { active: "border-emerald-600/40", at_risk: "border-amber-500/60", lost: "border-destructive/50" } as const;

/** /customer-churn: who is drifting away (MBG/NBD), how well the model predicted a period it did not see, and the lists to act on. */
export function CustomerChurnView() {
  const [holdoutDays, setHoldoutDays] = useState<number>(56);
  const query = useQuery(customerChurnQueryOptions(holdoutDays));
  const error = query.error ? parseApiError(query.error) : null;
  const answer = query.data;

  if (error) {
    return (
      <p role="alert" className="text-destructive">
        {error.status === 403 ? "Only executives see the business's figures." : (Object.values(error.fieldErrors).flat()[0] ?? error.message)}
      </p>
    );
  }
  if (answer && !isFitted(answer)) {
    // Nothing stored yet (a fresh database): the first fit's progress until it lands.
    return <FitProgress pending={answer.pending} what={`Fitting the model on every customer's history (hold out ${answer.pending.holdoutDays / 7} weeks)`} />;
  }
  const d = answer;
  if (!d) {
    return (
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3" aria-busy="true" aria-label="Loading the model">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-28" />
        ))}
      </div>
    );
  }

  const cal = d.calibration;
  return (
    <div className="grid min-w-0 grid-cols-1 gap-8" aria-busy={query.isFetching}>
      <section aria-labelledby="segments-title" className="grid min-w-0 grid-cols-1 gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="segments-title" className="text-xl font-semibold">
            {formatInteger(d.customers)} customers as of {d.asOf}
          </h2>
          <p className="text-sm text-muted-foreground" data-testid="churn-computed-at">
            Model fitted {new Date(d.computedAt).toLocaleString()} · refitted every hour
          </p>
        </div>
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-3" data-testid="churn-segments">
          {d.segments.map((s) => (
            <li key={s.key} className={`grid gap-1 rounded-lg border-2 p-4 ${SEGMENT_STYLE[s.key]}`} data-testid={`segment-${s.key}`}>
              <span className="text-sm font-medium">{s.label}</span>
              <span className="text-3xl font-bold tabular-nums">{formatInteger(s.customers)}</span>
              <span className="text-sm text-muted-foreground">
                {s.description} Lifetime spend {formatCents(s.spentCents)}.
              </span>
            </li>
          ))}
        </ul>
        <p className="text-sm text-muted-foreground">Active: at least 70% likely still ordering · At risk: 30–70% · Likely lost: under 30%.</p>
      </section>

      <section aria-labelledby="model-title" className="grid min-w-0 grid-cols-1 gap-3">
        <h2 id="model-title" className="text-xl font-semibold">
          The model: {d.model.name}
        </h2>
        <p className="text-sm">{d.model.explanation}</p>
        <p className="text-xs text-muted-foreground">
          {d.model.reference}. Fitted by maximum likelihood on every customer's order days: r {d.model.params.r}, α {d.model.params.alpha} (weeks), a{" "}
          {d.model.params.a}, b {d.model.params.b}. Expected orders look {CHURN_HORIZON_DAYS} days ahead.
        </p>
      </section>

      <section aria-labelledby="calibration-title" className="grid min-w-0 grid-cols-1 gap-3">
        <h2 id="calibration-title" className="text-xl font-semibold">
          Does it predict well?
        </h2>
        <div role="group" aria-label="Holdout period" className="flex flex-wrap gap-2">
          {HOLDOUTS.map((days) => (
            <Button key={days} size="sm" variant={holdoutDays === days ? "default" : "outline"} aria-pressed={holdoutDays === days} onClick={() => setHoldoutDays(days)}>
              Hold out {days / 7} weeks
            </Button>
          ))}
        </div>
        {d.pending && d.pending.holdoutDays === holdoutDays && (
          <FitProgress pending={d.pending} what={cal ? `Refitting with a ${holdoutDays / 7}-week holdout` : `Checking the model on a ${holdoutDays / 7}-week holdout`} />
        )}
        {cal ? (
          <>
            <p className="text-sm" data-testid="churn-calibration-summary">
              Fitted on orders before {cal.from}, then asked about {cal.from} – {cal.to}: it predicted {formatInteger(Math.round(cal.predictedTotal))} order days from{" "}
              {formatInteger(cal.customers)} customers, and they had {formatInteger(cal.observedTotal)}. Mean error per customer {cal.meanAbsoluteError.toFixed(2)} order days,
              against {cal.naiveMeanAbsoluteError.toFixed(2)} for "everyone keeps their past rate".
            </p>
            <Suspense fallback={<Skeleton className="h-64" aria-label="Loading the chart" />}>
              <CalibrationChart deciles={cal.deciles} holdoutDays={cal.holdoutDays} />
            </Suspense>
          </>
        ) : d.pending ? null : (
          <p className="text-sm text-muted-foreground">Too little history before this holdout to check the model: choose a shorter one.</p>
        )}
      </section>

      <section aria-labelledby="at-risk-title" className="grid min-w-0 grid-cols-1 gap-3">
        <h2 id="at-risk-title" className="text-xl font-semibold">
          At risk
        </h2>
        {/* The list is the regulars among the segment's customers: say so, or its count reads as a contradiction of the card above. */}
        <p className="text-sm text-muted-foreground">Regulars only: the at-risk customers with two or more order days.</p>
        <CustomerList title="Regulars at risk" rows={d.atRisk} filename={`tavola-at-risk-${d.asOf}.csv`} empty="No regular is drifting right now." testId="list-at-risk" />
      </section>
      <section aria-labelledby="win-back-title" className="grid min-w-0 grid-cols-1 gap-3">
        <h2 id="win-back-title" className="text-xl font-semibold">
          Win back
        </h2>
        <CustomerList title="Customers to win back" rows={d.winBack} filename={`tavola-win-back-${d.asOf}.csv`} empty="Nobody looks lost." testId="list-win-back" />
      </section>
    </div>
  );
}
