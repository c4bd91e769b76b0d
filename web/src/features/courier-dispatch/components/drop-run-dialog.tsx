import { DROP_NOTE_MAX, DROP_REASON_LABELS, DROP_REASONS, type DropReason } from "@tavola/contracts";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { fieldError, parseApiError } from "@/lib/api-error";
import { useDropRun } from "../api/dispatch-api";

/**
 * Giving a run back before pickup, with a reason: the job goes back to couriers nearby and the customer is told a new
 * courier is being found. It counts on the courier's record as a late delivery, which the dialog says up front.
 */
export function DropRunDialog({ jobId }: { jobId: string }) {
  const drop = useDropRun();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<DropReason | "">("");
  const [note, setNote] = useState("");
  const error = drop.error ? parseApiError(drop.error) : null;
  const reasonError = error ? fieldError(error, "reason") : null;
  const noteError = error ? fieldError(error, "note") : null;
  const otherError = error && !reasonError && !noteError ? error.message : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    drop.mutate({ jobId, reason: reason as DropReason, ...(note.trim() ? { note: note.trim() } : {}) }, { onSuccess: () => setOpen(false) });
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" data-testid="button-drop-run">
          Can't make it?
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Give this delivery back</DialogTitle>
            <DialogDescription>It goes straight back to couriers nearby. A dropped delivery counts as a late one on your record.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <label htmlFor="drop-reason" className="text-sm font-medium">
              Reason
            </label>
            <Select
              id="drop-reason"
              data-testid="select-drop-reason"
              value={reason}
              onChange={(e) => setReason(e.target.value as DropReason)}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? "drop-reason-error" : undefined}
            >
              <option value="">Choose a reason</option>
              {DROP_REASONS.map((r) => (
                <option key={r} value={r}>
                  {DROP_REASON_LABELS[r]}
                </option>
              ))}
            </Select>
            {reasonError && (
              <p id="drop-reason-error" role="alert" className="text-sm text-destructive">
                {reasonError}
              </p>
            )}
          </div>
          <div className="grid gap-1.5">
            <label htmlFor="drop-note" className="text-sm font-medium">
              What happened {reason === "other" ? "" : "(optional)"}
            </label>
            <Textarea
              id="drop-note"
              data-testid="input-drop-note"
              maxLength={DROP_NOTE_MAX}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              aria-invalid={noteError ? true : undefined}
              aria-describedby={noteError ? "drop-note-error" : undefined}
            />
            {noteError && (
              <p id="drop-note-error" role="alert" className="text-sm text-destructive">
                {noteError}
              </p>
            )}
          </div>
          {otherError && (
            <p role="alert" className="text-sm text-destructive">
              {otherError}
            </p>
          )}
          <DialogFooter>
            <Button type="submit" variant="destructive" disabled={drop.isPending} data-testid="button-confirm-drop">
              Give it back
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
