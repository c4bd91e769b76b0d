import type { CreatedReservation } from "@tavola/contracts";
import { useMutation, useQuery } from "@tanstack/react-query";
import { CalendarDays, Contact, CreditCard, Hourglass, UtensilsCrossed } from "lucide-react";
import { useDeferredValue, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useSearchParams } from "wouter";
import { fieldError } from "@/lib/api-error";
import { tokenizeCard } from "@/lib/card";
import { restaurantsQueryOptions } from "@/lib/restaurant-queries";
import { parseReservationError, type ReservationAlternative, type ReservationError } from "../../api/reservation-error";
import { routeBookingError } from "../../lib/booking-errors";
import { availabilityQueryOptions, useCreateReservation } from "../../api/reservations-api";
import type { JoinedWaitlist } from "../../api/waitlist-api";
import { usePrefilledContact } from "../../hooks/use-guest-contact";
import { useHoldCard } from "../../hooks/use-hold-card";
import { useTableChoice } from "../../hooks/use-table-choice";
import { cancellationNotice, holdNotice } from "../../lib/hold-card";
import {
  buildReservationInput,
  type ContactValues,
  EMPTY_CONTACT,
  isContactField,
  selectionContext,
  validateReservation,
} from "../../lib/booking-form";
import {
  addDays,
  canConfirm,
  chooseRestaurant,
  dateProblem,
  formatTimeInZone,
  LARGE_PARTY_OPTION,
  type PartySizeOption,
  partySizeFromOption,
  restaurantToday,
  todayIsoDate,
} from "../../lib/reservation-rules";
import { ErrorState } from "@/components/domain/state-panels";
import { StepSection } from "@/components/domain/step-section";
import { formatCents } from "@/lib/format";
import { useMediaQuery } from "@/lib/use-media-query";
import { BookingSummary } from "./booking-summary";
import { ConfirmBar } from "./confirm-bar";
import { ContactFields } from "./contact-fields";
import { ReservationConfirmation } from "./reservation-confirmation";
import { AvailabilityBody, availabilityState } from "./availability-body";
import { TableOptions } from "./table-options";
import { WhenWhoFields, WhenWhoFieldsSkeleton } from "./when-who-fields";
import { HoldCardFields } from "../shared/hold-card-fields";
import { JoinWaitlist } from "../waitlist/join-waitlist";
import { WaitlistConfirmation } from "../waitlist/waitlist-confirmation";

/**
 * Spec "Reserve a Table" on real availability, booked by time: restaurant, date (no past days; today to start
 * with, Tonight and Tomorrow a tap away) and party size (2 to start with); the times free at any table, with
 * "Any table" chosen (the server seats the party) and a table or area a tap away; contact details once a time
 * is chosen, filled in for a signed-in guest; 'Confirm Reservation'; an in-page confirmation with the link to
 * view or cancel. A signed-in guest books tonight for two in two taps: a time, then confirm.
 */
/** Most tables are booked for two; the guest changes it in one tap when not. */
const DEFAULT_PARTY: PartySizeOption = "2";
/** Tailwind's lg breakpoint, where the summary moves beside the steps. */
const PHONE_LAYOUT = "(max-width: 1023.98px)";

