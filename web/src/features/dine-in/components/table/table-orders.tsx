import type { Order } from "@tavola/contracts";
import { ChefHat } from "lucide-react";
import { OrderStatusBadge } from "@/components/domain/order-status-badge";
import { formatCents } from "@/lib/format";

/** "Your table's orders": every order sent from any phone at the table, with the kitchen's status (polled). */
export function TableOrders({ orders }: { orders: readonly Order[] }) {
  return (
    <section aria-labelledby="table-orders-title" className="grid gap-3" data-testid="section-table-orders">
      <h2 id="table-orders-title" className="flex items-center gap-2 text-lg font-semibold">
        <ChefHat aria-hidden="true" className="size-5 text-muted-foreground" />
        Your table's orders
      </h2>
      {orders.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing ordered yet. Open the menu to send dishes to the kitchen.</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2" aria-live="polite">
          {orders.map((order) => (
            <li key={order.id} className="grid gap-2 rounded-xl border bg-card p-4" data-testid={`card-table-order-${order.reference}`}>
              <div className="flex items-center justify-between gap-3">
                <span className="font-mono font-semibold">{order.reference}</span>
                <OrderStatusBadge status={order.statusLabel} />
              </div>
              <ul className="grid gap-0.5 text-sm" aria-label={`Dishes in ${order.reference}`}>
                {order.items.map((line) => (
                  <li key={line.menuItemId} className="flex justify-between gap-3">
                    <span>
                      <span className="font-semibold tabular-nums">{line.quantity}×</span> {line.name}
                    </span>
                    <span className="tabular-nums text-muted-foreground">{formatCents(line.lineTotalCents)}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
