import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

export type DetailRow = { icon: LucideIcon; label: string; value: ReactNode; testId?: string };

/** Label/value pairs (date, time, table, party size) as a description list. */
export function DetailRows({ rows }: { rows: readonly DetailRow[] }) {
  return (
    <dl className="grid gap-3 text-sm">
      {rows.map(({ icon: Icon, label, value, testId }) => (
        <div key={label} className="flex items-start justify-between gap-4">
          <dt className="flex items-center gap-2 text-muted-foreground">
            <Icon aria-hidden="true" className="size-4 shrink-0" />
            {label}
          </dt>
          <dd className="text-right font-medium" data-testid={testId}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
