import type { FloorTable, Reservation } from "@tavola/contracts";
import { ArrowRightLeft, CalendarX2, Check, CreditCard, LogIn, UserX } from "lucide-react";
import { useState } from "react";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { ConfirmDialog } from "@/components/domain/confirm-dialog";
import { EmptyState, InlineAlert } from "@/components/domain/state-panels";
import { formatCents } from "@/lib/format";
import { type HostAction, useHostAction } from "../api/host-stand-api";
import { parseApiError } from "@/lib/api-error";
import { formatGuests, formatTables, formatTime, hostButtons, SOURCE_LABELS, STATUS_LABELS } from "../lib/host-actions";
import { MoveDialog } from "./move-dialog";

const STATUS_VARIANT: Record<Reservation["status"], BadgeVariant> = {
  booked: "default",
  seated: "secondary",
  completed: "outline",
  cancelled: "destructive",
  no_show: "destructive",
};

const HOLD_WORDS = { held: "held", charged: "charged", released: "released" } as const;

const DONE: Record<HostAction, string> = { seat: "seated", complete: "completed", no_show: "marked a no-show" };

type BookingsListProps = { restaurantId: string; bookings: readonly Reservation[]; tables: readonly FloorTable[]; timezone: string; now: Date };

/** The day's bookings and walk-ins by time, each with the host actions its status allows. */
export function BookingsList({ restaurantId, bookings, tables, timezone, now }: BookingsListProps) {
  const act = useHostAction(restaurantId);
  const [error, setError] = useState<string | null>(null);
  const [noShow, setNoShow] = useState<Reservation | null>(null);
  const [moving, setMoving] = useState<Reservation | null>(null);

  function run(reservation: Reservation, action: HostAction) {
    setError(null);
    act.mutate(
      { reservationId: reservation.id, action },
      {
        onSuccess: () => {
          setNoShow(null);
          toast({ title: `${reservation.name} ${DONE[action]}`, description: `${formatTables(reservation.tables)} · ${formatTime(reservation.startsAt, timezone)}` });
        },
        onError: (e) => {
          setNoShow(null);
          setError(parseApiError(e, "That didn't work. Please try again.").message);
        },
      },
    );
  }

  if (bookings.length === 0) {
    return <EmptyState icon={CalendarX2} title="No bookings on this day" text="Walk-ins you add show here too." testId="empty-bookings" />;
  }

  return (
    <div className="grid gap-3">
      <InlineAlert message={error} testId="error-host-action" />
      <ul className="grid gap-3" data-testid="list-bookings">
        {bookings.map((r) => {
          const buttons = hostButtons(r, now);
          const pending = act.isPending && act.variables?.reservationId === r.id;
          return (
            <li key={r.id} className="grid gap-3 rounded-lg border p-4 sm:grid-cols-[5rem_minmax(0,1fr)_auto] sm:items-center" data-testid={`booking-${r.reference}`}>
              <span className="text-lg font-bold tabular-nums">{formatTime(r.startsAt, timezone)}</span>
              <div className="grid gap-1">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold" data-testid="booking-name">
                    {r.name}
                  </span>
                  <Badge variant={STATUS_VARIANT[r.status]} data-testid="badge-booking-status">
                    {STATUS_LABELS[r.status]}
                  </Badge>
                  <span className="text-xs text-muted-foreground">{SOURCE_LABELS[r.source]}</span>
                </span>
                <span className="text-sm text-muted-foreground">
                  {formatGuests(r.partySize)} · <span data-testid="booking-tables">{formatTables(r.tables)}</span> · {r.reference}
                </span>
                {r.hold ? (
                  <span className="flex items-center gap-1.5 text-xs text-muted-foreground" data-testid="booking-hold">
                    <CreditCard aria-hidden="true" className="size-3.5" />
                    Card hold {formatCents(r.hold.amountCents)} {HOLD_WORDS[r.hold.status]} (•••• {r.hold.last4})
                  </span>
                ) : null}
              </div>
              {buttons.length > 0 ? (
                <div className="flex flex-wrap gap-2" role="group" aria-label={`Actions for ${r.name}`}>
                  {buttons.includes("seat") ? (
                    <Button className="h-11" disabled={pending} onClick={() => run(r, "seat")} aria-label={`Seat ${r.name}`}>
                      <LogIn aria-hidden="true" />
                      Seat
                    </Button>
                  ) : null}
                  {buttons.includes("complete") ? (
                    <Button className="h-11" disabled={pending} onClick={() => run(r, "complete")} aria-label={`Complete ${r.name}`}>
                      <Check aria-hidden="true" />
                      Complete
                    </Button>
                  ) : null}
                  {buttons.includes("move") ? (
                    <Button className="h-11" variant="outline" disabled={pending} onClick={() => setMoving(r)} aria-label={`Move ${r.name}`}>
                      <ArrowRightLeft aria-hidden="true" />
                      Move
                    </Button>
                  ) : null}
                  {buttons.includes("no_show") ? (
                    <Button className="h-11" variant="outline" disabled={pending} onClick={() => setNoShow(r)} aria-label={`No-show ${r.name}`}>
                      <UserX aria-hidden="true" />
                      No-show
                    </Button>
                  ) : null}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={noShow !== null}
        onOpenChange={(open) => (open ? undefined : setNoShow(null))}
        title={noShow ? `Mark ${noShow.name} a no-show?` : "Mark a no-show?"}
        description={
          noShow?.hold
            ? `The card hold of ${formatCents(noShow.hold.amountCents)} will be charged and ${formatTables(noShow.tables)} freed. This can't be undone.`
            : `${noShow ? formatTables(noShow.tables) : "The table"} will be freed for other guests. This can't be undone.`
        }
        confirmLabel={act.isPending ? "Marking..." : "Mark no-show"}
        cancelLabel="Keep booking"
        destructive
        pending={act.isPending}
        onConfirm={() => noShow && run(noShow, "no_show")}
      />
      {moving ? <MoveDialog restaurantId={restaurantId} reservation={moving} tables={tables} onClose={() => setMoving(null)} /> : null}
    </div>
  );
}
