import { type Availability, TABLE_LOCATIONS, type TableOption } from "@tavola/contracts";
import { CalendarX2, Hourglass } from "lucide-react";
import { useId, useState } from "react";
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

type TableOptionsProps = {
  availability: Availability;
  selectedKey: string | null;
  selectedTime: string | null;
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

/**
 * Step 2: the free tables as radio cards (label, seats, location) and, for the chosen one, its start times
 * as toggle buttons in the restaurant's own timezone.
 */
export function TableOptions({ availability, selectedKey, selectedTime, onSelectTable, onSelectTime, tableError, timeError, onTryNextDay, onJoinWaitlist }: TableOptionsProps) {
  const filterId = useId();
  const [location, setLocation] = useState("");
  const { options, timezone } = availability;

  if (options.length === 0) {
    return (
      <EmptyState
        icon={CalendarX2}
        title="No tables available"
        text={availability.reason ?? "Every table is taken for this party on this day."}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            {onJoinWaitlist ? (
              <Button size="sm" onClick={onJoinWaitlist} data-testid="button-join-waitlist">
                <Hourglass aria-hidden="true" />
                Join the waitlist
              </Button>
            ) : null}
            <Button variant="outline" size="sm" onClick={onTryNextDay} data-testid="button-next-day">
              Try the next day
            </Button>
          </div>
        }
        testId="empty-tables"
      />
    );
  }

  const locations = locationsOf(options);
  const shown = location ? options.filter((o) => o.location === location) : options;
  const selected = options.find((o) => tableKey(o.tableIds) === selectedKey) ?? null;

  return (
    <div className="grid gap-4">
      {locations.length > 1 ? (
        <div className="grid gap-2 sm:w-64">
          <Label htmlFor={filterId}>Seating area</Label>
          <Select id={filterId} value={location} onChange={(e) => setLocation(e.target.value)} data-testid="select-location">
            <option value="">All areas</option>
            {locations.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </Select>
        </div>
      ) : null}

      <fieldset className="grid gap-2" aria-describedby={tableError ? "table-error" : undefined}>
        <legend className="mb-2 text-sm font-medium">Table</legend>
        <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {shown.map((option) => {
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
                  onChange={() => onSelectTable(option)}
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
            Times for {selected.label} <span className="font-normal text-muted-foreground">({formatGuests(availability.partySize)})</span>
          </h3>
          {selected.times.length === 0 ? (
            <p className="text-sm text-muted-foreground">This table has no free times left on this day.</p>
          ) : (
            <div className="flex flex-wrap gap-2">
              {selected.times.map((t) => {
                const pressed = t === selectedTime;
                return (
                  <Button
                    key={t}
                    variant={pressed ? "default" : "outline"}
                    size="sm"
                    aria-pressed={pressed}
                    // The pressed state shows at once and stays solid under the pointer: a faded primary behind white
                    // text falls below 4.5:1 in the light theme.
                    className={cn("min-w-24 transition-none", pressed && "hover:bg-primary")}
                    onClick={() => onSelectTime(selected, t)}
                    data-testid="button-time"
                  >
                    {formatTimeInZone(t, timezone)}
                  </Button>
                );
              })}
            </div>
          )}
          {timeError ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {timeError}
            </p>
          ) : null}
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">Choose a table to see its times.</p>
      )}
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
