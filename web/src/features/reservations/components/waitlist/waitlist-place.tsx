import type { CreatedReservation, WaitlistEntry } from "@tavola/contracts";
import { useQuery } from "@tanstack/react-query";
import { CalendarCheck, CalendarDays, Clock, Hourglass, Store, Users, UtensilsCrossed, XCircle } from "lucide-react";
import { useRef, useState } from "react";
import { useLocation } from "wouter";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ConfirmDialog } from "@/components/domain/confirm-dialog";
import { ErrorState, InlineAlert } from "@/components/domain/state-panels";
import { fieldError } from "@/lib/api-error";
import { parseReservationError } from "../../api/reservation-error";
import { availabilityQueryOptions } from "../../api/reservations-api";
import { useAcceptOffer, useCancelWaitlist, waitlistQueryOptions } from "../../api/waitlist-api";
import { useHoldCard } from "../../hooks/use-hold-card";
import { holdNotice } from "../../lib/hold-card";
import { ReferenceNotFound } from "../shared/reference-not-found";
import { formatDayInZone, formatGuests, formatTimeInZone } from "../../lib/reservation-rules";
import { formatWindow, WAITLIST_STATUS_TEXT } from "../../lib/waitlist-view";
import { ReservationConfirmation } from "../booking/reservation-confirmation";
import { DetailRows } from "../shared/detail-rows";
import { HoldCardFields } from "../shared/hold-card-fields";

const STATUS_VARIANT: Record<WaitlistEntry["status"], BadgeVariant> = {
  waiting: "secondary",
  offered: "default",
  booked: "outline",
  expired: "outline",
  cancelled: "destructive",
};

const NotFound = ({ text }: { text: string }) => (
  <ReferenceNotFound title="We couldn't find that waitlist place" text={text} testId="waitlist-not-found" />
);

/** /waitlist/:reference?token=…: the guest's place, its status, and — when a table frees up — the offer to book it. */
export function WaitlistPlace({ reference, token }: { reference: string; token: string | null }) {
  const query = useQuery({ ...waitlistQueryOptions(reference, token ?? ""), enabled: !!token });
  const [booked, setBooked] = useState<CreatedReservation | null>(null);
  const [, navigate] = useLocation();

  if (!token) return <NotFound text="This link is missing its access code. Open the link from your confirmation again." />;
  if (booked) return <ReservationConfirmation created={booked} onBookAnother={() => navigate("/tables")} />;
  if (query.isError) {
    const error = parseReservationError(query.error);
    if (error.status === 404 || error.status === 400 || error.status === 403) {
      return <NotFound text="Check the link from your confirmation; it may be incomplete or for another place." />;
    }
    return <ErrorState title="We couldn't load your waitlist place." message={error.message} onRetry={() => void query.refetch()} testId="error-load-waitlist" />;
  }
  if (!query.data) {
    return (
      <div className="grid gap-4" aria-hidden="true" data-testid="skeleton-waitlist">
        <Skeleton className="h-64 w-full rounded-xl" />
      </div>
    );
  }
  return <PlaceDetails entry={query.data} token={token} onBooked={setBooked} />;
}

/** The entry carries no timezone or hold policy; the restaurant's availability for that day has both. */
function useRestaurantPolicy(entry: WaitlistEntry) {
  const policy = useQuery({
    ...availabilityQueryOptions({ restaurantId: entry.restaurant.id, date: entry.windowStart.slice(0, 10), partySize: entry.partySize }),
    enabled: entry.status === "waiting" || entry.status === "offered",
    retry: false,
  });
  return { timezone: policy.data?.timezone, holdPerGuestCents: policy.data?.holdPerGuestCents ?? 0 };
}

