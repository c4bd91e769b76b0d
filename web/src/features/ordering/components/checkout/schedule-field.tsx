import type { Slots } from "@tavola/contracts";
import { Clock } from "lucide-react";
import type { UseFormRegisterReturn } from "react-hook-form";
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
};

/**
 * ASAP or a 15-minute kitchen slot with room left (the server lists only those; full ones are dropped here
 * too in case one filled since). Each shows how many orders it can still take.
 */
export function ScheduleField({ field, slots, isLoading, loadError, serverError }: ScheduleFieldProps) {
  if (isLoading) return <Skeleton className="h-10 w-full" />;
  const open = (slots?.slots ?? []).filter((s) => s.remaining > 0);
  const asap = slots?.asapSlot ?? null;
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
      {open.length > 0 ? (
        <p className="flex items-center gap-2 text-xs text-muted-foreground">
          <Clock aria-hidden="true" className="size-3.5" />
          {open.length} times available in the next 12 hours
        </p>
      ) : null}
      <InlineAlert message={serverError} testId="error-schedule" />
    </div>
  );
}
