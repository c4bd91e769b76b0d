import type { Order } from "@tavola/contracts";
import { XCircle } from "lucide-react";
import { useState } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { parseApiError } from "@/lib/api-error";
import { useCancelOrder } from "../../api/orders-api";
import { ConfirmDialog } from "@/components/domain/confirm-dialog";

/** Cancel, offered while the order allows it (order.canCancel), after a confirmation with an optional reason. */
export function CancelOrderButton({ order, size = "sm" }: { order: Order; size?: ButtonProps["size"] }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const cancel = useCancelOrder();
  if (!order.canCancel) return null;

  function confirm() {
    cancel.mutate(
      { orderId: order.id, reason: reason.trim() || undefined },
      {
        onSuccess: () => {
          setOpen(false);
          toast({ title: "Order cancelled", description: order.payment ? "Your card won't be charged." : `${order.reference} is cancelled.` });
        },
        onError: (error) => {
          setOpen(false);
          toast({ variant: "destructive", title: "Couldn't cancel", description: parseApiError(error, "We couldn't cancel this order. Please try again.").message });
        },
      },
    );
  }

  return (
    <>
      <Button variant="outline" size={size} onClick={() => setOpen(true)} data-testid={`button-cancel-${order.id}`}>
        <XCircle aria-hidden="true" />
        Cancel order
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Cancel ${order.reference}?`}
        description={`${order.restaurant.name} hasn't started on it yet, so you can still cancel. This can't be undone.`}
        confirmLabel={cancel.isPending ? "Cancelling..." : "Cancel order"}
        cancelLabel="Keep order"
        destructive
        pending={cancel.isPending}
        onConfirm={confirm}
      >
        <div className="grid gap-2">
          <Label htmlFor={`cancel-reason-${order.id}`}>Reason (optional)</Label>
          <Textarea id={`cancel-reason-${order.id}`} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} placeholder="Ordered by mistake" />
        </div>
      </ConfirmDialog>
    </>
  );
}
