import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { localDay } from "@/lib/local-day";

export type DateRange = { from: string; to: string };

const PRESETS = [7, 30, 90] as const;

/** The last `days` days up to today, in the viewer's zone. */
export const lastDays = (tz: string, days: number): DateRange => ({ from: localDay(tz, days - 1), to: localDay(tz) });

type DateRangeBarProps = {
  /** The viewer's zone: the days of the range are its days. */
  tz: string;
  range: DateRange;
  onChange: (range: DateRange) => void;
  /** The section's accessible name ("Date range", "Date range and periods"). */
  label?: string;
  /** Further controls of the screen (a restaurant filter, period buttons, a download) on the same bar. */
  children?: ReactNode;
};

/**
 * The executives' range bar, shared by the CEO dashboard, financial analytics and the analytics screens: quick
 * ranges (last 7, 30, 90 days, pressed when they match) and From/To dates that cannot cross each other.
 */
export function DateRangeBar({ tz, range, onChange, label = "Date range", children }: DateRangeBarProps) {
  return (
    <section aria-label={label} className="flex flex-wrap items-end gap-3">
      <div role="group" aria-label="Quick ranges" className="flex flex-wrap gap-2">
        {PRESETS.map((days) => {
          const preset = lastDays(tz, days);
          const active = range.to === preset.to && range.from === preset.from;
          return (
            <Button key={days} size="sm" variant={active ? "default" : "outline"} aria-pressed={active} onClick={() => onChange(preset)}>
              Last {days} days
            </Button>
          );
        })}
      </div>
      <label className="grid gap-1 text-sm">
        <span>From</span>
        <Input type="date" value={range.from} max={range.to} onChange={(e) => e.target.value && onChange({ ...range, from: e.target.value })} data-testid="input-range-from" />
      </label>
      <label className="grid gap-1 text-sm">
        <span>To</span>
        <Input type="date" value={range.to} min={range.from} onChange={(e) => e.target.value && onChange({ ...range, to: e.target.value })} data-testid="input-range-to" />
      </label>
      {children}
    </section>
  );
}
