import type { Order } from "@tavola/contracts";
import { ChevronRight } from "lucide-react";
import { Link } from "wouter";
import { formatCents } from "@/lib/format";
import { formatDateTime, formatTimeRange } from "../../lib/time-format";
import { StatusPill } from "./status-pill";

export const itemsSummary = (order: Pick<Order, "items">) => order.items.map((l) => (l.quantity > 1 ? `${l.quantity}× ${l.name}` : l.name)).join(", ");

/** An order as one clickable row: where from, what, when, status and total; it opens the tracking page. */
export function OrderSummaryRow({ order }: { order: Order }) {
  const eta = formatTimeRange(order.etaEarliest, order.etaLatest);
  return (
    <Link
      href={`/order-tracking/${order.id}`}
      className="group flex items-center gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm transition-colors hover:border-primary/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
      data-testid={`link-order-${order.id}`}
    >
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">{order.restaurant.name}</span>
          <StatusPill label={order.statusLabel} />
        </div>
        <p className="line-clamp-1 text-sm text-muted-foreground">{itemsSummary(order)}</p>
        <p className="text-xs text-muted-foreground">
          {order.reference} · {formatDateTime(order.placedAt)}
          {eta ? ` · ETA ${eta}` : ""}
        </p>
      </div>
      <span className="shrink-0 font-semibold tabular-nums">{formatCents(order.totalCents)}</span>
      <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5" />
    </Link>
  );
}
