import { ArrowDownRight, ArrowUpRight, Minus } from "lucide-react";
import type { KpiSet } from "@tavola/contracts";
import { formatCents, formatInteger } from "@/lib/format";

type Kpi = { key: keyof KpiSet; label: string; format: (v: number) => string; /** Lower is better (refunds). */ inverse?: boolean };

const percent = (v: number) => `${Math.round(v * 1000) / 10}%`;
const KPIS: Kpi[] = [
  { key: "gmvCents", label: "GMV", format: formatCents },
  { key: "netRevenueCents", label: "Net revenue", format: formatCents },
  { key: "orders", label: "Orders", format: formatInteger },
  { key: "averageOrderValueCents", label: "Average order value", format: formatCents },
  { key: "activeCustomers", label: "Active customers", format: formatInteger },
  { key: "activeRestaurants", label: "Active restaurants", format: formatInteger },
  { key: "activeCouriers", label: "Active couriers", format: formatInteger },
  { key: "repeatRate", label: "Repeat rate", format: percent },
  { key: "onTimeRate", label: "On-time delivery", format: percent },
  { key: "refundsCents", label: "Refunds", format: formatCents, inverse: true },
  { key: "nps", label: "Feedback score", format: (v) => (v > 0 ? `+${v}` : String(v)) },
];

/** The change against the previous period, in words for screen readers and as an arrow for the eye. */
function Delta({ now, before, inverse }: { now: number | null; before: number | null; inverse?: boolean | undefined }) {
  if (now === null || before === null) return <span className="text-xs text-muted-foreground">no comparison</span>;
  if (before === 0) {
    return <span className="text-xs text-muted-foreground">{now === 0 ? "no change" : "new this period"}</span>;
  }
  const change = (now - before) / Math.abs(before);
  const rounded = Math.round(change * 1000) / 10;
  if (rounded === 0) {
    return (
      <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
        <Minus className="size-3" aria-hidden="true" /> no change
      </span>
    );
  }
  const good = inverse ? rounded < 0 : rounded > 0;
  const Icon = rounded > 0 ? ArrowUpRight : ArrowDownRight;
  return (
    <span className={`inline-flex items-center gap-1 text-xs font-medium ${good ? "text-emerald-700 dark:text-emerald-400" : "text-red-700 dark:text-red-400"}`}>
      <Icon className="size-3" aria-hidden="true" />
      <span>
        {rounded > 0 ? "up" : "down"} {Math.abs(rounded)}%<span className="sr-only"> from the previous period</span>
      </span>
    </span>
  );
}

/** The range's headline figures, each with its change against the previous period of the same length. */
export function KpiCards({ current, previous }: { current: KpiSet; previous: KpiSet }) {
  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4" aria-label="Key figures">
      {KPIS.map((k) => {
        const now = current[k.key] as number | null;
        const before = previous[k.key] as number | null;
        return (
          <li key={k.key} className="grid min-w-0 content-start gap-1 rounded-lg border bg-card p-3" data-testid={`kpi-${k.key}`}>
            <span className="text-sm text-muted-foreground">{k.label}</span>
            <span className="truncate text-xl font-semibold tabular-nums sm:text-2xl">{now === null ? "—" : k.format(now)}</span>
            <Delta now={now} before={before} inverse={k.inverse} />
          </li>
        );
      })}
    </ul>
  );
}
