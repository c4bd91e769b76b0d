import { useState } from "react";
import type { BasketPair } from "@tavola/contracts";
import { Button } from "@/components/ui/button";
import { formatInteger } from "@/lib/format";
import { percent } from "./funnel-table";

/** The pairs shown before "Show all": a phone screen's worth. */
const FIRST = 10;

/** Dishes bought together, strongest lift first; the first ten, then all on request. */
export function BasketTable({ pairs, baskets, showRestaurant }: { pairs: readonly BasketPair[]; baskets: number; showRestaurant: boolean }) {
  const [all, setAll] = useState(false);
  const shown = all ? pairs : pairs.slice(0, FIRST);
  if (pairs.length === 0) return <p className="text-muted-foreground">No pair of dishes reaches this support in {formatInteger(baskets)} orders. Lower the minimum support or widen the range.</p>;
  return (
    <div className="grid gap-2">
      <div className="relative overflow-x-auto rounded-lg border focus-visible:outline-2 focus-visible:outline-offset-2" tabIndex={0} role="region" aria-label="Dishes bought together (scrolls sideways)">
        <table className="w-full min-w-[40rem] text-sm" data-testid="table-basket">
          <caption className="sr-only">Pairs of dishes bought together in {formatInteger(baskets)} orders, by lift</caption>
          <thead className="bg-muted/50 text-left">
            <tr>
              <th scope="col" className="p-2 font-medium">Dishes</th>
              {showRestaurant && <th scope="col" className="p-2 font-medium">Restaurant</th>}
              <th scope="col" className="p-2 text-right font-medium">Orders with both</th>
              <th scope="col" className="p-2 text-right font-medium">Support</th>
              <th scope="col" className="p-2 text-right font-medium">Confidence A→B</th>
              <th scope="col" className="p-2 text-right font-medium">Confidence B→A</th>
              <th scope="col" className="p-2 text-right font-medium">Lift</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((p) => (
              <tr key={`${p.restaurant}|${p.a}|${p.b}`} className="border-t">
                <th scope="row" className="p-2 text-left font-medium">
                  {p.a} <span className="text-muted-foreground">+</span> {p.b}
                </th>
                {showRestaurant && <td className="p-2">{p.restaurant}</td>}
                <td className="p-2 text-right tabular-nums">{formatInteger(p.together)}</td>
                <td className="p-2 text-right tabular-nums">{percent(p.support)}</td>
                <td className="p-2 text-right tabular-nums">{percent(p.confidenceAB)}</td>
                <td className="p-2 text-right tabular-nums">{percent(p.confidenceBA)}</td>
                <td className="p-2 text-right tabular-nums">{p.lift.toFixed(2)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pairs.length > FIRST && (
        <Button variant="outline" size="sm" className="justify-self-start" aria-expanded={all} onClick={() => setAll((v) => !v)} data-testid="button-basket-all">
          {all ? `Show the first ${FIRST}` : `Show all ${pairs.length} pairs`}
        </Button>
      )}
    </div>
  );
}
