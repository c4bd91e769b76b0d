import type { CohortRow } from "@tavola/contracts";

/** Monthly cohorts: how many customers first ordered that month, and the share ordering again 1–5 months later. */
export function CohortTable({ rows }: { rows: readonly CohortRow[] }) {
  if (rows.length === 0) return <p className="text-muted-foreground">No customers yet.</p>;
  // `relative`: the sr-only caption is absolutely positioned and would otherwise escape the scroller and widen the page;
  // tabIndex and the region role let a keyboard scroll it (axe: scrollable-region-focusable).
  return (
    <div className="relative overflow-x-auto rounded-lg border focus-visible:outline-2 focus-visible:outline-offset-2" tabIndex={0} role="region" aria-label="Retention table (scrolls sideways)">
      <table className="w-full min-w-[30rem] text-sm">
        <caption className="sr-only">Retention by month of first order</caption>
        <thead className="bg-muted/50">
          <tr>
            <th scope="col" className="p-2 text-left font-medium">First order</th>
            <th scope="col" className="p-2 text-right font-medium">Customers</th>
            {[1, 2, 3, 4, 5].map((m) => (
              <th key={m} scope="col" className="p-2 text-right font-medium">
                <abbr title={`${m} month${m > 1 ? "s" : ""} later`}>+{m} mo</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((c) => (
            <tr key={c.cohort} className="border-t">
              <th scope="row" className="p-2 text-left font-medium tabular-nums">{c.cohort}</th>
              <td className="p-2 text-right tabular-nums">{c.customers}</td>
              {c.retained.map((r, i) => (
                <td
                  key={i}
                  className="p-2 text-right tabular-nums"
                  // Darker is better retained; the number is always written, so colour is never the only cue.
                  style={r === null ? undefined : { backgroundColor: `color-mix(in oklab, var(--color-primary) ${Math.round(r * 45)}%, transparent)` }}
                >
                  {r === null ? "—" : `${Math.round(r * 100)}%`}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
