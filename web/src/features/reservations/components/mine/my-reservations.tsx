import type { Reservation } from "@tavola/contracts";
import { useQuery } from "@tanstack/react-query";
import { CalendarDays, ChevronRight } from "lucide-react";
import { useId } from "react";
import { Link } from "wouter";
import { EmptyState, ErrorState } from "@/components/domain/state-panels";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { getErrorMessage } from "@/lib/api-client";
import { myReservationsQueryOptions } from "../../api/reservations-api";
import { splitReservations } from "../../lib/my-reservations";
import { formatDayInZone, formatGuests, formatTables, formatTimeInZone } from "../../lib/reservation-rules";
import { RESERVATION_STATUS } from "../../lib/reservation-status";

function ReservationItem({ reservation: r }: { reservation: Reservation }) {
  const status = RESERVATION_STATUS[r.status];
  const zone = r.restaurant.timezone;
  return (
    <li
      className="relative grid gap-1 rounded-xl border bg-card p-4 shadow-sm transition-colors focus-within:ring-2 focus-within:ring-ring hover:bg-accent/40"
      data-testid={`my-reservation-${r.reference}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="font-semibold">
          {/* The whole card opens the booking (its ::after covers it); signed in as its guest, no link token is needed. */}
          <Link
            href={`/reservations/${encodeURIComponent(r.reference)}`}
            className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none"
            aria-label={`${r.restaurant.name}, ${formatDayInZone(r.startsAt, zone)} at ${formatTimeInZone(r.startsAt, zone)}: view or cancel`}
            data-testid={`link-my-reservation-${r.reference}`}
          >
            {r.restaurant.name}
          </Link>
        </p>
        <Badge variant={status.variant}>{status.label}</Badge>
      </div>
      <p className="text-sm">
        {formatDayInZone(r.startsAt, zone)} · {formatTimeInZone(r.startsAt, zone)}
      </p>
      <p className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
        <span>
          {formatGuests(r.partySize)} · {formatTables(r.tables)} · Ref. {r.reference}
        </span>
        <ChevronRight aria-hidden="true" className="size-4 shrink-0" />
      </p>
    </li>
  );
}

function Section({ title, reservations, testId }: { title: string; reservations: readonly Reservation[]; testId: string }) {
  const headingId = useId();
  if (reservations.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="grid gap-3" data-testid={testId}>
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      <ul className="grid gap-3">
        {reservations.map((r) => (
          <ReservationItem key={r.id} reservation={r} />
        ))}
      </ul>
    </section>
  );
}

/** The signed-in guest's bookings (GET /api/reservations): upcoming first, then past and cancelled. */
export function MyReservations({ now }: { now?: Date }) {
  const query = useQuery(myReservationsQueryOptions);
  if (query.isPending) {
    return (
      <div className="grid gap-3" aria-busy="true" aria-label="Loading your reservations">
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
    );
  }
  if (query.isError) {
    return <ErrorState title="We couldn't load your reservations" message={getErrorMessage(query.error)} onRetry={() => void query.refetch()} testId="my-reservations-error" />;
  }
  if (query.data.length === 0) {
    return (
      <EmptyState
        icon={CalendarDays}
        title="No reservations yet"
        text="Book a table and it will be listed here."
        action={
          <Button asChild>
            <Link href="/tables">Book a table</Link>
          </Button>
        }
        testId="my-reservations-empty"
      />
    );
  }
  const { upcoming, past } = splitReservations(query.data, now);
  return (
    <div className="grid gap-8">
      <Section title="Upcoming" reservations={upcoming} testId="my-reservations-upcoming" />
      <Section title="Past and cancelled" reservations={past} testId="my-reservations-past" />
    </div>
  );
}
