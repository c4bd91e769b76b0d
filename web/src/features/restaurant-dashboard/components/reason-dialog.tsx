import { REJECT_REASON_MIN } from "@tavola/contracts";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { OrderAction } from "../lib/order-actions";

/** One tap fills the usual reasons: typing on a kitchen tablet mid-service is slow. */
const QUICK_REASONS: Record<"rejected" | "cancelled", readonly string[]> = {
  // The board's one refusal for a new order, so it covers the customer's change of mind too.
  rejected: ["Kitchen is at capacity", "An item is sold out", "We are closing soon", "Customer asked to cancel"],
  cancelled: ["An item ran out", "Kitchen problem", "Customer asked to cancel"],
};

type ReasonDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  reference: string;
  action: OrderAction;
  pending: boolean;
  onConfirm: (reason: string) => void;
};

/** Rejecting or cancelling needs a reason of at least three characters; the customer is shown it. */
export function ReasonDialog({ open, onOpenChange, reference, action, pending, onConfirm }: ReasonDialogProps) {
  const reasonId = useId();
  const hintId = `${reasonId}-hint`;
  const [reason, setReason] = useState("");
  const trimmed = reason.trim();
  const valid = trimmed.length >= REJECT_REASON_MIN;
  const rejecting = action.to === "rejected";
  const quick = QUICK_REASONS[rejecting ? "rejected" : "cancelled"];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (valid) onConfirm(trimmed);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-5">
          <DialogHeader>
            <DialogTitle>
              {rejecting ? "Reject" : "Cancel"} {reference}
            </DialogTitle>
            <DialogDescription>
              {rejecting
                ? "The customer's card is not charged. Tell them why."
                : "The customer is refunded in full if they were charged. Tell them why."}
            </DialogDescription>
          </DialogHeader>

          <div className="flex flex-wrap gap-2">
            {quick.map((text) => (
              <Button key={text} variant="secondary" className="h-11" onClick={() => setReason(text)}>
                {text}
              </Button>
            ))}
          </div>

          <div className="grid gap-2">
            <Label htmlFor={reasonId}>Reason</Label>
            <Textarea
              id={reasonId}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              maxLength={500}
              required
              aria-describedby={hintId}
              className="text-base"
              data-testid="input-reason"
            />
            <p id={hintId} className="text-xs text-muted-foreground">
              At least {REJECT_REASON_MIN} characters.
            </p>
          </div>

          <DialogFooter>
            <Button variant="outline" className="h-12" onClick={() => onOpenChange(false)}>
              Back
            </Button>
            <Button
              type="submit"
              variant="destructive"
              className="h-12 px-6 text-base"
              disabled={!valid || pending}
              data-testid="button-confirm-reason"
            >
              {pending ? "Saving…" : rejecting ? "Reject order" : "Cancel order"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
