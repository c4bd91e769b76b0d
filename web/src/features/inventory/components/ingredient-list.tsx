import type { IngredientView } from "@tavola/contracts";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatQuantity } from "../lib/stock-format";
import { AdjustStockDialog } from "./adjust-stock-dialog";

/** Ingredients with their stock against the low-stock and par levels, and the count / delivery / waste button. */
export function IngredientList({ restaurantId, ingredients }: { restaurantId: string; ingredients: IngredientView[] }) {
  const [adjusting, setAdjusting] = useState<IngredientView | null>(null);
  if (ingredients.length === 0) return <p className="text-muted-foreground">No ingredients yet. Add the first to start counting stock.</p>;
  return (
    <>
      <ul className="grid gap-3 sm:grid-cols-2" aria-label="Ingredients">
        {ingredients.map((i) => (
          <li key={i.id} className="grid gap-2 rounded-xl border p-4" data-testid={`ingredient-${i.name}`}>
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-semibold">{i.name}</h3>
              {i.low ? (
                <Badge variant="destructive" data-testid="badge-low-stock">
                  Low stock
                </Badge>
              ) : null}
            </div>
            <p className="text-2xl font-semibold tabular-nums" data-testid="text-on-hand">
              {formatQuantity(i.onHand, i.unit)}
            </p>
            <p className="text-sm text-muted-foreground">
              Low at {formatQuantity(i.lowThreshold, i.unit)}
              {i.parLevel > 0 ? ` · par ${formatQuantity(i.parLevel, i.unit)}` : ""}
              {i.supplier ? ` · ${i.supplier}` : ""}
            </p>
            <Button variant="outline" className="justify-self-start" onClick={() => setAdjusting(i)} data-testid="button-adjust-stock">
              Count or adjust<span className="sr-only"> {i.name}</span>
            </Button>
          </li>
        ))}
      </ul>
      <AdjustStockDialog restaurantId={restaurantId} ingredient={adjusting} onClose={() => setAdjusting(null)} />
    </>
  );
}
