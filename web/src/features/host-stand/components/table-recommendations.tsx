import { PARTY_SIZE_MAX, type Restaurant, TABLE_LOCATIONS, type TableRecommendations as Recommendations } from "@tavola/contracts";
import { useQuery } from "@tanstack/react-query";
import { CheckCircle2, SearchX, Sparkles, UserPlus } from "lucide-react";
import { TableFacts } from "@/components/domain/table-facts";
import { useEffect, useState } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { EmptyState, ErrorState, InlineAlert } from "@/components/domain/state-panels";
import { type RecommendationParams, recommendationsQueryOptions } from "../api/host-stand-api";
import { fieldError, parseApiError } from "@/lib/api-error";
import { formatGuests, formatLocalTime } from "../lib/host-actions";
import { StaffGate } from "./staff-gate";

/** /table-recommendations: the best table for a party at a time, with why, behind the restaurant-team gate. */
export function TableRecommendations({ isExecutive }: { isExecutive: boolean }) {
  return (
    <StaffGate isExecutive={isExecutive} returnTo="/table-recommendations">
      {(workspace, picker) => <RecommendationScreen key={workspace.restaurant.id} restaurant={workspace.restaurant} picker={picker} />}
    </StaffGate>
  );
}

type FormValues = { date: string; time: string; partySize: string; section: string };
type FormErrors = Partial<Record<keyof FormValues, string>>;

/**
 * The first question asks for a couple at the next open slot within the restaurant's opening hours, in its
 * timezone (the server knows both; the browser's clock proposed 4:30 AM): the date and time fill in with the answer.
 */
const NEXT_SLOT: RecommendationParams = { date: "", time: "", partySize: 2, section: "" };
const INITIAL_VALUES: FormValues = { date: "", time: "", partySize: "2", section: "" };

/** The form's own checks before asking; the server's answers (400 with field messages) show the same way. */
export function checkRecommendationForm(v: FormValues): { params: RecommendationParams } | { errors: FormErrors } {
  const errors: FormErrors = {};
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v.date)) errors.date = "Choose a date";
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(v.time)) errors.time = "Choose a time";
  const party = Number(v.partySize);
  if (!Number.isInteger(party) || party < 1) errors.partySize = "Choose a party size";
  else if (party > PARTY_SIZE_MAX) errors.partySize = `For parties over ${PARTY_SIZE_MAX}, please contact the restaurant`;
  if (Object.keys(errors).length > 0) return { errors };
  return { params: { date: v.date, time: v.time, partySize: party, section: v.section } };
}

function RecommendationScreen({ restaurant, picker }: { restaurant: Restaurant; picker: React.ReactNode }) {
  const [values, setValues] = useState<FormValues>(INITIAL_VALUES);
  const [errors, setErrors] = useState<FormErrors>({});
  const [asked, setAsked] = useState<RecommendationParams>(NEXT_SLOT);
  const answer = useQuery(recommendationsQueryOptions(restaurant.id, asked));
  const serverError = answer.isError ? parseApiError(answer.error) : null;
  const nextSlot = asked === NEXT_SLOT ? answer.data : undefined;

  // The next open slot's date and time go into the form, unless the host has typed their own meanwhile.
  useEffect(() => {
    if (!nextSlot) return;
    setValues((v) => (v.date || v.time ? v : { ...v, date: nextSlot.date, time: nextSlot.time }));
  }, [nextSlot]);

  function set(key: keyof FormValues, value: string) {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  }

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const checked = checkRecommendationForm(values);
    if ("errors" in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    if (JSON.stringify(asked) === JSON.stringify(checked.params)) void answer.refetch();
    else setAsked(checked.params);
  }

  const fieldErr = (k: keyof FormValues) => errors[k] ?? fieldError(serverError, k);

  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6" data-testid="page-table-recommendations">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-medium uppercase tracking-wide text-primary">Host stand · {restaurant.name}</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight">Table Recommendations</h1>
          <p className="mt-1 text-muted-foreground">The best table for a party at a time — fit, the section they asked for, and spreading the load across servers.</p>
        </div>
        {picker}
      </header>

      <Card>
        <CardContent className="pt-6">
          <form onSubmit={submit} noValidate aria-label="Find a table" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-start">
            <FormField label="Date" required error={fieldErr("date")} id="rec-date">
              <Input type="date" value={values.date} onChange={(e) => set("date", e.target.value)} />
            </FormField>
            <FormField label="Time" required error={fieldErr("time")} id="rec-time">
              <Input type="time" step={900} value={values.time} onChange={(e) => set("time", e.target.value)} />
            </FormField>
            <FormField label="Party size" required error={fieldErr("partySize")} id="rec-party">
              <Input type="number" inputMode="numeric" min={1} max={PARTY_SIZE_MAX} value={values.partySize} onChange={(e) => set("partySize", e.target.value)} />
            </FormField>
            <FormField label="Section (optional)" error={fieldErr("section")} id="rec-section">
              <Select value={values.section} onChange={(e) => set("section", e.target.value)}>
                <option value="">Any section</option>
                {TABLE_LOCATIONS.map((l) => (
                  <option key={l} value={l}>
                    {l}
                  </option>
                ))}
              </Select>
            </FormField>
            <Button type="submit" className="h-11 lg:mt-7" disabled={answer.isFetching} data-testid="button-recommend">
              <Sparkles aria-hidden="true" />
              {answer.isFetching ? "Finding..." : "Recommend"}
            </Button>
          </form>
        </CardContent>
      </Card>

      <div aria-live="polite" aria-busy={answer.isFetching}>
        {serverError ? (
          serverError.status === 400 ? (
            <InlineAlert message={Object.keys(serverError.fieldErrors).length > 0 ? "Check the highlighted fields." : serverError.message} testId="error-recommendations" />
          ) : (
            <ErrorState title="We couldn't get a recommendation." message={serverError.message} onRetry={() => void answer.refetch()} testId="error-recommendations" />
          )
        ) : !answer.data ? (
          <Skeleton className="h-48 w-full rounded-xl" data-testid="skeleton-recommendations" />
        ) : (
          <RecommendationResult answer={answer.data} />
        )}
      </div>
    </div>
  );
}

