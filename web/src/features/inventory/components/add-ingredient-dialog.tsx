import { INGREDIENT_UNITS, newIngredientSchema, type IngredientUnit } from "@tavola/contracts";
import { Plus } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { toast } from "@/components/ui/use-toast";
import { useAddIngredient } from "../api/inventory-api";
import { type FieldErrors, issuesToErrors, serverErrors, toWhole } from "../lib/form-errors";
import { unitLabel } from "../lib/stock-format";
import { FormAlert } from "./form-alert";

const EMPTY = { name: "", unit: "g" as IngredientUnit, onHand: "", lowThreshold: "", parLevel: "", supplier: "" };

/** A new ingredient with its opening count, low-stock and par levels and supplier. */
export function AddIngredientDialog({ restaurantId }: { restaurantId: string }) {
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const add = useAddIngredient(restaurantId);
  const set = (patch: Partial<typeof EMPTY>) => setForm((f) => ({ ...f, ...patch }));

  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = newIngredientSchema.safeParse({
      name: form.name,
      unit: form.unit,
      onHand: toWhole(form.onHand),
      lowThreshold: toWhole(form.lowThreshold),
      parLevel: form.parLevel.trim() === "" ? 0 : toWhole(form.parLevel),
      supplier: form.supplier,
    });
    if (!parsed.success) return setErrors(issuesToErrors(parsed.error));
    setErrors({});
    add.mutate(parsed.data, {
      onSuccess: (saved) => {
        toast({ title: `${saved.name} added` });
        setForm(EMPTY);
        setOpen(false);
      },
      onError: (error) => setErrors(serverErrors(error)),
    });
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button data-testid="button-add-ingredient">
          <Plus aria-hidden="true" />
          Add ingredient
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Add an ingredient</DialogTitle>
            <DialogDescription>Stock is kept in whole grams, millilitres or pieces.</DialogDescription>
          </DialogHeader>
          <FormAlert message={errors._form} />
          <FormField label="Name" error={errors.name} required>
            <Input value={form.name} maxLength={80} onChange={(e) => set({ name: e.target.value })} data-testid="input-ingredient-name" />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Unit" error={errors.unit}>
              <Select value={form.unit} onChange={(e) => set({ unit: e.target.value as IngredientUnit })}>
                {INGREDIENT_UNITS.map((u) => (
                  <option key={u} value={u}>
                    {unitLabel(u)}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField label="In stock now" error={errors.onHand} required>
              <Input inputMode="numeric" value={form.onHand} onChange={(e) => set({ onHand: e.target.value })} data-testid="input-ingredient-stock" />
            </FormField>
            <FormField label="Low-stock level" error={errors.lowThreshold} required description="Alert at or under this">
              <Input inputMode="numeric" value={form.lowThreshold} onChange={(e) => set({ lowThreshold: e.target.value })} data-testid="input-ingredient-low" />
            </FormField>
            <FormField label="Par level" error={errors.parLevel} description="A full shelf">
              <Input inputMode="numeric" value={form.parLevel} onChange={(e) => set({ parLevel: e.target.value })} />
            </FormField>
          </div>
          <FormField label="Supplier" error={errors.supplier}>
            <Input value={form.supplier} maxLength={120} onChange={(e) => set({ supplier: e.target.value })} />
          </FormField>
          <DialogFooter>
            <Button type="submit" disabled={add.isPending} data-testid="button-save-ingredient">
              {add.isPending ? "Adding…" : "Add ingredient"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
