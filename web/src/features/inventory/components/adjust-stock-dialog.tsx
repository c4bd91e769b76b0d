import { stockAdjustmentSchema, type IngredientView, type StockAdjustmentInput } from "@tavola/contracts";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { toast } from "@/components/ui/use-toast";
import { useAdjustStock } from "../api/inventory-api";
import { type FieldErrors, issuesToErrors, serverErrors, toWhole } from "../lib/form-errors";
import { formatQuantity } from "../lib/stock-format";
import { FormAlert } from "./form-alert";

const KINDS: Array<{ value: StockAdjustmentInput["kind"]; label: string; hint: string }> = [
  { value: "count", label: "Counted", hint: "What is on the shelf now" },
  { value: "received", label: "Received", hint: "A delivery, added to the stock" },
  { value: "waste", label: "Wasted", hint: "Spoiled, dropped or comped, taken off" },
];

/** A stock count, a delivery or waste for one ingredient, always with a reason: one line in the movement history. */
export function AdjustStockDialog({ restaurantId, ingredient, onClose }: { restaurantId: string; ingredient: IngredientView | null; onClose: () => void }) {
  return (
    <Dialog open={ingredient !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>{ingredient ? <AdjustForm key={ingredient.id} restaurantId={restaurantId} ingredient={ingredient} onDone={onClose} /> : null}</DialogContent>
    </Dialog>
  );
}

function AdjustForm({ restaurantId, ingredient, onDone }: { restaurantId: string; ingredient: IngredientView; onDone: () => void }) {
  const [kind, setKind] = useState<StockAdjustmentInput["kind"]>("count");
  const [quantity, setQuantity] = useState(String(ingredient.onHand));
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const adjust = useAdjustStock(restaurantId);

  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = stockAdjustmentSchema.safeParse({ kind, quantity: toWhole(quantity), reason });
    if (!parsed.success) return setErrors(issuesToErrors(parsed.error));
    setErrors({});
    adjust.mutate(
      { ingredientId: ingredient.id, input: parsed.data },
      {
        onSuccess: (saved) => {
          toast({ title: `${saved.name}: ${formatQuantity(saved.onHand, saved.unit)} in stock` });
          onDone();
        },
        onError: (error) => setErrors(serverErrors(error)),
      },
    );
  }

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate data-testid="form-adjust-stock">
      <DialogHeader>
        <DialogTitle>Adjust {ingredient.name}</DialogTitle>
        <DialogDescription>Now {formatQuantity(ingredient.onHand, ingredient.unit)} in stock. Every change is kept in the history with its reason.</DialogDescription>
      </DialogHeader>
      <FormAlert message={errors._form} />
      <FormField label="What happened" error={errors.kind} description={KINDS.find((k) => k.value === kind)?.hint}>
        <Select value={kind} onChange={(e) => setKind(e.target.value as StockAdjustmentInput["kind"])} data-testid="select-adjust-kind">
          {KINDS.map((k) => (
            <option key={k.value} value={k.value}>
              {k.label}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={kind === "count" ? `Counted (${ingredient.unit})` : `Quantity (${ingredient.unit})`} error={errors.quantity} required>
        <Input inputMode="numeric" value={quantity} onChange={(e) => setQuantity(e.target.value)} data-testid="input-adjust-quantity" />
      </FormField>
      <FormField label="Reason" error={errors.reason} required>
        <Input value={reason} maxLength={200} placeholder="Friday close count" onChange={(e) => setReason(e.target.value)} data-testid="input-adjust-reason" />
      </FormField>
      <DialogFooter>
        <Button type="submit" disabled={adjust.isPending} data-testid="button-save-adjustment">
          {adjust.isPending ? "Saving…" : "Save"}
        </Button>
      </DialogFooter>
    </form>
  );
}
