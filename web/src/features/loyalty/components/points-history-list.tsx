import type { LedgerEntry } from "@tavola/contracts";
import { History } from "lucide-react";
import { cn } from "@/lib/utils";
import { formatDateTime, formatDay, signedPoints } from "../lib/loyalty-format";

/** Recent ledger entries, newest first: the spec's '+points' for credits, pending ones marked with when they free up. */
export function PointsHistoryList({ entries }: { entries: readonly LedgerEntry[] }) {
  if (entries.length === 0) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="empty-history">
        <History aria-hidden="true" className="size-4" /> No points yet. Your first order earns a bonus.
      </p>
    );
  }
  return (
    <ul className="divide-y" aria-label="Recent points" data-testid="list-points-history">
      {entries.map((e) => (
        <li key={e.id} className="flex items-center justify-between gap-3 py-2.5 text-sm" data-testid={`history-entry-${e.id}`} data-pending={e.pending}>
          <div className="grid min-w-0 gap-0.5">
            <span className="truncate font-medium">{e.description}</span>
            <span className="text-xs text-muted-foreground">
              {formatDay(e.createdAt)}
              {e.pending ? ` · Pending until ${formatDateTime(e.availableAt)}` : ""}
            </span>
          </div>
          <span
            className={cn(
              "shrink-0 font-semibold tabular-nums",
              e.points >= 0 ? "text-emerald-700 dark:text-emerald-400" : "text-foreground",
              e.pending && "text-amber-800 dark:text-amber-300",
            )}
          >
            {signedPoints(e.points)}
            {e.pending ? <span className="ml-1 text-xs font-medium">(pending)</span> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