export function ReserveTable() {
  const [params, setParams] = useSearchParams();
  const restaurants = useQuery(restaurantsQueryOptions);
  const restaurant = chooseRestaurant(params.get("restaurant"), restaurants.data ?? []);
  const restaurantId = restaurant?.id ?? null;

  // "Today" is the restaurant's (its time zone, learned from the first availability answer), not the browser's:
  // a guest abroad, or booking near midnight, gets Tonight and Tomorrow as the restaurant counts them.
  const [zones, setZones] = useState<Readonly<Record<string, string>>>({});
  const [daysAhead, setDaysAhead] = useState(0);
  const zone = restaurantId ? zones[restaurantId] : undefined;
  const minDate = restaurantToday(zone, daysAhead);
  /** The day the guest chose; until then, today at the restaurant (so it follows once the zone is known). */
  const [pickedDate, setDate] = useState<string | null>(null);
  const date = pickedDate ?? minDate;
  const [partyOption, setPartyOption] = useState<PartySizeOption | "">(DEFAULT_PARTY);
  /** The last failed booking, whose field messages show beside their controls. */
  const [submitError, setSubmitError] = useState<ReservationError | null>(null);
  /** What the summary says about it: a 409 with its alternatives, a 5xx, or a field message from far up the page. */
  const [banner, setBanner] = useState<ReservationError | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedReservation | null>(null);
  const submitting = useRef(false);
  /** The no-show hold's card, when the restaurant asks for one, and what the vault or the server said about it. */
  const holdCard = useHoldCard();
  const tokenize = useMutation({ mutationFn: tokenizeCard });
  /** The waitlist, for a day with nothing free: which day/party it was opened for, and the place once joined. */
  const [waitlistFor, setWaitlistFor] = useState<string | null>(null);
  const [joined, setJoined] = useState<JoinedWaitlist | null>(null);

  /** Below the two-column layout the summary comes last: 'Confirm Reservation' moves to a bar at the bottom of the screen. */
  // Prerendered as a phone (most first visits): a phone then hydrates without re-rendering the form or moving the
  // summary; a wide screen moves the button into the summary, which only grows at its end (nothing shifts).
  const phone = useMediaQuery(PHONE_LAYOUT, true);
  const form = useForm<ContactValues>({ defaultValues: EMPTY_CONTACT });
  const contact = useWatch({ control: form.control });
  const guest = usePrefilledContact(form);
  const create = useCreateReservation();

  const partySize = partySizeFromOption(partyOption);
  const dateError = date ? (dateProblem(date, minDate) ?? undefined) : undefined;
  const ready = restaurantId !== null && partySize !== null && !!date && !dateError;
  const availability = useQuery({
    ...availabilityQueryOptions({ restaurantId: restaurantId ?? "", date, partySize: partySize ?? 0 }),
    enabled: ready,
  });
  // The tables and their times render as a deferred (interruptible) update: React lays out the many time
  // buttons in slices of a few milliseconds instead of one long task when the answer arrives (issue 14's TBT).
  const shownAvailability = useDeferredValue(availability.data);
  const learnedZone = availability.data?.restaurantId === restaurantId ? availability.data?.timezone : undefined;
  if (restaurantId && learnedZone && zones[restaurantId] !== learnedZone) setZones({ ...zones, [restaurantId]: learnedZone });
  // Before the zone is known the browser's today is the guess; when the restaurant is already on the next day the
  // server calls that date past, and the default moves a day on (at most two: zones are at most 26 hours apart).
  const pastForRestaurant = !zone && pickedDate === null && availability.isError && parseReservationError(availability.error).fieldErrors.date !== undefined;
  if (pastForRestaurant && daysAhead < 2) setDaysAhead(daysAhead + 1);

  const context = selectionContext(restaurantId, date, partySize);
  const choice = useTableChoice(context, clearErrors);
  const chosen = choice.chosen;
  const timezone = availability.data?.timezone;
  const largeParty = partyOption === LARGE_PARTY_OPTION;

  const holdPerGuest = availability.data?.holdPerGuestCents ?? 0;
  const needsHold = holdPerGuest > 0;

  function clearErrors() {
    setSubmitError(null);
    setBanner(null);
    setFormError(null);
    holdCard.setCardError(null);
  }

  function pickAlternative(alternative: ReservationAlternative) {
    // An alternative on another day (in the restaurant's timezone) moves the date with it.
    const day = timezone ? todayIsoDate(new Date(alternative.startsAt), timezone) : date;
    const nextDate = dateProblem(day, minDate) ? date : day;
    setDate(nextDate);
    // An alternative names its table: it is booked as that table.
    choice.chooseTable({ context: selectionContext(restaurantId, nextDate, partySize), tableIds: alternative.tableIds, area: null, label: alternative.label, startsAt: alternative.startsAt });
  }

  const canSubmit = canConfirm({
    name: contact.name ?? "",
    email: contact.email ?? "",
    phone: contact.phone ?? "",
    date: ready ? date : "",
    partySize,
    tableIds: chosen?.tableIds ?? null,
    startsAt: chosen?.startsAt ?? null,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    if (submitting.current || !canSubmit || !restaurantId || partySize === null || !chosen?.startsAt) return;
    // Held from here: the checks below may wait for their schemas, and a second tap must not book twice.
    submitting.current = true;
    clearErrors();
    const input = buildReservationInput({ restaurantId, partySize, tableIds: chosen.tableIds, area: chosen.area, startsAt: chosen.startsAt, contact: values });
    const problems = await validateReservation(input);
    if (Object.keys(problems).length > 0) {
      submitting.current = false;
      showProblems(problems);
      return;
    }
    const cardInput = needsHold ? await holdCard.check() : null;
    if (cardInput === false) {
      submitting.current = false;
      return;
    }
    if (!cardInput) {
      book(input);
      return;
    }
    // The card goes to the vault only; the booking carries the token.
    tokenize.mutate(cardInput, {
      onSuccess: (token) => book({ ...input, holdPaymentToken: token.token }),
      onError: (error) => {
        submitting.current = false;
        const parsed = parseReservationError(error, "We couldn't check this card. Please try again.");
        if (!holdCard.showServerErrors(parsed)) holdCard.setCardError(parsed.message);
      },
    });
  });

  function book(input: ReturnType<typeof buildReservationInput>) {
    create.mutate(input, {
      onSuccess: (answer) => {
        setCreated(answer);
        choice.clear();
        holdCard.reset();
        form.reset(guest ?? EMPTY_CONTACT);
      },
      onError: (error) => {
        const routed = routeBookingError(error);
        if (routed.kind === "card") {
          holdCard.setCardError(routed.message);
          return;
        }
        setSubmitError(routed.error);
        showProblems(routed.contactProblems);
        if (routed.banner) setBanner(routed.banner);
        // The taken (or refused) time may be gone: show the tables as they are now.
        if (routed.refetchTimes) void availability.refetch();
      },
      onSettled: () => {
        submitting.current = false;
      },
    });
  }

  function showProblems(problems: Record<string, string>) {
    let focused = false;
    for (const [key, message] of Object.entries(problems)) {
      if (isContactField(key)) {
        form.setError(key, { type: "validate", message }, { shouldFocus: !focused });
        focused = true;
      } else setFormError(message);
    }
  }

  function bookAnother() {
    setCreated(null);
    clearErrors();
    create.reset();
  }

  if (joined) {
    return (
      <div className="grid gap-6" data-testid="waitlist-joined">
        <WaitlistConfirmation
          joined={joined}
          timezone={timezone}
          onDone={() => {
            setJoined(null);
            setWaitlistFor(null);
          }}
        />
      </div>
    );
  }

  if (created) {
    return (
      <div className="grid gap-6" data-testid="reservation-confirmed">
        <ReservationConfirmation created={created} onBookAnother={bookAnother} />
      </div>
    );
  }

  if (restaurants.isError) {
    return (
      <ErrorState
        title="We couldn't load the restaurants."
        message={parseReservationError(restaurants.error).message}
        onRetry={() => void restaurants.refetch()}
        testId="error-restaurants"
      />
    );
  }

  const tablesBody = (
    <AvailabilityBody
      state={availabilityState({ ready, restaurantsPending: restaurants.isPending, date, partySize, dateError, error: availability.isError ? availability.error : null, shown: shownAvailability })}
      onRetry={() => void availability.refetch()}
    >
      {(shown) => (
        <TableOptions
            availability={shown}
          seating={choice.seating}
          onSeatingChange={choice.changeSeating}
          area={choice.area}
          onAreaChange={choice.changeArea}
          selectedKey={choice.chosenKey}
          selectedTime={chosen?.startsAt ?? null}
          onSelectAnyTime={choice.selectAnyTime}
          onSelectTable={choice.selectTable}
          onSelectTime={choice.selectTime}
          tableError={fieldError(submitError, "tableIds")}
          timeError={fieldError(submitError, "startsAt")}
          onTryNextDay={() => setDate(addDays(date, 1))}
          onJoinWaitlist={() => setWaitlistFor(context)}
        />
      )}
    </AvailabilityBody>
  );

  const complete = chosen?.startsAt ? chosen : null;
  // The waitlist applies to the day and party it was opened for, and only while that day has nothing free.
  const waitlistOpen = waitlistFor === context && ready && availability.data?.options.length === 0 && restaurantId !== null && partySize !== null;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Reserve a table" className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]" data-testid="form-reservation">
      <div className="grid min-w-0 gap-6">
        <StepSection id="when" step={1} title="Date and party size" icon={CalendarDays}>
          {restaurants.data ? (
            <WhenWhoFields
              restaurants={restaurants.data}
              restaurantId={restaurantId}
              onRestaurantChange={(id) => setParams({ restaurant: id }, { replace: true })}
              restaurantError={fieldError(submitError, "restaurantId")}
              date={date}
              minDate={minDate}
              dateError={dateError}
              onDateChange={setDate}
              partyOption={partyOption}
              partyError={fieldError(submitError, "partySize")}
              onPartyChange={setPartyOption}
            />
          ) : (
            <WhenWhoFieldsSkeleton />
          )}
        </StepSection>

        <StepSection id="tables" step={2} title="Time and table" icon={UtensilsCrossed}>
          <div aria-busy={ready && availability.isFetching} aria-live="polite">{tablesBody}</div>
          {ready && needsHold && availability.data && availability.data.options.length > 0 ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="text-hold-policy">
              <CreditCard aria-hidden="true" className="size-4 shrink-0" />
              {restaurant?.name ?? "This restaurant"} holds a card for {formatCents(holdPerGuest)} per guest against no-shows.
            </p>
          ) : null}
        </StepSection>

        {complete ? (
          <StepSection id="contact" step={3} title="Contact details" icon={Contact}>
            <ContactFields form={form} largeParty={largeParty} />
            {availability.data ? (
              <p className="text-sm text-muted-foreground" data-testid="text-cancellation-window">
                {cancellationNotice(availability.data.cancellationWindowMinutes)}
              </p>
            ) : null}
          </StepSection>
        ) : null}
        {complete && needsHold ? (
          <StepSection id="card-hold" step={4} title="Card hold" icon={CreditCard}>
            <HoldCardFields
              notice={holdNotice(holdPerGuest, partySize)}
              values={holdCard.values}
              errors={holdCard.errors}
              cardError={holdCard.cardError}
              onChange={holdCard.change}
            />
          </StepSection>
        ) : null}
        {waitlistOpen && restaurantId && partySize !== null ? (
          <StepSection id="waitlist" step={3} title="Join the waitlist" icon={Hourglass}>
            <JoinWaitlist restaurantId={restaurantId} restaurantName={restaurant?.name ?? "the restaurant"} date={date} partySize={partySize} form={form} onJoined={setJoined} />
          </StepSection>
        ) : null}
        <p role="status" className="sr-only">
          {complete ? `${complete.label} at ${formatTimeInZone(complete.startsAt ?? "", timezone)} selected. Contact details follow.` : ""}
        </p>
      </div>

      <aside className="lg:sticky lg:top-20">
        <BookingSummary
          restaurantName={restaurant?.name ?? null}
          date={ready ? date : ""}
          startsAt={chosen?.startsAt ?? null}
          tableLabel={chosen?.label ?? null}
          partySize={partySize}
          largeParty={largeParty}
          timezone={timezone}
          canSubmit={canSubmit}
          pending={create.isPending || tokenize.isPending}
          error={banner}
          formError={formError}
          onPickAlternative={pickAlternative}
          showConfirm={!phone}
        />
      </aside>

      {phone ? (
        <ConfirmBar startsAt={complete?.startsAt ?? null} label={complete?.label ?? null} timezone={timezone} canSubmit={canSubmit} pending={create.isPending || tokenize.isPending} />
      ) : null}
    </form>
  );
}
