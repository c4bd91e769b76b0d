import { ACCEPT_DELAY_PRESETS } from "@tavola/contracts";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";
import { formatClock } from "../lib/time-since";

const PREP_MIN = 1;
const PREP_MAX = 240;

type AcceptOrderDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  reference: string;
  defaultPrepMinutes: number;
  pending: boolean;
  onConfirm: (estimate: { prepMinutes: number; delayMinutes: number }) => void;
};

/** Accepting tells the customer when to expect the food: the kitchen's estimate plus an optional delay. */
export function AcceptOrderDialog({ open, onOpenChange, ...rest }: AcceptOrderDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {/* Mounted only while open, so every opening starts from the restaurant's default estimate. */}
        <AcceptForm {...rest} onCancel={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function AcceptForm({
  reference,
  defaultPrepMinutes,
  pending,
  onConfirm,
  onCancel,
}: Omit<AcceptOrderDialogProps, "open" | "onOpenChange"> & { onCancel: () => void }) {
  const prepId = useId();
  const [prep, setPrep] = useState(String(defaultPrepMinutes));
  const [delay, setDelay] = useState(0);
  const prepMinutes = Number(prep);
  const valid = Number.isInteger(prepMinutes) && prepMinutes >= PREP_MIN && prepMinutes <= PREP_MAX;
  const readyAt = valid ? new Date(Date.now() + (prepMinutes + delay) * 60_000).toISOString() : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (valid) onConfirm({ prepMinutes, delayMinutes: delay });
  };

  return (
    <form onSubmit={submit} className="grid gap-5">
      <DialogHeader>
        <DialogTitle>Accept {reference}</DialogTitle>
        <DialogDescription>The customer sees this estimate on their tracking page.</DialogDescription>
      </DialogHeader>

      <div className="grid gap-2">
        <Label htmlFor={prepId}>Preparation time (minutes)</Label>
        <Input
          id={prepId}
          type="number"
          inputMode="numeric"
          min={PREP_MIN}
          max={PREP_MAX}
          value={prep}
          onChange={(e) => setPrep(e.target.value)}
          aria-invalid={!valid || undefined}
          className="h-12 text-lg"
          data-testid="input-prep-minutes"
        />
        {!valid ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            Enter {PREP_MIN} to {PREP_MAX} minutes.
          </p>
        ) : null}
      </div>

      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Add a delay</legend>
        <div className="grid grid-cols-4 gap-2">
          {[0, ...ACCEPT_DELAY_PRESETS].map((minutes) => (
            <Button
              key={minutes}
              variant={delay === minutes ? "default" : "outline"}
              aria-pressed={delay === minutes}
              className={cn("h-12 text-base")}
              onClick={() => setDelay(minutes)}
              data-testid={`button-delay-${minutes}`}
            >
              {minutes === 0 ? "None" : `+${minutes} min`}
            </Button>
          ))}
        </div>
      </fieldset>

      <p className="rounded-lg bg-muted px-4 py-3 text-sm" aria-live="polite">
        {readyAt ? (
          <>
            Ready around <strong className="text-base">{formatClock(readyAt)}</strong> ({prepMinutes + delay} min)
          </>
        ) : (
          "Enter a preparation time to see the estimate."
        )}
      </p>

      <DialogFooter>
        <Button variant="outline" className="h-12" onClick={onCancel}>
          Back
        </Button>
        <Button type="submit" className="h-12 px-6 text-base" disabled={!valid || pending} data-testid="button-confirm-accept">
          {pending ? "Accepting…" : "Accept order"}
        </Button>
      </DialogFooter>
    </form>
  );
}
