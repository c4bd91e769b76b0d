import type { KpiAnomaly } from "@tavola/contracts";
import { ANOMALY_SEVERITIES } from "@tavola/contracts";
import { formatChange, formatDay, formatFigure, formatPercent } from "../lib/format-figure";
import { Sparkline } from "./sparkline";

const SEVERITY_STYLE = {
  critical: "bg-destructive text-destructive-foreground",
  high: "bg-amber-700 text-white",
  notable: "bg-muted text-foreground",
} as const;
const SHOWN_CONTRIBUTORS = 5;

/** One flagged move: what moved, by how much, the expected range, and the restaurants that explain it. */
export function AnomalyCard({ anomaly: a }: { anomaly: KpiAnomaly }) {
  const severity = ANOMALY_SEVERITIES.find((s) => s.key === a.severity)!.label;
  const headingId = `anomaly-${a.kpi}-${a.date}`;
  const shown = a.contributors.slice(0, SHOWN_CONTRIBUTORS);
  const rest = a.contributors.length - shown.length;
  return (
    <article aria-labelledby={headingId} className="grid min-w-0 gap-3 rounded-lg border p-4" data-testid="anomaly-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold">
          {a.label} {a.direction === "up" ? "up" : "down"} on {formatDay(a.date)}
        </h3>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${SEVERITY_STYLE[a.severity]}`}>
          {severity}
          {a.bad ? "" : " · good news"}
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <p className="min-w-56 flex-1 text-sm">
          <span className="text-2xl font-bold tabular-nums">{formatFigure(a.unit, a.value, true)}</span> against an expected{" "}
          {formatFigure(a.unit, a.expected, true)} (usual range {formatFigure(a.unit, a.low, true)} – {formatFigure(a.unit, a.high, true)}):{" "}
          <strong>
            {formatChange(a.unit, a.change)}
            {a.changePct !== null && a.unit !== "share" ? ` (${formatPercent(a.changePct)})` : ""}
          </strong>
          , {Math.abs(a.z).toFixed(1)} spreads from the median.
        </p>
        <Sparkline series={a.series} date={a.date} low={a.low} high={a.high} />
      </div>
      {/* Focusable: a table wider than a phone scrolls sideways, and keyboards must reach it too. */}
      <div className="min-w-0 overflow-x-auto" tabIndex={0} role="region" aria-label={`Restaurants behind ${a.label.toLowerCase()} on ${formatDay(a.date)}`}>
        <table className="w-full text-sm">
          <caption className="text-left font-medium">Which restaurants explain it</caption>
          <thead>
            <tr className="text-left text-muted-foreground">
              <th scope="col" className="py-1 pr-3 font-normal">Restaurant</th>
              <th scope="col" className="py-1 pr-3 text-right font-normal">That day</th>
              <th scope="col" className="hidden py-1 pr-3 text-right font-normal sm:table-cell">Expected</th>
              <th scope="col" className="py-1 text-right font-normal">Part</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((c) => (
              <tr key={c.restaurantId} className="border-t">
                <th scope="row" className="py-1 pr-3 text-left font-medium">{c.name}</th>
                <td className="py-1 pr-3 text-right tabular-nums">{formatFigure(a.unit, c.value, true)}</td>
                <td className="hidden py-1 pr-3 text-right tabular-nums sm:table-cell">{formatFigure(a.unit, c.expected, true)}</td>
                <td className="py-1 text-right tabular-nums">
                  {formatChange(a.unit, c.contribution)}
                  {a.change !== 0 ? <span className="text-muted-foreground"> ({formatPercent(c.contribution / a.change).replace(/^\+/, "")} of it)</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="pt-1 text-xs text-muted-foreground">
          {rest > 0 ? `And ${rest} more with smaller parts. ` : ""}Each part is the restaurant's figure minus what it usually brings; the parts add up to the change.
        </p>
      </div>
    </article>
  );
}
