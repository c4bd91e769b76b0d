import { recipeInputSchema, type IngredientView, type InventoryDish } from "@tavola/contracts";
import { Plus, Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { toast } from "@/components/ui/use-toast";
import { useSaveRecipe } from "../api/inventory-api";
import { type FieldErrors, issuesToErrors, serverErrors, toWhole } from "../lib/form-errors";
import { FormAlert } from "./form-alert";

type Line = { ingredientId: string; quantity: string };
const toLines = (recipe: InventoryDish["recipe"]): Line[] => recipe.map((r) => ({ ingredientId: r.ingredientId, quantity: String(r.quantity) }));

/** A dish's recipe per portion, and what each of its options adds (Extra prosciutto: 40 g of prosciutto). */
export function RecipeDialog({ restaurantId, dish, ingredients, onClose }: { restaurantId: string; dish: InventoryDish | null; ingredients: IngredientView[]; onClose: () => void }) {
  return (
    <Dialog open={dish !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        {dish ? <RecipeForm key={dish.menuItemId} restaurantId={restaurantId} dish={dish} ingredients={ingredients} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function RecipeForm({ restaurantId, dish, ingredients, onDone }: { restaurantId: string; dish: InventoryDish; ingredients: IngredientView[]; onDone: () => void }) {
  const [lines, setLines] = useState<Line[]>(toLines(dish.recipe));
  const [options, setOptions] = useState<Record<string, Line[]>>(Object.fromEntries(dish.options.map((o) => [o.optionId, toLines(o.recipe)])));
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveRecipe(restaurantId);

  function submit(e: FormEvent) {
    e.preventDefault();
    const asInput = (ls: Line[]) => ls.filter((l) => l.ingredientId).map((l) => ({ ingredientId: l.ingredientId, quantity: toWhole(l.quantity) }));
    const parsed = recipeInputSchema.safeParse({
      lines: asInput(lines),
      options: Object.entries(options).map(([optionId, ls]) => ({ optionId, lines: asInput(ls) })),
    });
    if (!parsed.success) return setErrors(issuesToErrors(parsed.error));
    setErrors({});
    save.mutate(
      { menuItemId: dish.menuItemId, input: parsed.data },
      {
        onSuccess: () => {
          toast({ title: `${dish.name}'s recipe saved` });
          onDone();
        },
        onError: (error) => setErrors(serverErrors(error)),
      },
    );
  }

  return (
    <form onSubmit={submit} className="grid gap-5" noValidate data-testid="form-recipe">
      <DialogHeader>
        <DialogTitle>{dish.name}: recipe</DialogTitle>
        <DialogDescription>What one portion uses. Each sale takes it from stock; when an ingredient runs short the dish is sold out everywhere.</DialogDescription>
      </DialogHeader>
      <FormAlert message={errors._form ?? Object.entries(errors).find(([k]) => k !== "_form")?.[1]} />
      <LinesEditor legend="One portion" lines={lines} ingredients={ingredients} onChange={setLines} testId="recipe-lines" />
      {dish.options.map((o) => (
        <LinesEditor
          key={o.optionId}
          legend={`${o.groupName}: ${o.name} adds`}
          lines={options[o.optionId] ?? []}
          ingredients={ingredients}
          onChange={(ls) => setOptions((all) => ({ ...all, [o.optionId]: ls }))}
        />
      ))}
      <DialogFooter>
        <Button type="submit" disabled={save.isPending} data-testid="button-save-recipe">
          {save.isPending ? "Saving…" : "Save recipe"}
        </Button>
      </DialogFooter>
    </form>
  );
}

function LinesEditor({ legend, lines, ingredients, onChange, testId }: { legend: string; lines: Line[]; ingredients: IngredientView[]; onChange: (lines: Line[]) => void; testId?: string }) {
  const update = (i: number, patch: Partial<Line>) => onChange(lines.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  return (
    <fieldset className="grid gap-2 rounded-lg border p-3" data-testid={testId}>
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      {lines.length === 0 ? <p className="text-sm text-muted-foreground">Nothing yet.</p> : null}
      {lines.map((l, i) => {
        const unit = ingredients.find((x) => x.id === l.ingredientId)?.unit ?? "";
        return (
          <div key={i} className="grid grid-cols-[minmax(0,1fr)_6.5rem_auto] items-center gap-2">
            <Select aria-label={`${legend}: ingredient ${i + 1}`} value={l.ingredientId} onChange={(e) => update(i, { ingredientId: e.target.value })}>
              <option value="">Choose…</option>
              {ingredients.map((x) => (
                <option key={x.id} value={x.id}>
                  {x.name}
                </option>
              ))}
            </Select>
            <Input aria-label={`${legend}: quantity ${i + 1}${unit ? ` (${unit})` : ""}`} inputMode="numeric" value={l.quantity} onChange={(e) => update(i, { quantity: e.target.value })} />
            <Button type="button" variant="ghost" size="icon" className="size-11" aria-label={`Remove ingredient ${i + 1}`} onClick={() => onChange(lines.filter((_, j) => j !== i))}>
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        );
      })}
      <Button type="button" variant="outline" className="justify-self-start" onClick={() => onChange([...lines, { ingredientId: "", quantity: "" }])}>
        <Plus aria-hidden="true" />
        Add an ingredient
      </Button>
    </fieldset>
  );
}
