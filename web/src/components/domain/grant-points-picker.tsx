import { RECOVERY_CREDIT_OPTIONS } from "@tavola/contracts";
import { Gift } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

export type RecoveryPoints = (typeof RECOVERY_CREDIT_OPTIONS)[number];

type GrantPointsPickerProps = {
  onGrant: (points: RecoveryPoints) => void;
  pending?: boolean;
  /** The server's answer when the grant failed (e.g. the order already had a credit). */
  error?: string | undefined;
};

/**
 * "Grant points": a recovery credit for a guest's bad experience, one of the fixed amounts a restaurant may
 * give (100, 250 or 500 points). Closed it is one button; open, native radios (arrow keys for free) and a
 * confirm that names the amount, so nobody grants 500 by a stray click.
 */
export function GrantPointsPicker({ onGrant, pending = false, error }: GrantPointsPickerProps) {
  const [open, setOpen] = useState(false);
  const [points, setPoints] = useState<RecoveryPoints>(RECOVERY_CREDIT_OPTIONS[1]);
  const name = useId();

  if (!open) {
    return (
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        <Gift aria-hidden="true" />
        Grant points
      </Button>
    );
  }
  return (
    <div className="grid gap-2" data-testid="grant-points">
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="mb-1 text-sm font-medium">Points to grant</legend>
        {RECOVERY_CREDIT_OPTIONS.map((p) => (
          <label
            key={p}
            className={cn(
              "flex cursor-pointer items-center gap-1.5 rounded-md border px-3 py-1.5 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
              points === p ? "border-primary bg-primary text-primary-foreground" : "hover:bg-muted",
            )}
          >
            <input type="radio" name={name} value={p} checked={points === p} onChange={() => setPoints(p)} className="sr-only" />
            {p} points
          </label>
        ))}
      </fieldset>
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" onClick={() => onGrant(points)} disabled={pending}>
          <Gift aria-hidden="true" />
          {pending ? "Granting…" : `Grant ${points} points`}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setOpen(false)} disabled={pending}>
          Cancel
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