type Recommendation = NonNullable<Recommendations["best"]>;

function RecommendedTableFacts({ r }: { r: Recommendation }) {
  return (
    <TableFacts capacity={r.capacity} location={r.location} className="gap-x-4">
      <span>Server: {r.serverName}</span>
    </TableFacts>
  );
}

function Reasons({ reasons, testId }: { reasons: readonly string[]; testId?: string }) {
  return (
    <ul className="grid gap-1 text-sm" data-testid={testId}>
      {reasons.map((reason) => (
        <li key={reason} className="flex items-start gap-2">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          {reason}
        </li>
      ))}
    </ul>
  );
}

/** Seating a walk-in makes sense only for a party arriving now: the host stand opens its form filled in. */
const walkInHref = (r: Recommendation, partySize: number) =>
  `/table-reservations?${new URLSearchParams({ walkInParty: String(partySize), ...(r.tableIds.length === 1 ? { walkInTable: r.tableIds[0]! } : {}) })}`;

function RecommendationResult({ answer }: { answer: Recommendations }) {
  const { best, others } = answer;
  if (!best) {
    return (
      <EmptyState
        icon={SearchX}
        title="No table fits"
        text={answer.reason ?? `Nothing is free for ${formatGuests(answer.partySize)} then.`}
        action={
          <Button asChild variant="outline" className="h-11">
            <Link href="/table-reservations">Open host stand</Link>
          </Button>
        }
        testId="empty-recommendations"
      />
    );
  }
  const startsSoon = Math.abs(Date.parse(answer.startsAt) - Date.now()) <= 30 * 60_000;
  return (
    <div className="grid gap-6">
      <Card role="region" aria-labelledby="best-table-title" className="border-primary" data-testid="panel-best-table">
        <CardHeader className="gap-2">
          <p className="text-sm font-medium uppercase tracking-wide text-primary">Best table for {formatGuests(answer.partySize)} at {formatLocalTime(answer.time)}</p>
          <h2 id="best-table-title" className="text-2xl font-bold tracking-tight" data-testid="text-best-table">
            {best.label}
          </h2>
          <RecommendedTableFacts r={best} />
        </CardHeader>
        <CardContent className="grid gap-4">
          <Reasons reasons={best.reasons} testId="best-reasons" />
          <div className="flex flex-wrap gap-2">
            {startsSoon ? (
              <Button asChild className="h-11">
                <Link href={walkInHref(best, answer.partySize)} data-testid="link-seat-walk-in">
                  <UserPlus aria-hidden="true" />
                  Seat walk-in here
                </Link>
              </Button>
            ) : null}
            <Button asChild variant="outline" className="h-11">
              <Link href="/table-reservations">Open host stand</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
      {others.length > 0 ? (
        <section aria-labelledby="other-tables-title" className="grid gap-3">
          <h2 id="other-tables-title" className="text-lg font-semibold tracking-tight">
            Alternatives
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2" data-testid="list-other-tables">
            {others.map((o) => (
              <li key={o.tableIds.join("+")} className="grid gap-2 rounded-lg border p-4">
                <span className="font-semibold">{o.label}</span>
                <RecommendedTableFacts r={o} />
                <Reasons reasons={o.reasons} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
