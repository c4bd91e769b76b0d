import { CalendarDays, CalendarCheck, Clock, Store, Users, UtensilsCrossed } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import type { ReservationAlternative, ReservationError } from "../../api/reservation-error";
import { formatGuests, formatIsoDate, formatTimeInZone } from "../../lib/reservation-rules";
import { DetailRows } from "../shared/detail-rows";
import { InlineAlert } from "@/components/domain/state-panels";

type BookingSummaryProps = {
  restaurantName: string | null;
  date: string;
  startsAt: string | null;
  tableLabel: string | null;
  partySize: number | null;
  largeParty: boolean;
  timezone: string | undefined;
  canSubmit: boolean;
  pending: boolean;
  error: ReservationError | null;
  formError: string | null;
  onPickAlternative: (alternative: ReservationAlternative) => void;
  /** False on phones, where 'Confirm Reservation' sits in a bar at the bottom of the screen instead. */
  showConfirm?: boolean;
};

const notChosen = <span className="font-normal text-muted-foreground">Not chosen</span>;

/** The booking so far (date, time, table, party size) and 'Confirm Reservation', beside the steps (below them on phones). */
export function BookingSummary(props: BookingSummaryProps) {
  const { error, timezone } = props;
  const alternatives = error?.alternatives ?? [];
  return (
    <Card role="region" aria-labelledby="reservation-summary-title" data-testid="panel-reservation-summary">
      <CardHeader className="pb-4">
        <h2 id="reservation-summary-title" className="flex items-center gap-2 text-lg font-semibold tracking-tight">
          <CalendarCheck aria-hidden="true" className="size-5 text-primary" />
          Your reservation
        </h2>
      </CardHeader>
      <CardContent className="grid gap-4">
        <DetailRows
          rows={[
            { icon: Store, label: "Restaurant", value: props.restaurantName ?? notChosen, testId: "summary-restaurant" },
            { icon: CalendarDays, label: "Date", value: props.date ? formatIsoDate(props.date) : notChosen, testId: "summary-date" },
            { icon: Clock, label: "Time", value: props.startsAt ? formatTimeInZone(props.startsAt, timezone) : notChosen, testId: "summary-time" },
            { icon: UtensilsCrossed, label: "Table", value: props.tableLabel ?? notChosen, testId: "summary-table" },
            {
              icon: Users,
              label: "Party size",
              value: props.partySize ? (props.largeParty ? "8+ guests" : formatGuests(props.partySize)) : notChosen,
              testId: "summary-party-size",
            },
          ]}
        />
        <InlineAlert message={error?.message ?? props.formError} testId="error-reservation">
          {alternatives.length > 0 ? (
            <div className="grid gap-2 text-foreground">
              <p className="font-medium">Free nearby:</p>
              <div className="flex flex-wrap gap-2">
                {alternatives.map((a) => (
                  <Button key={`${a.tableIds.join("+")}@${a.startsAt}`} variant="outline" size="sm" onClick={() => props.onPickAlternative(a)} data-testid="button-alternative">
                    {a.label} · {formatTimeInZone(a.startsAt, timezone)}
                  </Button>
                ))}
              </div>
            </div>
          ) : null}
        </InlineAlert>
        {props.showConfirm !== false ? (
          <Button type="submit" size="lg" className="w-full" disabled={!props.canSubmit || props.pending} data-testid="button-confirm-reservation">
            {props.pending ? "Confirming..." : "Confirm Reservation"}
          </Button>
        ) : null}
        {!props.canSubmit ? (
          <p className="text-center text-xs text-muted-foreground" data-testid="text-confirm-hint">
            Choose a date, party size and time (any table, or one you pick), then add your name, email and phone.
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
