import type { Order } from "@tavola/contracts";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { getErrorMessage } from "@/lib/api-client";
import { formatCents } from "@/lib/format";
import { useRefundOrder } from "../api/dashboard-mutations";
import { parseDollarsToCents } from "../lib/money";

type RefundDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  order: Order;
  restaurantId: string;
  /** What is still refundable (captured minus refunded). */
  maxCents: number;
};

/** A partial or full refund after capture, e.g. for a missing side; the server checks the amount again. */
export function RefundDialog({ open, onOpenChange, ...rest }: RefundDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <RefundForm {...rest} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function RefundForm({ order, restaurantId, maxCents, onDone }: Omit<RefundDialogProps, "open" | "onOpenChange"> & { onDone: () => void }) {
  const amountId = useId();
  const reasonId = useId();
  const refund = useRefundOrder(restaurantId);
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const cents = parseDollarsToCents(amount);
  const amountError =
    amount === "" ? null : Number.isNaN(cents) || cents < 1 ? "Enter an amount like 4.50." : cents > maxCents ? `At most ${formatCents(maxCents)}.` : null;
  const valid = amount !== "" && amountError === null && reason.trim().length >= 3;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (valid) refund.mutate({ order, amountCents: cents, reason: reason.trim() }, { onSuccess: onDone });
  };

  return (
    <form onSubmit={submit} className="grid gap-5">
      <DialogHeader>
        <DialogTitle>Refund {order.reference}</DialogTitle>
        <DialogDescription>Up to {formatCents(maxCents)} can still be refunded to the customer's card.</DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <Label htmlFor={amountId}>Amount (USD)</Label>
        <Input
          id={amountId}
          inputMode="decimal"
          placeholder={(maxCents / 100).toFixed(2)}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          aria-invalid={amountError ? true : undefined}
          className="h-12 text-lg"
          data-testid="input-refund-amount"
        />
        {amountError ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {amountError}
          </p>
        ) : null}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={reasonId}>Reason</Label>
        <Textarea id={reasonId} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} data-testid="input-refund-reason" />
      </div>
      {refund.isError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {getErrorMessage(refund.error)}
        </p>
      ) : null}
      <DialogFooter>
        <Button variant="outline" className="h-12" onClick={onDone}>
          Back
        </Button>
        <Button type="submit" className="h-12 px-6 text-base" disabled={!valid || refund.isPending} data-testid="button-confirm-refund">
          {refund.isPending ? "Refunding…" : valid ? `Refund ${formatCents(cents)}` : "Refund"}
        </Button>
      </DialogFooter>
    </form>
  );
}
