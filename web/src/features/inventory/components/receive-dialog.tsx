import { purchaseOrderReceiptSchema, type PurchaseOrder } from "@tavola/contracts";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { useReceivePurchaseOrder } from "../api/purchase-orders-api";
import { type FieldErrors, issuesToErrors, serverErrors, toWhole } from "../lib/form-errors";
import { formatQuantity } from "../lib/stock-format";
import { FormAlert } from "./form-alert";

/** A delivery against a sent order: each line starts at what is still due; 0 or empty means it did not come. */
export function ReceiveDialog({ restaurantId, order, onClose }: { restaurantId: string; order: PurchaseOrder | null; onClose: () => void }) {
  return (
    <Dialog open={order !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto" data-testid="dialog-receive">
        {order ? <ReceiveForm key={order.id} restaurantId={restaurantId} order={order} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ReceiveForm({ restaurantId, order, onDone }: { restaurantId: string; order: PurchaseOrder; onDone: () => void }) {
  const due = order.lines.filter((l) => l.received < l.quantity);
  const [amounts, setAmounts] = useState<Record<string, string>>(() => Object.fromEntries(due.map((l) => [l.id, String(l.quantity - l.received)])));
  const [errors, setErrors] = useState<FieldErrors>({});
  const receive = useReceivePurchaseOrder(restaurantId);

  function submit(e: FormEvent) {
    e.preventDefault();
    // Empty or 0: that line did not come. The rest must be whole numbers (the schema's words, beside the line).
    const entered = due.map((l) => ({ lineId: l.id, text: (amounts[l.id] ?? "").trim() })).filter((l) => l.text !== "" && l.text !== "0");
    const lines = entered.map((l) => ({ lineId: l.lineId, quantity: toWhole(l.text) }));
    const parsed = purchaseOrderReceiptSchema.safeParse({ lines });
    if (!parsed.success) {
      const found = issuesToErrors(parsed.error);
      return setErrors(Object.fromEntries(Object.entries(found).map(([k, v]) => [k.replace(/^lines\.(\d+)\.quantity$/, (_, i: string) => `line:${entered[Number(i)]!.lineId}`), v])));
    }
    setErrors({});
    receive.mutate(
      { id: order.id, input: parsed.data },
      {
        onSuccess: (saved) => {
          toast({ title: saved.status === "received" ? `${saved.reference} received in full` : `${saved.reference}: delivery added to stock` });
          onDone();
        },
        onError: (error) => setErrors(serverErrors(error)),
      },
    );
  }

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate data-testid="form-receive">
      <DialogHeader>
        <DialogTitle>Receive {order.reference}</DialogTitle>
        <DialogDescription>What arrived from {order.supplier} is added to stock and kept in the history.</DialogDescription>
      </DialogHeader>
      <FormAlert message={errors._form} />
      {errors.lines ? (
        <p role="alert" className="text-sm text-destructive">
          {errors.lines}
        </p>
      ) : null}
      {due.map((l) => (
        <FormField
          key={l.id}
          label={`${l.name} (${l.unit})`}
          description={`Ordered ${formatQuantity(l.quantity, l.unit)}${l.received ? `, ${formatQuantity(l.received, l.unit)} already in` : ""}`}
          error={errors[`line:${l.id}`]}
        >
          <Input inputMode="numeric" value={amounts[l.id] ?? ""} onChange={(e) => setAmounts((a) => ({ ...a, [l.id]: e.target.value }))} data-testid={`input-receive-${l.name}`} />
        </FormField>
      ))}
      <DialogFooter>
        <Button type="submit" disabled={receive.isPending} data-testid="button-save-receipt">
          {receive.isPending ? "Saving…" : "Add to stock"}
        </Button>
      </DialogFooter>
    </form>
  );
}
