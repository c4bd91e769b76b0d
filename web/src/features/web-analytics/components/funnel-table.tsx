import type { FunnelStep } from "@tavola/contracts";
import { formatInteger } from "@/lib/format";

export const percent = (v: number | null) => (v === null ? "—" : `${(v * 100).toFixed(v < 0.1 ? 1 : 0)}%`);

/** The funnel's numbers: each step, its count and its conversion from the step before (and the previous period's). */
export function FunnelTable({ steps, previous, caption }: { steps: readonly FunnelStep[]; previous?: readonly FunnelStep[] | undefined; caption: string }) {
  return (
    <div className="relative overflow-x-auto rounded-lg border focus-visible:outline-2 focus-visible:outline-offset-2" tabIndex={0} role="region" aria-label={`${caption} (table)`}>
      <table className="w-full text-sm" data-testid="table-funnel">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/50 text-left">
          <tr>
            <th scope="col" className="p-2 font-medium">Step</th>
            <th scope="col" className="p-2 text-right font-medium">Count</th>
            <th scope="col" className="p-2 text-right font-medium">From the step before</th>
            {previous && <th scope="col" className="p-2 text-right font-medium">Previous period</th>}
          </tr>
        </thead>
        <tbody>
          {steps.map((s, i) => (
            <tr key={s.key} className="border-t" data-testid={`funnel-${s.key}`}>
              <th scope="row" className="p-2 text-left font-medium">{s.label}</th>
              <td className="p-2 text-right tabular-nums">{formatInteger(s.count)}</td>
              <td className="p-2 text-right tabular-nums">{percent(s.conversion)}</td>
              {previous && (
                <td className="p-2 text-right tabular-nums">
                  {formatInteger(previous[i]?.count ?? 0)} ({percent(previous[i]?.conversion ?? null)})
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
