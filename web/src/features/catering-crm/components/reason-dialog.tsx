import { LEAD_REASON_MAX, LEAD_STAGE_LABELS, type LeadStage } from "@tavola/contracts";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";

/** Lost and cancelled need a reason: asked here, whichever way the move started (a button or a drop). */
export function ReasonDialog({ target, onCancel, onConfirm, pending, error }: {
  target: { eventName: string; to: LeadStage } | null;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
  pending: boolean;
  error?: string;
}) {
  const [reason, setReason] = useState("");
  const [touched, setTouched] = useState(false);
  const missing = reason.trim() === "";
  const label = target ? LEAD_STAGE_LABELS[target.to] : "";
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Mark as {label.toLowerCase()}</DialogTitle>
          <DialogDescription>{target?.eventName}</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            setTouched(true);
            if (!missing) onConfirm(reason.trim());
          }}
        >
          <FormField label="Reason" required error={(touched && missing ? "Say why the lead is lost or cancelled" : undefined) ?? error}>
            <Textarea maxLength={LEAD_REASON_MAX} value={reason} onChange={(e) => setReason(e.target.value)} />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={onCancel}>
              Keep it
            </Button>
            <Button type="submit" variant="destructive" disabled={pending}>
              Mark as {label.toLowerCase()}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
