import type { StockCountResult } from "@tavola/contracts";
import { CheckCircle2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatCents } from "@/lib/format";
import { formatQuantity, signed } from "../lib/stock-format";

/** What a submitted count did: the rows that moved, their value, and the dishes it 86'd or brought back. */
export function StockCountResultView({ result, onAgain, busy }: { result: StockCountResult; onAgain: () => void; busy: boolean }) {
  const moved = result.lines.filter((l) => l.applied !== 0);
  return (
    <div className="grid gap-4 rounded-xl border p-4" data-testid="count-result" role="status">
      <h3 className="flex items-center gap-2 text-lg font-semibold">
        <CheckCircle2 className="size-5 text-emerald-600" aria-hidden /> Count saved
      </h3>
      <p className="text-sm">
        {result.lines.length} counted, {moved.length} changed · variance value <strong>{formatCents(result.totalValueCents)}</strong>
      </p>
      {moved.length ? (
        <ul className="divide-y rounded-lg border text-sm">
          {moved.map((l) => (
            <li key={l.ingredientId} className="flex flex-wrap justify-between gap-2 p-2.5">
              <span className="font-medium">{l.name}</span>
              <span className="tabular-nums">
                {signed(l.applied)} → {formatQuantity(l.onHand, l.unit)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {result.soldOut.length ? <p className="text-sm text-destructive" data-testid="text-count-86">86'd on every menu: {result.soldOut.join(", ")}</p> : null}
      {result.restored.length ? <p className="text-sm" data-testid="text-count-restored">Back on the menu: {result.restored.join(", ")}</p> : null}
      <div>
        <Button variant="outline" onClick={onAgain} disabled={busy}>
          Start another count
        </Button>
      </div>
    </div>
  );
}
