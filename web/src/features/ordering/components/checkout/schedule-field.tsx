import type { Slots } from "@tavola/contracts";
import { CalendarClock, Clock } from "lucide-react";
import { useState } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { formatSlot } from "../../lib/time-format";
import { InlineAlert } from "@/components/domain/state-panels";

type ScheduleFieldProps = {
  field: UseFormRegisterReturn<"scheduledFor">;
  slots: Slots | undefined;
  isLoading: boolean;
  loadError: boolean;
  serverError: string | undefined;
  /** The chosen slot ("" for as soon as possible). */
  scheduled: string;
  /** Back to as soon as possible (clears the slot). */
  onAsap: () => void;
};

/**
 * ASAP or a 15-minute kitchen slot with room left (the server lists only those; full ones are dropped here
 * too in case one filled since). Each shows how many orders it can still take.
 */
export function ScheduleField({ field, slots, isLoading, loadError, serverError, scheduled, onAsap }: ScheduleFieldProps) {
  // As soon as possible unless the customer asks for a time: the slot list stays behind "Schedule for later".
  const [later, setLater] = useState(scheduled !== "" || Boolean(serverError));
  if (isLoading) return <Skeleton className="h-10 w-full" />;
  const open = (slots?.slots ?? []).filter((s) => s.remaining > 0);
  const asap = slots?.asapSlot ?? null;
  if (!later && !serverError && scheduled === "") {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3" data-testid="schedule-asap">
        <p className="grid gap-0.5 text-sm">
          <span className="font-medium">As soon as possible</span>
          <span className="text-muted-foreground">
            {loadError
              ? "We couldn't load the kitchen's schedule; as soon as possible still works."
              : asap
                ? `The kitchen starts in the ${formatSlot(asap)} slot.`
                : "The kitchen has no room for an order right now; pick a later time."}
          </span>
        </p>
        {open.length > 0 ? (
          <Button variant="outline" className="min-h-11" onClick={() => setLater(true)} data-testid="button-schedule-later">
            <CalendarClock aria-hidden="true" />
            Schedule for later
          </Button>
        ) : null}
      </div>
    );
  }
  return (
    <div className="grid gap-3">
      <FormField
        label="Time"
        description={
          loadError
            ? "We couldn't load the kitchen's schedule; as soon as possible still works."
            : asap
              ? `As soon as possible means the kitchen starts in the ${formatSlot(asap)} slot.`
              : "The kitchen has no room for an order right now; pick a later time."
        }
      >
        <Select data-testid="select-schedule" {...field}>
          <option value="">As soon as possible</option>
          {open.map((s) => (
            <option key={s.start} value={s.start}>
              {formatSlot(s.start)} — {s.remaining} {s.remaining === 1 ? "spot" : "spots"} left
            </option>
          ))}
        </Select>
      </FormField>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {open.length > 0 ? (
          <p className="flex items-center gap-2 text-xs text-muted-foreground">
            <Clock aria-hidden="true" className="size-3.5" />
            {open.length} times available in the next 12 hours
          </p>
        ) : null}
        <Button
          variant="link"
          className="min-h-11 px-0"
          onClick={() => {
            onAsap();
            setLater(false);
          }}
          data-testid="button-schedule-asap"
        >
          As soon as possible instead
        </Button>
      </div>
      <InlineAlert message={serverError} testId="error-schedule" />
    </div>
  );
}
