import { STOCK_MOVEMENT_LABELS, type StockMovement } from "@tavola/contracts";
import { cn } from "@/lib/utils";
import { formatQuantity, signed } from "../lib/stock-format";

const when = (iso: string) => new Intl.DateTimeFormat("en-US", { weekday: "short", hour: "numeric", minute: "2-digit" }).format(new Date(iso));

/** The latest stock movements, newest first: the append-only ledger as the team reads it. */
export function MovementList({ movements }: { movements: StockMovement[] }) {
  if (movements.length === 0) return <p className="text-muted-foreground">No stock has moved yet.</p>;
  return (
    <ol className="grid gap-2" aria-label="Stock movements, newest first" data-testid="movement-list">
      {movements.map((m) => (
        <li key={m.id} className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-0.5 rounded-lg border px-3 py-2 text-sm">
          <span className="font-medium">
            {m.subject} · {STOCK_MOVEMENT_LABELS[m.kind]}
          </span>
          <span className={cn("text-right font-semibold tabular-nums", m.delta < 0 ? "text-destructive" : "text-emerald-700 dark:text-emerald-400")}>
            {signed(m.delta)} {m.unit === "portions" ? "" : m.unit}
          </span>
          <span className="text-muted-foreground">
            {when(m.at)}
            {m.orderReference ? ` · order ${m.orderReference}` : ""}
            {m.reason ? ` · ${m.reason}` : ""}
            {m.actorName ? ` · ${m.actorName}` : ""}
          </span>
          <span className="text-right text-muted-foreground tabular-nums">= {m.unit === "portions" ? `${m.balance} portions` : formatQuantity(m.balance, m.unit)}</span>
        </li>
      ))}
    </ol>
  );
}
