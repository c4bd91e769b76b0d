import type { HeatCell } from "@tavola/contracts";
import { formatInteger } from "@/lib/format";

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;
const WEEKDAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
const pad = (h: number) => String(h).padStart(2, "0");

/** A cell's shade: the share of the busiest cell, in five steps (0 = none). */
export function heatLevel(orders: number, max: number): number {
  if (orders <= 0 || max <= 0) return 0;
  return Math.max(1, Math.ceil((orders / max) * 5));
}
// Light enough that the numbers keep their contrast in dark text on every step (axe: color-contrast).
const SHADES = ["bg-transparent", "bg-primary/10", "bg-primary/20", "bg-primary/35", "bg-primary/50", "bg-primary/65"];
const TEXT = ["text-muted-foreground", "", "", "", "font-medium", "font-semibold"];

/**
 * Orders by hour (rows) × weekday (columns): a real table, so a screen reader reads every number with its hour and
 * day; the colour scale repeats what the numbers say. Hours are the restaurants' own local hours.
 */
export function HeatmapTable({ cells }: { cells: readonly HeatCell[] }) {
  const grid = Array.from({ length: 24 }, () => new Array<number>(7).fill(0));
  for (const c of cells) grid[c.hour]![c.weekday]! += c.orders;
  const max = Math.max(0, ...grid.flat());
  const first = grid.findIndex((row) => row.some((v) => v > 0));
  const last = 23 - [...grid].reverse().findIndex((row) => row.some((v) => v > 0));
  if (first < 0) return <p className="text-muted-foreground">No orders in this range.</p>;
  const hours = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  return (
    <div className="grid gap-2">
      <div className="relative overflow-x-auto rounded-lg border focus-visible:outline-2 focus-visible:outline-offset-2" tabIndex={0} role="region" aria-label="Orders by hour and weekday (scrolls sideways)">
        <table className="w-full table-fixed text-xs sm:text-sm" data-testid="table-heatmap">
          <caption className="sr-only">Orders by hour of the day (restaurants' local time) and weekday; hours without orders all week are left out</caption>
          <thead className="bg-muted/50">
            <tr>
              <th scope="col" className="w-14 p-1 text-left font-medium">Hour</th>
              {WEEKDAYS.map((d, i) => (
                <th key={d} scope="col" className="p-1 text-center font-medium">
                  <abbr title={WEEKDAY_NAMES[i]} className="no-underline">{d}</abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {hours.map((h) => (
              <tr key={h} className="border-t">
                <th scope="row" className="p-1 text-left font-normal tabular-nums">{pad(h)}:00</th>
                {grid[h]!.map((v, d) => {
                  const level = heatLevel(v, max);
                  return (
                    <td key={d} className={`p-1 text-center tabular-nums ${SHADES[level]} ${TEXT[level]}`} data-level={level}>
                      {formatInteger(v)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground" aria-hidden="true">
        <span>Fewer</span>
        {SHADES.slice(1).map((s) => (
          <span key={s} className={`inline-block size-4 rounded-sm border ${s}`} />
        ))}
        <span>More (busiest hour: {formatInteger(max)} orders)</span>
      </div>
    </div>
  );
}
