import type { Order, Restaurant } from "@tavola/contracts";
import { OrderStatusBadge } from "@/components/domain/order-status-badge";
import { Skeleton } from "@/components/ui/skeleton";
import { formatCents } from "@/lib/format";
import { isTerminal } from "../lib/order-sections";
import { formatClock } from "../lib/time-since";
import { OrderActions } from "./order-actions";

type CompletedTodayProps = {
  orders: readonly Order[] | undefined;
  restaurant: Pick<Restaurant, "id" | "prepMinutes">;
  loading: boolean;
};

/** Today's finished orders (delivered, picked up, rejected, cancelled), newest first, with refunds at hand. */
export function CompletedToday({ orders, restaurant, loading }: CompletedTodayProps) {
  const done = (orders ?? []).filter((o) => isTerminal(o.status));
  return (
    <section aria-labelledby="completed-today-title" aria-busy={loading} className="grid gap-3" data-testid="section-completed-today">
      <h2 id="completed-today-title" className="text-xl font-semibold">
        Completed today <span className="text-muted-foreground">({done.length})</span>
      </h2>
      {loading ? (
        <Skeleton className="h-16" />
      ) : done.length === 0 ? (
        <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
          Finished orders appear here.
        </p>
      ) : (
        <ul className="grid gap-2 md:grid-cols-2 xl:grid-cols-3">
          {done.map((order) => (
            <li
              key={order.id}
              className="grid gap-3 rounded-lg border bg-card p-3 text-sm"
              data-testid={`row-completed-${order.reference}`}
            >
              <div className="flex items-center justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-mono font-semibold">{order.reference}</p>
                  <p className="truncate text-muted-foreground">
                    {order.customerName} · {formatClock(order.updatedAt)}
                  </p>
                </div>
                <div className="flex shrink-0 flex-col items-end gap-1">
                  <OrderStatusBadge status={order.statusLabel} />
                  <span className="font-semibold tabular-nums">{formatCents(order.totalCents)}</span>
                </div>
              </div>
              {order.rejectionReason ? <p className="text-muted-foreground">“{order.rejectionReason}”</p> : null}
              {order.payment && order.payment.refundedCents > 0 ? (
                <p className="text-muted-foreground">Refunded {formatCents(order.payment.refundedCents)}</p>
              ) : null}
              <OrderActions order={order} restaurant={restaurant} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
