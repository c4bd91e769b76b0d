import { checkModifierSelection, type ChosenModifier, groupRuleLabel, type MenuItem, type ModifierGroup, QUANTITY_MAX } from "@tavola/contracts";
import { Minus, Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { formatCents } from "@/lib/format";

/** A dish as the guest chose it: its options (in menu order), the price of one with them, how many. */
export type ChosenDish = { item: MenuItem; chosen: ChosenModifier[]; unitPriceCents: number; quantity: number };

type DishOptionsDialogProps = {
  item: MenuItem | null;
  onOpenChange: (open: boolean) => void;
  onAdd: (dish: ChosenDish) => void;
};

const delta = (cents: number) => (cents === 0 ? "" : `${cents > 0 ? "+" : "−"}${formatCents(Math.abs(cents))}`);

/** A group's first option chosen when the group needs exactly one (the usual "Size": one tap less). */
const initialChoice = (groups: readonly ModifierGroup[]) =>
  groups.flatMap((g) => (g.minSelect === 1 && g.maxSelect === 1 ? (g.options.find((o) => o.available)?.id ?? []) : []));

/**
 * The options of a dish with modifier groups (Size: choose 1; Extras: up to 3): radio buttons for a group of one,
 * checkboxes otherwise. "Add to cart" is enabled exactly when contracts' checkModifierSelection accepts the choice,
 * the same check the server prices it with, and shows the price of the line.
 */
export function DishOptionsDialog({ item, onOpenChange, onAdd }: DishOptionsDialogProps) {
  return (
    <Dialog open={item !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto" data-testid="dialog-dish-options">
        {item ? <OptionsForm key={item.id} item={item} onAdd={onAdd} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function OptionsForm({ item, onAdd }: { item: MenuItem; onAdd: (dish: ChosenDish) => void }) {
  const groups = item.modifierGroups ?? [];
  const [chosen, setChosen] = useState<string[]>(() => initialChoice(groups));
  const [quantity, setQuantity] = useState(1);
  const verdict = checkModifierSelection(item.priceCents, groups, chosen);
  const unitCents = item.priceCents + (verdict.ok ? verdict.deltaCents : 0);

  function toggle(group: ModifierGroup, optionId: string) {
    const inGroup = new Set(group.options.map((o) => o.id));
    setChosen((current) => {
      if (group.maxSelect === 1) return [...current.filter((id) => !inGroup.has(id)), optionId];
      return current.includes(optionId) ? current.filter((id) => id !== optionId) : [...current, optionId];
    });
  }

  function add() {
    if (!verdict.ok) return;
    onAdd({ item, chosen: verdict.chosen, unitPriceCents: unitCents, quantity });
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>{item.name}</DialogTitle>
        <DialogDescription>{item.description || `From ${formatCents(item.priceCents)}`}</DialogDescription>
      </DialogHeader>
      {groups.map((g) => {
        const problem = verdict.ok ? null : verdict.groups[g.id];
        const count = g.options.filter((o) => chosen.includes(o.id)).length;
        return (
          <fieldset key={g.id} className="grid gap-1" aria-describedby={`rule-${g.id}`} data-testid={`group-${g.name}`}>
            <legend className="flex w-full items-baseline justify-between gap-2 font-semibold">
              {g.name}
              <span id={`rule-${g.id}`} className={problem ? "text-sm font-medium text-destructive" : "text-sm font-normal text-muted-foreground"}>
                {problem ?? groupRuleLabel(g)}
              </span>
            </legend>
            {g.options.map((o) => {
              const id = `option-${o.id}`;
              const checked = chosen.includes(o.id);
              const full = g.maxSelect > 1 && !checked && count >= g.maxSelect;
              return (
                <label key={o.id} htmlFor={id} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 hover:bg-muted has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60">
                  {g.maxSelect === 1 ? (
                    <input
                      type="radio"
                      id={id}
                      name={`group-${g.id}`}
                      className="size-4 accent-primary"
                      checked={checked}
                      disabled={!o.available}
                      onChange={() => toggle(g, o.id)}
                    />
                  ) : (
                    <Checkbox id={id} checked={checked} disabled={!o.available || full} onChange={() => toggle(g, o.id)} />
                  )}
                  <span className="flex-1">{o.name}{o.available ? "" : " (unavailable)"}</span>
                  <span className="text-sm tabular-nums text-muted-foreground">{delta(o.priceDeltaCents)}</span>
                </label>
              );
            })}
          </fieldset>
        );
      })}
      <DialogFooter className="flex-row items-center justify-between gap-3 sm:justify-between">
        <div className="inline-flex items-center gap-1.5">
          <Button type="button" variant="outline" size="icon" className="size-11 rounded-full" disabled={quantity <= 1} onClick={() => setQuantity((q) => q - 1)} aria-label={`One fewer ${item.name}`}>
            <Minus aria-hidden="true" />
          </Button>
          <span className="min-w-6 text-center font-semibold tabular-nums" aria-live="polite" data-testid="text-options-quantity">
            {quantity}
          </span>
          <Button type="button" variant="outline" size="icon" className="size-11 rounded-full" disabled={quantity >= QUANTITY_MAX} onClick={() => setQuantity((q) => q + 1)} aria-label={`One more ${item.name}`}>
            <Plus aria-hidden="true" />
          </Button>
        </div>
        <Button onClick={add} disabled={!verdict.ok} className="min-h-11" data-testid="button-add-with-options">
          Add to cart · {formatCents(unitCents * quantity)}
        </Button>
      </DialogFooter>
    </>
  );
}
