import { portionsInputSchema, type IngredientView, type InventoryDish } from "@tavola/contracts";
import { type FormEvent, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { useSetPortions } from "../api/inventory-api";
import { toWhole } from "../lib/form-errors";
import { formatQuantity, portionsFrom } from "../lib/stock-format";
import { RecipeDialog } from "./recipe-dialog";

/** How many more portions the stock makes: the counted portions and every recipe ingredient's, whichever is least. */
export function portionsMakeable(dish: InventoryDish, ingredients: readonly IngredientView[]): number | null {
  const byId = new Map(ingredients.map((i) => [i.id, i]));
  const limits = dish.recipe.map((r) => portionsFrom(byId.get(r.ingredientId)?.onHand ?? 0, r.quantity));
  if (dish.portionsLeft !== null) limits.push(dish.portionsLeft);
  return limits.length ? Math.min(...limits) : null;
}

/** Each dish with its state (sold out, off the menu, portions left), its portion count and its recipe. */
export function DishStockList({ restaurantId, dishes, ingredients }: { restaurantId: string; dishes: InventoryDish[]; ingredients: IngredientView[] }) {
  const [editing, setEditing] = useState<InventoryDish | null>(null);
  const names = new Map(ingredients.map((i) => [i.id, i]));
  return (
    <>
      <ul className="grid gap-3" aria-label="Dishes">
        {dishes.map((dish) => {
          const makes = portionsMakeable(dish, ingredients);
          return (
            <li key={dish.menuItemId} className="grid gap-3 rounded-xl border p-4" data-testid={`dish-stock-${dish.name}`}>
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="font-semibold">{dish.name}</h3>
                {dish.soldOut ? (
                  <Badge variant="destructive" data-testid="badge-dish-sold-out">
                    Sold out
                  </Badge>
                ) : !dish.available ? (
                  <Badge variant="secondary">Off the menu</Badge>
                ) : makes !== null ? (
                  <Badge variant="outline" data-testid="badge-dish-makes">
                    {makes} more {makes === 1 ? "portion" : "portions"}
                  </Badge>
                ) : null}
                {dish.portionsHeld > 0 ? <span className="text-sm text-muted-foreground">{dish.portionsHeld} held for scheduled orders</span> : null}
              </div>
              <p className="text-sm text-muted-foreground">
                {dish.recipe.length
                  ? dish.recipe.map((r) => `${names.get(r.ingredientId)?.name ?? "?"} ${formatQuantity(r.quantity, names.get(r.ingredientId)?.unit ?? "")}`).join(" · ")
                  : "No recipe yet: sales take no ingredients."}
              </p>
              <div className="flex flex-wrap items-end gap-3">
                <PortionsForm key={`${dish.menuItemId}:${dish.portionsLeft}`} restaurantId={restaurantId} dish={dish} />
                <Button variant="outline" onClick={() => setEditing(dish)} data-testid="button-edit-recipe">
                  Recipe<span className="sr-only"> of {dish.name}</span>
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <RecipeDialog restaurantId={restaurantId} dish={editing} ingredients={ingredients} onClose={() => setEditing(null)} />
    </>
  );
}

/** A limited dish's portions ("12 tonight"): 0 sells it out at once everywhere; Stop counting lifts the limit. */
function PortionsForm({ restaurantId, dish }: { restaurantId: string; dish: InventoryDish }) {
  const [value, setValue] = useState(dish.portionsLeft === null ? "" : String(dish.portionsLeft));
  const [error, setError] = useState<string | null>(null);
  const save = useSetPortions(restaurantId);
  const id = `portions-${dish.menuItemId}`;

  function send(portions: number | null) {
    const parsed = portionsInputSchema.safeParse({ portions });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "Portions must be a whole number");
    setError(null);
    save.mutate(
      { menuItemId: dish.menuItemId, input: parsed.data },
      {
        onSuccess: () => toast({ title: portions === null ? `${dish.name} is no longer counted` : `${dish.name}: ${portions} ${portions === 1 ? "portion" : "portions"} left` }),
        onError: (e) => setError(getErrorMessage(e)),
      },
    );
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send(toWhole(value));
  };

  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2" noValidate>
      <div className="grid gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          Portions left
        </label>
        <Input
          id={id}
          className="w-28"
          inputMode="numeric"
          placeholder="Not counted"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          data-testid="input-portions"
        />
      </div>
      <Button type="submit" variant="secondary" disabled={save.isPending} data-testid="button-set-portions">
        Set<span className="sr-only"> portions of {dish.name}</span>
      </Button>
      {dish.portionsLeft !== null ? (
        <Button type="button" variant="ghost" disabled={save.isPending} onClick={() => send(null)}>
          Stop counting<span className="sr-only"> {dish.name}</span>
        </Button>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="basis-full text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </form>
  );
}
