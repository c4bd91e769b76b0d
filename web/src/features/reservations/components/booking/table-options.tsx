import { type Availability, TABLE_LOCATIONS, type TableOption } from "@tavola/contracts";
import { CalendarX2, Hourglass } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import { formatGuests, formatTimeInZone, tableKey } from "../../lib/reservation-rules";
import { EmptyState, ErrorState, InlineAlert } from "@/components/domain/state-panels";
import { TableFacts } from "@/components/domain/table-facts";

export function TableOptionsSkeleton() {
  return (
    <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" data-testid="skeleton-tables">
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <Skeleton key={i} className="h-20 w-full rounded-lg" />
      ))}
    </div>
  );
}

/** "Any table" (the server seats the party at the best-fitting free table) or a table the guest picks. */
export type Seating = "any" | "table";

type TableOptionsProps = {
  availability: Availability;
  seating: Seating;
  onSeatingChange: (seating: Seating) => void;
  /** The seating area asked for ("" for all areas): it narrows the tables and, with "Any table", the times. */
  area: string;
  onAreaChange: (area: string) => void;
  selectedKey: string | null;
  selectedTime: string | null;
  onSelectAnyTime: (startsAt: string) => void;
  onSelectTable: (option: TableOption) => void;
  onSelectTime: (option: TableOption, startsAt: string) => void;
  tableError?: string;
  timeError?: string;
  onTryNextDay: () => void;
  /** Offered when nothing fits: a place on the waitlist for this day. */
  onJoinWaitlist?: () => void;
};

/** Locations in the spec's order (Window, Main Floor, Patio, Private Room), then any others the restaurant uses. */
function locationsOf(options: readonly TableOption[]): string[] {
  const present = new Set(options.map((o) => o.location));
  return [...TABLE_LOCATIONS.filter((l) => present.has(l)), ...[...present].filter((l) => !(TABLE_LOCATIONS as readonly string[]).includes(l))];
}

/** The start times any of these options can take, once each, in order. */
const timesOf = (options: readonly TableOption[]) => [...new Set(options.flatMap((o) => o.times))].sort((a, b) => Date.parse(a) - Date.parse(b));

const SEATINGS: ReadonlyArray<{ value: Seating; label: string }> = [
  { value: "any", label: "Any table" },
  { value: "table", label: "Choose a table" },
];

/**
 * Step 2, by time (as OpenTable and Resy): every time free at some table for this party, with "Any table" —
 * the server seats the party at the best-fitting table when it books — chosen by default. A seating area
 * narrows the times; "Choose a table" shows the free tables as radio cards and the chosen one's times.
 */
