import type { PosSetup } from "@tavola/contracts";
import { cn } from "@/lib/utils";
import type { Destination } from "./pos-screen";

const CHIP = "min-h-12 min-w-12 rounded-lg border px-3 text-sm font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

/** Takeaway or one of the restaurant's tables: toggle buttons, the chosen one pressed. */
export function TablePicker({ tables, value, onChange }: { tables: PosSetup["tables"]; value: Destination; onChange: (v: number | null) => void }) {
  const chip = (pressed: boolean) => cn(CHIP, pressed ? "border-primary bg-primary text-primary-foreground" : "bg-card hover:border-primary");
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">Table or Takeaway</legend>
      <div className="flex flex-wrap gap-2">
        <button type="button" aria-pressed={value === null} className={chip(value === null)} onClick={() => onChange(null)} data-testid="button-pos-takeaway">
          Takeaway
        </button>
        {tables.map((t) => (
          <button
            key={t.number}
            type="button"
            aria-pressed={value === t.number}
            aria-label={`Table ${t.number}, ${t.seats} seats`}
            className={chip(value === t.number)}
            onClick={() => onChange(t.number)}
            data-testid={`button-pos-table-${t.number}`}
          >
            {t.number}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
