import { purchaseOrderInputSchema, type IngredientView, type PurchaseOrder, type PurchaseOrderInput } from "@tavola/contracts";
import { useQuery } from "@tanstack/react-query";
import { Plus, Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { formatCents } from "@/lib/format";
import { purchaseSuggestionsQueryOptions, useSavePurchaseOrder } from "../api/purchase-orders-api";
import { type FieldErrors, issuesToErrors, serverErrors, toWhole } from "../lib/form-errors";
import { centsToCost, costToCents } from "../lib/stock-format";
import { FormAlert } from "./form-alert";

type LineDraft = { ingredientId: string; quantity: string; cost: string };
type Draft = { supplier: string; supplierEmail: string; note: string; lines: LineDraft[] };

const fromOrder = (po: PurchaseOrder): Draft => ({
  supplier: po.supplier,
  supplierEmail: po.supplierEmail,
  note: po.note,
  lines: po.lines.map((l) => ({ ingredientId: l.ingredientId ?? "", quantity: String(l.quantity), cost: centsToCost(l.unitCostCents) })),
});
const EMPTY: Draft = { supplier: "", supplierEmail: "", note: "", lines: [] };

/** A new purchase order (started from a supplier's low-stock ingredients, each to par) or a draft being edited. */
export function PurchaseOrderDialog({ restaurantId, ingredients, editing, onClose }: { restaurantId: string; ingredients: IngredientView[]; editing: PurchaseOrder | "new" | null; onClose: () => void }) {
  return (
    <Dialog open={editing !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[92dvh] max-w-2xl overflow-y-auto" data-testid="dialog-purchase-order">
        {editing ? <OrderForm key={editing === "new" ? "new" : editing.id} restaurantId={restaurantId} ingredients={ingredients} order={editing === "new" ? null : editing} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function OrderForm({ restaurantId, ingredients, order, onDone }: { restaurantId: string; ingredients: IngredientView[]; order: PurchaseOrder | null; onDone: () => void }) {
  const suggestions = useQuery({ ...purchaseSuggestionsQueryOptions(restaurantId), enabled: order === null });
  const [draft, setDraft] = useState<Draft>(order ? fromOrder(order) : EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSavePurchaseOrder(restaurantId);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const setLine = (i: number, patch: Partial<LineDraft>) => set({ lines: draft.lines.map((l, j) => (j === i ? { ...l, ...patch } : l)) });
  const unitOf = (id: string) => ingredients.find((x) => x.id === id)?.unit ?? "";
  const total = draft.lines.reduce((s, l) => s + (toWhole(l.quantity) || 0) * (costToCents(l.cost) || 0), 0);

  /** Starts from one supplier's low-stock ingredients, each to its par level (the costs are the team's to enter). */
  function startFrom(supplier: string) {
    const found = suggestions.data?.suppliers.find((s) => s.supplier === supplier);
    if (!found) return;
    set({ supplier: found.supplier, lines: found.lines.map((l) => ({ ingredientId: l.ingredientId, quantity: String(l.quantity), cost: "" })) });
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    const input: PurchaseOrderInput = {
      supplier: draft.supplier,
      supplierEmail: draft.supplierEmail,
      note: draft.note,
      lines: draft.lines.map((l) => ({ ingredientId: l.ingredientId, quantity: toWhole(l.quantity), unitCostCents: costToCents(l.cost) })),
    };
    const parsed = purchaseOrderInputSchema.safeParse(input);
    if (!parsed.success) {
      const found = issuesToErrors(parsed.error);
      // A cost that is not an amount reads as NaN: say what to type rather than "must be a whole number".
      for (const [i, l] of draft.lines.entries()) if (Number.isNaN(costToCents(l.cost))) found[`lines.${i}.unitCostCents`] = "Enter a cost like 0.45";
      return setErrors(found);
    }
    setErrors({});
    save.mutate(
      { id: order?.id ?? null, input: parsed.data },
      {
        onSuccess: (saved) => {
          toast({ title: `${saved.reference} ${order ? "saved" : "drafted"} for ${saved.supplier}` });
          onDone();
        },
        onError: (error) => setErrors(serverErrors(error)),
      },
    );
  }

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate data-testid="form-purchase-order">
      <DialogHeader>
        <DialogTitle>{order ? `Edit ${order.reference}` : "New purchase order"}</DialogTitle>
        <DialogDescription>Saved as a draft; it goes to the supplier when you send it.</DialogDescription>
      </DialogHeader>
      <FormAlert message={errors._form} />
      {order === null && suggestions.data?.suppliers.length ? (
        <FormField label="Start from low stock" description="Fills in the supplier's low ingredients, each up to its par level">
          <Select defaultValue="" onChange={(e) => startFrom(e.target.value)} data-testid="select-po-suggestion">
            <option value="">Choose a supplier…</option>
            {suggestions.data.suppliers.map((s) => (
              <option key={s.supplier} value={s.supplier}>
                {s.supplier || "No supplier set"} — {s.lines.length} low
              </option>
            ))}
          </Select>
        </FormField>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Supplier" required error={errors.supplier}>
          <Input value={draft.supplier} maxLength={120} onChange={(e) => set({ supplier: e.target.value })} data-testid="input-po-supplier" />
        </FormField>
        <FormField label="Supplier's email" required error={errors.supplierEmail}>
          <Input type="email" value={draft.supplierEmail} maxLength={254} onChange={(e) => set({ supplierEmail: e.target.value })} data-testid="input-po-email" />
        </FormField>
      </div>
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium">Lines</legend>
        {errors.lines ? (
          <p role="alert" className="text-sm text-destructive">
            {errors.lines}
          </p>
        ) : null}
        {draft.lines.map((l, i) => (
          <div key={i} className="grid grid-cols-2 items-end gap-2 rounded-lg border p-3 sm:grid-cols-[2fr_1fr_1fr_auto]" data-testid={`po-line-${i}`}>
            <FormField label="Ingredient" error={errors[`lines.${i}.ingredientId`]} className="col-span-2 sm:col-span-1">
              <Select value={l.ingredientId} onChange={(e) => setLine(i, { ingredientId: e.target.value })}>
                <option value="">Choose…</option>
                {ingredients.map((x) => (
                  <option key={x.id} value={x.id}>
                    {x.name}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField label={`Quantity${unitOf(l.ingredientId) ? ` (${unitOf(l.ingredientId)})` : ""}`} error={errors[`lines.${i}.quantity`]}>
              <Input inputMode="numeric" value={l.quantity} onChange={(e) => setLine(i, { quantity: e.target.value })} data-testid="input-po-quantity" />
            </FormField>
            <FormField label="Unit cost ($)" error={errors[`lines.${i}.unitCostCents`]}>
              <Input inputMode="decimal" placeholder="0.45" value={l.cost} onChange={(e) => setLine(i, { cost: e.target.value })} data-testid="input-po-cost" />
            </FormField>
            <Button type="button" variant="ghost" size="icon" className="size-11" onClick={() => set({ lines: draft.lines.filter((_, j) => j !== i) })} aria-label={`Remove line ${i + 1}`}>
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        ))}
        <Button type="button" variant="outline" className="justify-self-start" onClick={() => set({ lines: [...draft.lines, { ingredientId: "", quantity: "", cost: "" }] })}>
          <Plus aria-hidden="true" /> Add line
        </Button>
      </fieldset>
      <FormField label="Note for the supplier" error={errors.note}>
        <Textarea rows={2} maxLength={500} value={draft.note} onChange={(e) => set({ note: e.target.value })} />
      </FormField>
      <DialogFooter className="items-center gap-3">
        <p className="mr-auto font-semibold tabular-nums" data-testid="text-po-total">
          Total {formatCents(total)}
        </p>
        <Button type="submit" disabled={save.isPending} data-testid="button-save-po">
          {save.isPending ? "Saving…" : order ? "Save draft" : "Create draft"}
        </Button>
      </DialogFooter>
    </form>
  );
}
