import type { FloorTable, Reservation } from "@tavola/contracts";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { InlineAlert } from "@/components/domain/state-panels";
import { useMoveReservation } from "../api/host-stand-api";
import { parseApiError } from "@/lib/api-error";
import { formatGuests, formatTables, tablesThatSeat } from "../lib/host-actions";

/** Move a booking to another table that seats the party, at the same time; a taken table is the server's 409. */
export function MoveDialog({ restaurantId, reservation, tables, onClose }: { restaurantId: string; reservation: Reservation; tables: readonly FloorTable[]; onClose: () => void }) {
  const choices = tablesThatSeat(
    tables,
    reservation.partySize,
    reservation.tables.map((t) => t.id),
  );
  const [tableId, setTableId] = useState<string>("");
  const [error, setError] = useState<string | null>(null);
  const move = useMoveReservation(restaurantId);
  const errorId = useId();

  function submit() {
    if (!tableId) {
      setError("Choose a table");
      return;
    }
    setError(null);
    move.mutate(
      { reservationId: reservation.id, tableIds: [tableId] },
      {
        onSuccess: (moved) => {
          toast({ title: `${reservation.name} moved`, description: `Now at ${formatTables(moved.tables)}.` });
          onClose();
        },
        onError: (e) => setError(parseApiError(e, "We couldn't move this booking. Please try again.").message),
      },
    );
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent data-testid="dialog-move">
        <DialogHeader>
          <DialogTitle>Move {reservation.name}</DialogTitle>
          <DialogDescription>
            {formatGuests(reservation.partySize)}, now at {formatTables(reservation.tables)}. Choose a table that seats the party; the time stays the same.
          </DialogDescription>
        </DialogHeader>
        {choices.length === 0 ? (
          <p className="text-sm text-muted-foreground">No other table seats {formatGuests(reservation.partySize)}.</p>
        ) : (
          <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
            <legend className="mb-1 text-sm font-medium">New table</legend>
            <div className="grid max-h-72 gap-2 overflow-y-auto sm:grid-cols-2">
              {choices.map((t) => (
                <label
                  key={t.id}
                  className="flex cursor-pointer items-center gap-3 rounded-md border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
                >
                  <input type="radio" name="move-table" value={t.id} checked={tableId === t.id} onChange={() => setTableId(t.id)} className="size-4 accent-primary" />
                  <span>
                    <span className="font-medium">Table {t.number}</span>
                    <span className="block text-xs text-muted-foreground">
                      Seats {t.capacity} · {t.location} · {t.serverName}
                    </span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        )}
        <div id={errorId}>
          <InlineAlert message={error} testId="error-move" />
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={move.isPending}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={move.isPending || choices.length === 0} data-testid="button-confirm-move">
            {move.isPending ? "Moving..." : "Move booking"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
