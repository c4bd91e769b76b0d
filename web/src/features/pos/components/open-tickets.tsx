import type { PosTicket } from "@tavola/contracts";
import { formatCents } from "@/lib/format";
import { cn } from "@/lib/utils";

/** Today's tickets still to be paid: one tap opens a ticket to take its payment. */
export function OpenTickets({ tickets, current, onOpen }: { tickets: readonly PosTicket[]; current: string | null; onOpen: (orderId: string) => void }) {
  if (tickets.length === 0) return null;
  return (
    <nav aria-label="Open tickets" className="flex gap-2 overflow-x-auto pb-1">
      {tickets.map((t) => (
        <button
          key={t.orderId}
          type="button"
          aria-current={current === t.orderId ? "true" : undefined}
          onClick={() => onOpen(t.orderId)}
          className={cn(
            "min-h-12 shrink-0 rounded-lg border px-3 text-left text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
            current === t.orderId ? "border-primary bg-primary/10" : "bg-card hover:border-primary",
          )}
          data-testid={`button-open-ticket-${t.orderId}`}
        >
          <span className="block font-semibold">{t.label}</span>
          <span className="block text-muted-foreground">
            {t.reference} · {formatCents(t.remainingCents)} due
          </span>
        </button>
      ))}
    </nav>
  );
}
