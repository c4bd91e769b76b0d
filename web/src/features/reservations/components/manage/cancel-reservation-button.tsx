import type { Reservation } from "@tavola/contracts";
import { XCircle } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { parseReservationError } from "../../api/reservation-error";
import { type ReservationToken, useCancelReservation } from "../../api/reservations-api";
import { formatDayInZone, formatTimeInZone } from "../../lib/reservation-rules";
import { ConfirmDialog } from "@/components/domain/confirm-dialog";
import { InlineAlert } from "@/components/domain/state-panels";

/** 'Cancel reservation', offered while the reservation allows it, after a confirmation; a 409 shows the server's reason. */
export function CancelReservationButton({ reservation, token }: { reservation: Reservation; token: ReservationToken }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cancel = useCancelReservation(reservation.reference, token);
  const tz = reservation.restaurant.timezone;

  function confirm() {
    setError(null);
    cancel.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: "Reservation cancelled", description: `${reservation.reference} is cancelled.` });
      },
      onError: (e) => {
        setOpen(false);
        setError(parseReservationError(e, "We couldn't cancel this reservation. Please try again.").message);
      },
    });
  }

  return (
    <div className="grid gap-3 sm:justify-items-end">
      <InlineAlert message={error} testId="error-cancel" />
      {reservation.canCancel ? (
        <Button variant="outline" onClick={() => setOpen(true)} data-testid="button-cancel-reservation">
          <XCircle aria-hidden="true" />
          Cancel reservation
        </Button>
      ) : null}
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Cancel ${reservation.reference}?`}
        description={`Your table at ${reservation.restaurant.name} on ${formatDayInZone(reservation.startsAt, tz)} at ${formatTimeInZone(reservation.startsAt, tz)} will be released. This can't be undone.`}
        confirmLabel={cancel.isPending ? "Cancelling..." : "Cancel reservation"}
        cancelLabel="Keep reservation"
        destructive
        pending={cancel.isPending}
        onConfirm={confirm}
      />
    </div>
  );
}
