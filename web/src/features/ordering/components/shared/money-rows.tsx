import { formatCents } from "@/lib/format";
import { cn } from "@/lib/utils";

export type MoneyRow = { label: string; cents: number; hint?: string | null; negative?: boolean; testId?: string };

/** A price breakdown: label on the left, amount on the right, discounts as minus amounts, total last. */
export function MoneyRows({ rows, totalCents, totalLabel = "Total" }: { rows: readonly MoneyRow[]; totalCents: number; totalLabel?: string }) {
  return (
    <dl className="grid gap-2 text-sm">
      {rows.map((row) => (
        <div key={row.label} className="flex items-baseline justify-between gap-4" data-testid={row.testId}>
          <dt className="text-muted-foreground">
            {row.label}
            {row.hint ? <span className="ml-1 text-xs">({row.hint})</span> : null}
          </dt>
          <dd className={cn("tabular-nums", row.negative && "text-emerald-700 dark:text-emerald-400")}>
            {row.negative ? `−${formatCents(row.cents)}` : formatCents(row.cents)}
          </dd>
        </div>
      ))}
      <div className="mt-1 flex items-baseline justify-between gap-4 border-t pt-3 text-base font-semibold" data-testid="row-total">
        <dt>{totalLabel}</dt>
        <dd className="tabular-nums">{formatCents(totalCents)}</dd>
      </div>
    </dl>
  );
}