export function TableOptions(props: TableOptionsProps) {
  const { availability, seating, area, selectedKey, selectedTime, tableError, timeError } = props;
  const areaId = useId();
  const { options, timezone } = availability;

  if (options.length === 0) {
    return (
      <EmptyState
        icon={CalendarX2}
        title="No tables available"
        text={availability.reason ?? "Every table is taken for this party on this day."}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            {props.onJoinWaitlist ? (
              <Button size="sm" onClick={props.onJoinWaitlist} data-testid="button-join-waitlist">
                <Hourglass aria-hidden="true" />
                Join the waitlist
              </Button>
            ) : null}
            <Button variant="outline" size="sm" onClick={props.onTryNextDay} data-testid="button-next-day">
              Try the next day
            </Button>
          </div>
        }
        testId="empty-tables"
      />
    );
  }

  const locations = locationsOf(options);
  const inArea = area && locations.includes(area) ? options.filter((o) => o.location === area) : options;
  const selected = options.find((o) => tableKey(o.tableIds) === selectedKey) ?? null;
  const guests = formatGuests(availability.partySize);

  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-end gap-x-6 gap-y-4">
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">Seating</legend>
          <div className="inline-flex w-fit rounded-lg border bg-muted/40 p-1" data-testid="group-seating">
            {SEATINGS.map((s) => (
              <label
                key={s.value}
                className="relative flex min-h-11 cursor-pointer items-center rounded-md px-4 text-sm font-medium text-muted-foreground transition-colors has-[:checked]:bg-background has-[:checked]:text-foreground has-[:checked]:shadow-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
                data-testid={`option-seating-${s.value}`}
              >
                <input type="radio" name="reservation-seating" value={s.value} checked={seating === s.value} onChange={() => props.onSeatingChange(s.value)} className="absolute inset-0 size-full cursor-pointer appearance-none rounded-md opacity-0" />
                {s.label}
              </label>
            ))}
          </div>
        </fieldset>
        {locations.length > 1 ? (
          <div className="grid gap-2 sm:w-56">
            <Label htmlFor={areaId}>Seating area</Label>
            <Select id={areaId} value={area} onChange={(e) => props.onAreaChange(e.target.value)} data-testid="select-location">
              <option value="">All areas</option>
              {locations.map((l) => (
                <option key={l} value={l}>
                  {l}
                </option>
              ))}
            </Select>
          </div>
        ) : null}
      </div>

      {seating === "any" ? (
        <div role="group" aria-labelledby="times-title" className="grid gap-3" data-testid="group-times">
          <h3 id="times-title" className="text-sm font-medium">
            Available times <span className="font-normal text-muted-foreground">({guests})</span>
          </h3>
          <TimeButtons times={area ? timesOf(inArea) : availability.times} selected={selectedTime} timezone={timezone} onSelect={props.onSelectAnyTime} />
          <p className="text-sm text-muted-foreground" data-testid="text-any-table">
            We seat you at the best free table for {guests}
            {area ? ` in ${area}` : ""} when you confirm.
          </p>
          <FieldMessage message={timeError ?? tableError} />
        </div>
      ) : (
        <>
          <fieldset className="grid gap-2" aria-describedby={tableError ? "table-error" : undefined}>
            <legend className="mb-2 text-sm font-medium">Table</legend>
            <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
              {inArea.map((option) => {
                const key = tableKey(option.tableIds);
                return (
                  <label
                    key={key}
                    className="flex cursor-pointer items-start gap-3 rounded-lg border p-4 transition-colors hover:bg-accent/60 has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2 has-[:focus-visible]:ring-offset-background"
                    data-testid={`option-table-${key}`}
                  >
                    <input
                      type="radio"
                      name="reservation-table"
                      value={key}
                      checked={key === selectedKey}
                      onChange={() => props.onSelectTable(option)}
                      className="mt-1 size-4 shrink-0 accent-primary focus-visible:outline-none"
                    />
                    <span className="grid gap-1">
                      <span className="font-medium">{option.label}</span>
                      <TableFacts capacity={option.capacity} location={option.location} className="gap-x-3" />
                      <span className="text-xs text-muted-foreground">
                        {option.times.length} {option.times.length === 1 ? "time" : "times"} free
                      </span>
                    </span>
                  </label>
                );
              })}
            </div>
            {tableError ? (
              <p id="table-error" role="alert" className="text-sm font-medium text-destructive">
                {tableError}
              </p>
            ) : null}
          </fieldset>

          {selected ? (
            <div role="group" aria-labelledby="times-title" className="grid gap-3" data-testid="group-times">
              <h3 id="times-title" className="text-sm font-medium">
                Times for {selected.label} <span className="font-normal text-muted-foreground">({guests})</span>
              </h3>
              <TimeButtons times={selected.times} selected={selectedTime} timezone={timezone} onSelect={(t) => props.onSelectTime(selected, t)} />
              <FieldMessage message={timeError} />
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">Choose a table to see its times.</p>
          )}
        </>
      )}
    </div>
  );
}

function FieldMessage({ message }: { message: string | undefined }) {
  return message ? (
    <p role="alert" className="text-sm font-medium text-destructive">
      {message}
    </p>
  ) : null;
}

/** Start times as toggle buttons in the restaurant's own timezone, 44 px tall for thumbs. */
function TimeButtons({ times, selected, timezone, onSelect }: { times: readonly string[]; selected: string | null; timezone: string; onSelect: (startsAt: string) => void }) {
  if (times.length === 0) return <p className="text-sm text-muted-foreground">No free times left on this day.</p>;
  return (
    <div className="flex flex-wrap gap-2">
      {times.map((t) => {
        const pressed = t === selected;
        return (
          <Button
            key={t}
            variant={pressed ? "default" : "outline"}
            aria-pressed={pressed}
            // The pressed state shows at once and stays solid under the pointer: a faded primary behind white
            // text falls below 4.5:1 in the light theme.
            className={cn("h-11 min-w-24 px-3 transition-none", pressed && "hover:bg-primary")}
            onClick={() => onSelect(t)}
            data-testid="button-time"
          >
            {formatTimeInZone(t, timezone)}
          </Button>
        );
      })}
    </div>
  );
}

/** The availability step's other states: nothing to ask yet, loading, failed. */
export function AvailabilityPlaceholder({ kind, message, onRetry }: { kind: "prompt" | "loading" | "error"; message?: string; onRetry?: () => void }) {
  if (kind === "loading") return <TableOptionsSkeleton />;
  if (kind === "error" && onRetry) return <ErrorState title="We couldn't load the free tables." message={message} onRetry={onRetry} testId="error-availability" />;
  // A refused question (400: e.g. a day that is already over where the restaurant is): asking again won't help.
  if (kind === "error") return <InlineAlert message={message} testId="error-availability" />;
  return <p className="text-sm text-muted-foreground" data-testid="text-availability-prompt">{message}</p>;
}
