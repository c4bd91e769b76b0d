import { Star } from "lucide-react";
import type { ReactNode } from "react";
import { formatCents, formatDate } from "@/lib/format";
import type { CustomerOrder } from "../sample-data/customer-dashboard-sample";
import { OrderStatusBadge } from "@/components/domain/order-status-badge";

/** One customer order: restaurant, dishes, date, status, amount and (once rated) its stars. */
export function CustomerOrderRow({ order, action }: { order: CustomerOrder; action?: ReactNode }) {
  return (
    <li
      className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid={`row-customer-order-${order.id}`}
    >
      <div className="grid gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{order.restaurant}</span>
          <OrderStatusBadge status={order.status} />
        </div>
        <p className="text-sm text-muted-foreground">{order.items.join(", ")}</p>
        <p className="flex flex-wrap items-center gap-x-3 text-xs text-muted-foreground">
          <span>{formatDate(order.date)}</span>
          <span>{order.id}</span>
          {order.rating ? (
            <span className="inline-flex items-center gap-1">
              <Star aria-hidden="true" className="size-3 fill-amber-400 text-amber-400" />
              <span>Rated {order.rating} of 5</span>
            </span>
          ) : null}
        </p>
      </div>
      <div className="flex items-center justify-between gap-4 sm:justify-end">
        <span className="font-semibold" data-testid="text-order-amount">
          {formatCents(order.amountCents)}
        </span>
        {action}
      </div>
    </li>
  );
}
