import { restaurantSettingsSchema, SLOT_MINUTES } from "@tavola/contracts";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { useUpdateSettings } from "../api/dashboard-mutations";

/**
 * Orders the kitchen takes per 15-minute slot. Checked here with the contract's own rule (same words as
 * the server), and whatever the server still refuses is shown under the field.
 */
export function CapacityForm({ restaurantId, slotCapacity }: { restaurantId: string; slotCapacity: number }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const update = useUpdateSettings(restaurantId);
  const [value, setValue] = useState(String(slotCapacity));
  const [clientError, setClientError] = useState<string | null>(null);
  const error = clientError ?? (update.isError ? getErrorMessage(update.error) : null);
  const unchanged = Number(value) === slotCapacity;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = restaurantSettingsSchema.shape.slotCapacity.safeParse(value.trim() === "" ? Number.NaN : Number(value));
    if (!parsed.success || parsed.data === undefined) {
      setClientError(parsed.error?.issues[0]?.message ?? "Capacity must be 1 to 200 orders per slot");
      return;
    }
    setClientError(null);
    update.mutate(
      { slotCapacity: parsed.data },
      { onSuccess: (r) => toast({ title: `Capacity saved: ${r.slotCapacity} orders per ${SLOT_MINUTES}-minute slot` }) },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-2 rounded-lg border bg-card px-4 py-3" noValidate>
      <label htmlFor={id} className="text-base font-medium">
        Kitchen capacity
      </label>
      <div className="flex items-center gap-2">
        <Input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={200}
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setClientError(null);
            update.reset();
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          className="h-12 w-24 text-lg tabular-nums"
          data-testid="input-slot-capacity"
        />
        <Button type="submit" className="h-12 px-5" disabled={update.isPending || (unchanged && !error)} data-testid="button-save-capacity">
          {update.isPending ? "Saving…" : "Save"}
        </Button>
      </div>
      <p id={hintId} className="text-sm text-muted-foreground">
        Orders per {SLOT_MINUTES}-minute slot (1–200)
      </p>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive" data-testid="error-slot-capacity">
          {error}
        </p>
      ) : null}
    </form>
  );
}
