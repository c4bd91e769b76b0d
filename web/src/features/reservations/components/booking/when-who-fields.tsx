import type { Restaurant } from "@tavola/contracts";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { addDays, LARGE_PARTY_OPTION, PARTY_SIZE_CHOICES, type PartySizeOption } from "../../lib/reservation-rules";

/** One tap to the usual days: today (from `minDate`, today at the restaurant) and the day after. */
const QUICK_DATES = [
  { label: "Tonight", days: 0 },
  { label: "Tomorrow", days: 1 },
] as const;

type WhenWhoFieldsProps = {
  restaurants: readonly Restaurant[];
  restaurantId: string | null;
  onRestaurantChange: (id: string) => void;
  date: string;
  minDate: string;
  dateError?: string;
  onDateChange: (date: string) => void;
  partyOption: PartySizeOption | "";
  partyError?: string;
  onPartyChange: (value: PartySizeOption | "") => void;
  restaurantError?: string;
};

/**
 * Step 1: where, which day (past days can't be picked; Tonight and Tomorrow a tap away) and how many. Native
 * controls: keyboard and mobile pickers for free.
 */
export function WhenWhoFields(props: WhenWhoFieldsProps) {
  const { restaurants, restaurantId, date, minDate, partyOption } = props;
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <FormField label="Restaurant" required error={props.restaurantError} id="reservation-restaurant" className="content-start">
        <Select value={restaurantId ?? ""} onChange={(e) => props.onRestaurantChange(e.target.value)} data-testid="select-restaurant">
          {restaurantId === null ? <option value="">Choose a restaurant</option> : null}
          {restaurants.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name} — {r.city}
            </option>
          ))}
        </Select>
      </FormField>
      <div className="grid content-start gap-2">
        <FormField label="Date" required error={props.dateError} id="reservation-date" className="content-start">
          <Input type="date" min={minDate} value={date} onChange={(e) => props.onDateChange(e.target.value)} data-testid="input-date" />
        </FormField>
        <div role="group" aria-label="Quick dates" className="flex gap-2">
          {QUICK_DATES.map((q) => {
            const value = addDays(minDate, q.days);
            const pressed = date === value;
            return (
              <Button
                key={q.label}
                variant="outline"
                aria-pressed={pressed}
                className={cn("h-11 flex-1 rounded-full transition-none", pressed && "border-primary bg-primary/10 text-foreground hover:bg-primary/15")}
                onClick={() => props.onDateChange(value)}
                data-testid={`button-date-${q.label.toLowerCase()}`}
              >
                {q.label}
              </Button>
            );
          })}
        </div>
      </div>
      <FormField
        label="Party size"
        required
        error={props.partyError}
        id="reservation-party-size"
        className="content-start"
        description={partyOption === LARGE_PARTY_OPTION ? "We'll look for a table for 8. For a larger party, tell us how many in the notes." : undefined}
      >
        <Select value={partyOption} onChange={(e) => props.onPartyChange(e.target.value as PartySizeOption | "")} data-testid="select-party-size">
          <option value="">Choose party size</option>
          {PARTY_SIZE_CHOICES.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </Select>
      </FormField>
    </div>
  );
}

/** Step 1's shape (three labelled controls) while the restaurants load, so the steps below stay where they are. */
export function WhenWhoFieldsSkeleton() {
  return (
    <div className="grid gap-4 md:grid-cols-3" aria-hidden="true" data-testid="skeleton-when-who">
      {[0, 1, 2].map((i) => (
        <div key={i} className="grid content-start gap-2">
          <Skeleton className="h-3.5 w-24" />
          <Skeleton className="h-10 w-full" />
        </div>
      ))}
    </div>
  );
}
