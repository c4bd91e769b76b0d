import type { CreatedReservation } from "@tavola/contracts";
import { CalendarDays, Clock, Mail, Store, User, Users, UtensilsCrossed } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter } from "@/components/ui/card";
import { formatDayInZone, formatGuests, formatTables, formatTimeInZone } from "../../lib/reservation-rules";
import { ConfirmationHeader } from "../shared/confirmation-header";
import { DetailRows } from "../shared/detail-rows";

/** The in-page confirmation: the reference, what was booked, and the link to view or cancel it. */
export function ReservationConfirmation({ created, onBookAnother }: { created: CreatedReservation; onBookAnother: () => void }) {
  const { reservation, manageUrl } = created;
  const tz = reservation.restaurant.timezone;
  const sameOrigin = manageUrl.startsWith("/");

  return (
    <Card className="mx-auto w-full max-w-2xl" role="region" aria-labelledby="reservation-confirmed-title" data-testid="panel-reservation-confirmed">
      <ConfirmationHeader titleId="reservation-confirmed-title" title="Reservation confirmed">
        Your reference is{" "}
        <strong className="font-mono text-foreground" data-testid="text-reservation-reference">
          {reservation.reference}
        </strong>
        . Keep it handy — the restaurant will ask for it.
      </ConfirmationHeader>
      <CardContent>
        <DetailRows
          rows={[
            { icon: Store, label: "Restaurant", value: reservation.restaurant.name },
            { icon: CalendarDays, label: "Date", value: formatDayInZone(reservation.startsAt, tz), testId: "confirmed-date" },
            { icon: Clock, label: "Time", value: formatTimeInZone(reservation.startsAt, tz), testId: "confirmed-time" },
            { icon: UtensilsCrossed, label: "Table", value: formatTables(reservation.tables), testId: "confirmed-table" },
            { icon: Users, label: "Party size", value: formatGuests(reservation.partySize), testId: "confirmed-party-size" },
            { icon: User, label: "Name", value: reservation.name },
            { icon: Mail, label: "Email", value: reservation.email },
          ]}
        />
      </CardContent>
      <CardFooter className="flex-col gap-3 sm:flex-row sm:justify-center">
        <Button asChild className="w-full sm:w-auto">
          {sameOrigin ? (
            <Link href={manageUrl} data-testid="link-manage-reservation">
              View or cancel your reservation
            </Link>
          ) : (
            <a href={manageUrl} data-testid="link-manage-reservation">
              View or cancel your reservation
            </a>
          )}
        </Button>
        <Button variant="outline" className="w-full sm:w-auto" onClick={onBookAnother} data-testid="button-book-another">
          Book another table
        </Button>
      </CardFooter>
    </Card>
  );
}
