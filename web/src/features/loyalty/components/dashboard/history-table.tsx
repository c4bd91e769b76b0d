import { LEDGER_KINDS, type LedgerEntry, type LedgerKind } from "@tavola/contracts";
import { useState } from "react";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { cn } from "@/lib/utils";
import { formatDateTime, formatDay, LEDGER_KIND_LABELS, signedPoints } from "../../lib/loyalty-format";

function entryStatus(e: LedgerEntry) {
  if (e.pending) return <span className="text-amber-800 dark:text-amber-300">Pending until {formatDateTime(e.availableAt)}</span>;
  return e.points > 0 ? "Available" : "Settled";
}

const pointsClass = (e: LedgerEntry) => cn("font-semibold tabular-nums", e.points > 0 && "text-emerald-700 dark:text-emerald-400");

/**
 * Every ledger entry with its kind and state, filterable by kind. Five columns do not fit a phone (the kind,
 * "Redeemed", was cut off at the edge of a sideways-scrolling table): below sm each entry is a two-line item.
 */
export function HistoryTable({ entries }: { entries: readonly LedgerEntry[] }) {
  const [kind, setKind] = useState<LedgerKind | "all">("all");
  const shown = kind === "all" ? entries : entries.filter((e) => e.kind === kind);
  return (
    <div className="grid gap-3">
      <div className="grid max-w-xs gap-1.5">
        <Label htmlFor="history-kind">Show</Label>
        <Select id="history-kind" value={kind} onChange={(e) => setKind(e.target.value as LedgerKind | "all")} data-testid="select-history-kind">
          <option value="all">All activity</option>
          {LEDGER_KINDS.map((k) => (
            <option key={k} value={k}>
              {LEDGER_KIND_LABELS[k]}
            </option>
          ))}
        </Select>
      </div>
      <p className="sr-only" aria-live="polite">
        {`${shown.length} ${shown.length === 1 ? "entry" : "entries"}`}
      </p>
      {shown.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground" data-testid="empty-history-table">
          {entries.length === 0 ? "No points yet. Your first order earns a bonus." : "Nothing of this kind yet."}
        </p>
      ) : (
        <>
        <ul className="grid divide-y rounded-lg border text-sm sm:hidden" aria-label="Points history" data-testid="list-points-history">
          {shown.map((e) => (
            <li key={e.id} className="grid gap-0.5 px-3 py-2" data-testid={`history-item-${e.id}`}>
              <div className="flex items-start justify-between gap-3">
                <span className="min-w-0 font-medium">{e.description}</span>
                <span className={cn("shrink-0", pointsClass(e))}>{signedPoints(e.points)}</span>
              </div>
              <p className="text-xs text-muted-foreground">
                {formatDay(e.createdAt)} · {LEDGER_KIND_LABELS[e.kind]} · {entryStatus(e)}
              </p>
            </li>
          ))}
        </ul>
        <div className="hidden overflow-x-auto rounded-lg border sm:block">
          <table className="w-full text-sm" data-testid="table-points-history">
            <caption className="sr-only">Points history</caption>
            <thead className="bg-muted/60 text-left">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">Date</th>
                <th scope="col" className="px-3 py-2 font-medium">Description</th>
                <th scope="col" className="px-3 py-2 font-medium">Kind</th>
                <th scope="col" className="px-3 py-2 text-right font-medium">Points</th>
                <th scope="col" className="px-3 py-2 font-medium">Status</th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {shown.map((e) => (
                <tr key={e.id} data-testid={`history-row-${e.id}`}>
                  <td className="whitespace-nowrap px-3 py-2">{formatDay(e.createdAt)}</td>
                  <td className="px-3 py-2">{e.description}</td>
                  <td className="px-3 py-2">{LEDGER_KIND_LABELS[e.kind]}</td>
                  <td className={cn("px-3 py-2 text-right", pointsClass(e))}>{signedPoints(e.points)}</td>
                  <td className="whitespace-nowrap px-3 py-2">{entryStatus(e)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        </>
      )}
    </div>
  );
}