function PlaceDetails({ entry, token, onBooked }: { entry: WaitlistEntry; token: string; onBooked: (created: CreatedReservation) => void }) {
  const { timezone, holdPerGuestCents } = useRestaurantPolicy(entry);
  const accept = useAcceptOffer(entry.reference, token);
  const cancel = useCancelWaitlist(entry.reference, token);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Shown when the restaurant's policy says so, or when the server asks for a card after all.
  const [cardAsked, setCardAsked] = useState(false);
  const holdCard = useHoldCard();
  const needsCard = holdPerGuestCents > 0 || cardAsked;
  const offer = entry.status === "offered" ? entry.offer : null;
  const open = entry.status === "waiting" || entry.status === "offered";

  const checking = useRef(false);

  async function book() {
    if (checking.current || accept.isPending) return;
    setError(null);
    holdCard.setCardError(null);
    // One booking per tap: the card check may wait for its schema, and the button is disabled only once sent.
    checking.current = true;
    const cardInput = await (needsCard ? holdCard.check() : Promise.resolve(null)).finally(() => {
      checking.current = false;
    });
    if (cardInput === false) return;
    accept.mutate(
      { card: cardInput },
      {
        onSuccess: onBooked,
        onError: (e) => {
          const parsed = parseReservationError(e, "We couldn't book this table. Please try again.");
          const holdProblem = fieldError(parsed, "holdPaymentToken");
          if (holdCard.showServerErrors(parsed)) return;
          if (holdProblem || parsed.status === 402) {
            setCardAsked(true);
            holdCard.setCardError(holdProblem ?? parsed.message);
          } else setError(parsed.message);
        },
      },
    );
  }

  function doCancel() {
    setError(null);
    cancel.mutate(undefined, {
      onSuccess: () => setConfirmCancel(false),
      onError: (e) => {
        setConfirmCancel(false);
        setError(parseReservationError(e, "We couldn't cancel your place. Please try again.").message);
      },
    });
  }

  return (
    <Card role="region" aria-labelledby="waitlist-title" data-testid="panel-waitlist">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="waitlist-title" className="text-lg font-semibold tracking-tight">
            Waitlist place <span className="font-mono" data-testid="text-waitlist-reference">{entry.reference}</span>
          </h2>
          <p className="text-sm text-muted-foreground">For {entry.name}</p>
        </div>
        <Badge variant={STATUS_VARIANT[entry.status]} data-testid="badge-waitlist-status">
          {WAITLIST_STATUS_TEXT[entry.status]}
        </Badge>
      </CardHeader>
      <CardContent className="grid gap-5">
        <DetailRows
          rows={[
            { icon: Store, label: "Restaurant", value: entry.restaurant.name },
            { icon: CalendarDays, label: "Date", value: formatDayInZone(entry.windowStart, timezone), testId: "waitlist-date" },
            { icon: Clock, label: "Start between", value: formatWindow(entry, timezone), testId: "waitlist-window" },
            { icon: Users, label: "Party size", value: formatGuests(entry.partySize) },
          ]}
        />
        {entry.status === "waiting" ? (
          <p className="flex items-start gap-2 rounded-md bg-muted px-3 py-2 text-sm" data-testid="text-waiting">
            <Hourglass aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            Nothing has freed up yet. If a table does within your range, it will be offered here — this page checks by itself.
          </p>
        ) : null}
        {offer ? (
          <div className="grid gap-4 rounded-lg border border-primary p-4" role="group" aria-labelledby="offer-title" data-testid="panel-offer">
            <h3 id="offer-title" className="flex items-center gap-2 font-semibold">
              <CalendarCheck aria-hidden="true" className="size-5 text-primary" />A table is free for you
            </h3>
            <DetailRows
              rows={[
                { icon: UtensilsCrossed, label: "Table", value: offer.label, testId: "offer-table" },
                { icon: Clock, label: "Time", value: `${formatTimeInZone(offer.startsAt, timezone)}, ${formatDayInZone(offer.startsAt, timezone)}`, testId: "offer-time" },
                { icon: Hourglass, label: "Held for you until", value: formatTimeInZone(offer.expiresAt, timezone), testId: "offer-expires" },
              ]}
            />
            {needsCard ? (
              <HoldCardFields
                idPrefix="offer"
                notice={holdPerGuestCents > 0 ? holdNotice(holdPerGuestCents, entry.partySize) : "A card hold is required to book this table. It is charged only if you do not come; released otherwise."}
                values={holdCard.values}
                errors={holdCard.errors}
                cardError={holdCard.cardError}
                onChange={holdCard.change}
              />
            ) : null}
            <Button onClick={() => void book()} disabled={accept.isPending} className="justify-self-start" data-testid="button-book-offer">
              {accept.isPending ? "Booking..." : "Book this table"}
            </Button>
          </div>
        ) : null}
        {entry.status === "booked" && entry.reservationReference ? (
          <p className="text-sm" data-testid="text-waitlist-booked">
            Booked as <span className="font-mono font-medium">{entry.reservationReference}</span>. The booking's own link, sent when you booked, lets you view or cancel it.
          </p>
        ) : null}
        {entry.status === "expired" ? <p className="text-sm text-muted-foreground">Your time range has passed without a table freeing up. We're sorry — try another day.</p> : null}
        {entry.status === "cancelled" ? (
          <p className="text-sm text-muted-foreground" data-testid="text-waitlist-cancelled">
            You left the waitlist.
          </p>
        ) : null}
        <InlineAlert message={error} testId="error-waitlist-action" />
      </CardContent>
      {open ? (
        <CardFooter className="justify-end">
          <Button variant="outline" onClick={() => setConfirmCancel(true)} data-testid="button-leave-waitlist">
            <XCircle aria-hidden="true" />
            Leave the waitlist
          </Button>
        </CardFooter>
      ) : null}
      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title={`Leave the waitlist?`}
        description={`${entry.reference} will be cancelled${offer ? " and the offered table released to other guests" : ""}. This can't be undone.`}
        confirmLabel={cancel.isPending ? "Leaving..." : "Leave the waitlist"}
        cancelLabel="Stay on the waitlist"
        destructive
        pending={cancel.isPending}
        onConfirm={doCancel}
      />
    </Card>
  );
}
