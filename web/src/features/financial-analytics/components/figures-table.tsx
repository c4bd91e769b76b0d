import { FINANCE_COLUMNS, type FinanceFigures } from "@tavola/contracts";
import type { ReactNode } from "react";
import { formatCents, formatInteger } from "@/lib/format";

export type FiguresRow = { key: string; label: ReactNode; figures: FinanceFigures };

/** Rows of figures (periods or restaurants) in the CSV's columns, with a total row; scrolls sideways on phones. */
export function FiguresTable({ caption, firstColumn, rows, total, testId }: { caption: string; firstColumn: string; rows: FiguresRow[]; total?: FinanceFigures; testId: string }) {
  // `relative`: the sr-only caption is absolutely positioned and would otherwise escape the scroller and widen the page;
  // tabIndex and the region role let a keyboard scroll it (axe: scrollable-region-focusable).
  return (
    <div className="relative overflow-x-auto rounded-lg border focus-visible:outline-2 focus-visible:outline-offset-2" tabIndex={0} role="region" aria-label={`${caption} (scrolls sideways)`} data-testid={testId}>
      <table className="w-full min-w-[64rem] text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/50 text-left">
          <tr>
            <th scope="col" className="p-2 font-medium">{firstColumn}</th>
            {FINANCE_COLUMNS.map((c) => (
              <th key={c.key} scope="col" className="p-2 text-right font-medium">{c.label}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} className="border-t">
              <th scope="row" className="p-2 text-left font-medium">{r.label}</th>
              {FINANCE_COLUMNS.map((c) => (
                <td key={c.key} className="p-2 text-right tabular-nums">{c.money ? formatCents(r.figures[c.key]) : formatInteger(r.figures[c.key])}</td>
              ))}
            </tr>
          ))}
        </tbody>
        {total && (
          <tfoot className="border-t-2 font-semibold">
            <tr>
              <th scope="row" className="p-2 text-left">Total</th>
              {FINANCE_COLUMNS.map((c) => (
                <td key={c.key} className="p-2 text-right tabular-nums">{c.money ? formatCents(total[c.key]) : formatInteger(total[c.key])}</td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
