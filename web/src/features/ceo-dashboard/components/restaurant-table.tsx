import type { RestaurantRow } from "@tavola/contracts";
import { Button } from "@/components/ui/button";
import { formatCents, formatInteger } from "@/lib/format";

const percent = (v: number | null) => (v === null ? "—" : `${Math.round(v * 100)}%`);

/** Restaurants by GMV in the range; each restaurant's name drills the dashboard into that restaurant. */
export function RestaurantTable({ rows, onDrill }: { rows: readonly RestaurantRow[]; onDrill: (row: RestaurantRow) => void }) {
  if (rows.length === 0) return <p className="text-muted-foreground">No orders in this range.</p>;
  // `relative`: the sr-only caption is absolutely positioned and would otherwise escape the scroller and widen the page;
  // tabIndex and the region role let a keyboard scroll it (axe: scrollable-region-focusable).
  return (
    <>
    <p className="text-sm text-muted-foreground">Choose a restaurant to see its own figures.</p>
    <div className="relative overflow-x-auto rounded-lg border focus-visible:outline-2 focus-visible:outline-offset-2" tabIndex={0} role="region" aria-label="Restaurants table (scrolls sideways)">
      <table className="w-full min-w-[28rem] text-sm">
        <caption className="sr-only">Restaurants by GMV in the range</caption>
        <thead className="bg-muted/50 text-left">
          <tr>
            <th scope="col" className="p-2 font-medium">Restaurant</th>
            <th scope="col" className="p-2 text-right font-medium">GMV</th>
            <th scope="col" className="p-2 text-right font-medium">Orders</th>
            <th scope="col" className="p-2 text-right font-medium">AOV</th>
            <th scope="col" className="p-2 text-right font-medium">On time</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.restaurantId} className="border-t">
              <th scope="row" className="p-1 text-left font-medium">
                {/* The name drills in: on a phone the table scrolls sideways, and a Details button in the last
                    column was out of sight; the name is always in view (a 44 px target). */}
                <Button
                  variant="link"
                  className="h-auto min-h-11 whitespace-normal px-1 text-left font-medium"
                  onClick={() => onDrill(r)}
                  aria-label={`Details for ${r.name}`}
                >
                  {r.name}
                </Button>
              </th>
              <td className="p-2 text-right tabular-nums">{formatCents(r.gmvCents)}</td>
              <td className="p-2 text-right tabular-nums">{formatInteger(r.orders)}</td>
              <td className="p-2 text-right tabular-nums">{formatCents(r.averageOrderValueCents)}</td>
              <td className="p-2 text-right tabular-nums">{percent(r.onTimeRate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
    </>
  );
}
