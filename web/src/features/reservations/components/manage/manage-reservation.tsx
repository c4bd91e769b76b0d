import type { Reservation } from "@tavola/contracts";
import { useQuery } from "@tanstack/react-query";
import { CalendarDays, Clock, CreditCard, MapPin, Store, User, Users, UtensilsCrossed } from "lucide-react";
import { Link } from "wouter";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { parseReservationError } from "../../api/reservation-error";
import { type ReservationToken, reservationQueryOptions } from "../../api/reservations-api";
import { formatDayInZone, formatGuests, formatTables, formatTimeInZone } from "../../lib/reservation-rules";
import { RESERVATION_STATUS as STATUS } from "../../lib/reservation-status";
import { DetailRows } from "../shared/detail-rows";
import { ReferenceNotFound } from "../shared/reference-not-found";
import { ErrorState } from "@/components/domain/state-panels";
import { formatCents } from "@/lib/format";
import { loginHref } from "@/lib/safe-next";
import { CancelReservationButton } from "./cancel-reservation-button";

const HOLD_TEXT = { held: "held", charged: "charged (no-show)", released: "released" } as const;

const NotFound = ({ text }: { text: string }) => (
  <ReferenceNotFound title="We couldn't find that reservation" text={text} testId="reservation-not-found" />
);

function ManageSkeleton() {
  return (
    <div className="grid gap-4" aria-hidden="true" data-testid="skeleton-reservation">
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-64 w-full rounded-xl" />
    </div>
  );
}

/**
 * /reservations/:reference?token=…: the booking behind a confirmation link, and cancelling it while allowed. Without
 * a token (opened from My reservations) the server lets the signed-in guest who booked it in; signed out, it asks
 * them to sign in and come back.
 */
export function ManageReservation({ reference, token }: { reference: string; token: ReservationToken }) {
  const query = useQuery(reservationQueryOptions(reference, token));

  if (query.isError) {
    const error = parseReservationError(query.error);
    if (error.status === 401) return <SignInToOpen reference={reference} />;
    // 404 (no such reference, a token that doesn't open it, another guest's booking) and 400 (a mangled link) read
    // the same to the guest.
    if (error.status === 404 || error.status === 400 || error.status === 403) {
      return (
        <NotFound
          text={
            token === null
              ? "It may belong to another account. Open the link from your confirmation, or find it under My reservations."
              : "Check the link from your confirmation; it may be incomplete or for another reservation."
          }
        />
      );
    }
    return <ErrorState title="We couldn't load this reservation." message={error.message} onRetry={() => void query.refetch()} testId="error-load-reservation" />;
  }
  if (!query.data) return <ManageSkeleton />;
  return <ReservationDetails reservation={query.data} token={token} />;
}

/** Opened without the link's token while signed out: only the guest who booked it may see it. */
function SignInToOpen({ reference }: { reference: string }) {
  return (
    <Card role="region" aria-labelledby="sign-in-to-open-title" data-testid="panel-sign-in-to-open">
      <CardHeader>
        <h2 id="sign-in-to-open-title" className="text-lg font-semibold tracking-tight">
          Sign in to see this reservation
        </h2>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm text-muted-foreground">Sign in with the account that booked it, or open the link from your confirmation email.</p>
        <Button asChild className="justify-self-start">
          <Link href={loginHref(`/reservations/${reference}`, window.location.origin)}>Sign in</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function ReservationDetails({ reservation, token }: { reservation: Reservation; token: ReservationToken }) {
  const tz = reservation.restaurant.timezone;
  const status = STATUS[reservation.status] ?? { label: reservation.status, variant: "secondary" as const };
  return (
    <Card role="region" aria-labelledby="reservation-title" data-testid="panel-reservation">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="reservation-title" className="text-lg font-semibold tracking-tight">
            Reservation <span className="font-mono" data-testid="text-reservation-reference">{reservation.reference}</span>
          </h2>
          <p className="text-sm text-muted-foreground">Booked for {reservation.name}</p>
        </div>
        <Badge variant={status.variant} data-testid="badge-reservation-status">
          {status.label}
        </Badge>
      </CardHeader>
      <CardContent className="grid gap-4">
        <DetailRows
          rows={[
            { icon: Store, label: "Restaurant", value: reservation.restaurant.name, testId: "reservation-restaurant" },
            { icon: MapPin, label: "Address", value: `${reservation.restaurant.address}, ${reservation.restaurant.city}` },
            { icon: CalendarDays, label: "Date", value: formatDayInZone(reservation.startsAt, tz), testId: "reservation-date" },
            {
              icon: Clock,
              label: "Time",
              value: `${formatTimeInZone(reservation.startsAt, tz)} – ${formatTimeInZone(reservation.endsAt, tz)}`,
              testId: "reservation-time",
            },
            { icon: UtensilsCrossed, label: "Table", value: formatTables(reservation.tables), testId: "reservation-table" },
            { icon: Users, label: "Party size", value: formatGuests(reservation.partySize), testId: "reservation-party-size" },
            { icon: User, label: "Name", value: reservation.name, testId: "reservation-name" },
            ...(reservation.hold
              ? [{ icon: CreditCard, label: "Card hold", value: `${formatCents(reservation.hold.amountCents)} ${HOLD_TEXT[reservation.hold.status]} · •••• ${reservation.hold.last4}`, testId: "reservation-hold" }]
              : []),
          ]}
        />
        {reservation.hold?.status === "held" ? (
          <p className="text-sm text-muted-foreground" data-testid="text-hold-explainer">
            The hold is charged only if you do not come; it is released after your visit or if you cancel in time.
          </p>
        ) : null}
        {reservation.notes ? (
          <p className="rounded-md bg-muted px-3 py-2 text-sm">
            <span className="font-medium">Notes: </span>
            {reservation.notes}
          </p>
        ) : null}
      </CardContent>
      <CardFooter className="flex-col items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
        {reservation.status === "booked" && !reservation.canCancel ? (
          <p className="text-sm text-muted-foreground" data-testid="text-cancel-closed">
            Online cancellation closed at {formatTimeInZone(reservation.cancelUntil, tz)} on {formatDayInZone(reservation.cancelUntil, tz)}. Please contact the restaurant to change
            this booking.
          </p>
        ) : reservation.status === "booked" ? (
          <p className="text-sm text-muted-foreground">
            You can cancel online until {formatTimeInZone(reservation.cancelUntil, tz)} on {formatDayInZone(reservation.cancelUntil, tz)}.
          </p>
        ) : reservation.status === "cancelled" ? (
          <p className="text-sm text-muted-foreground" data-testid="text-cancelled">
            This reservation is cancelled. The table is free for other guests.
          </p>
        ) : (
          <span />
        )}
        <CancelReservationButton reservation={reservation} token={token} />
      </CardFooter>
    </Card>
  );
}
