import { Button } from "@/components/ui/button";
import { formatTimeInZone } from "../../lib/reservation-rules";

type ConfirmBarProps = {
  /** The chosen time, or null before one is chosen. */
  startsAt: string | null;
  label: string | null;
  timezone: string | undefined;
  canSubmit: boolean;
  pending: boolean;
};

/**
 * Below the two-column layout the summary comes last, so 'Confirm Reservation' sits in a bar at the bottom of the
 * screen with the chosen time: the guest confirms without scrolling past the summary.
 */
export function ConfirmBar({ startsAt, label, timezone, canSubmit, pending }: ConfirmBarProps) {
  return (
    <div className="sticky bottom-0 z-30 -mx-4 flex items-center gap-3 border-t bg-background/95 px-4 py-3 shadow-[0_-4px_12px_rgb(0_0_0/0.08)] backdrop-blur sm:-mx-6 sm:px-6" data-testid="bar-confirm-reservation">
      <p className="grid min-w-0 leading-tight" data-testid="text-bar-choice">
        {startsAt ? (
          <>
            <span className="font-semibold tabular-nums">{formatTimeInZone(startsAt, timezone)}</span>
            <span className="truncate text-xs text-muted-foreground">{label}</span>
          </>
        ) : (
          <span className="text-sm text-muted-foreground">Choose a time</span>
        )}
      </p>
      <Button type="submit" size="lg" className="min-h-11 flex-1 px-4" disabled={!canSubmit || pending} data-testid="button-confirm-reservation">
        {pending ? "Confirming..." : "Confirm Reservation"}
      </Button>
    </div>
  );
}
