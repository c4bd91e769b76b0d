import { ACTIVE_ORDER_STATUSES, type Order } from "@tavola/contracts";
import { useQuery } from "@tanstack/react-query";
import { Receipt } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { parseApiError } from "@/lib/api-error";
import { ordersQueryOptions } from "../../api/orders-api";
import { EmptyState, ErrorState } from "@/components/domain/state-panels";
import { OrderHistoryCard } from "./order-history-card";

function Section({ id, title, orders }: { id: string; title: string; orders: readonly Order[] }) {
  if (orders.length === 0) return null;
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="text-lg font-semibold tracking-tight">
        {title} <span className="text-sm font-normal text-muted-foreground">({orders.length})</span>
      </h2>
      <ul className="grid gap-4">
        {orders.map((o) => (
          <li key={o.id}>
            <OrderHistoryCard order={o} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** My Orders: everything the customer ordered, under way first, newest first within each. */
export function OrderHistory() {
  const query = useQuery(ordersQueryOptions("all"));
  if (query.isPending) {
    return (
      <ul className="grid gap-4" aria-hidden="true" data-testid="skeleton-order-history">
        {[0, 1, 2].map((i) => (
          <li key={i}>
            <Skeleton className="h-40 rounded-xl" />
          </li>
        ))}
      </ul>
    );
  }
  if (query.isError) return <ErrorState title="We couldn't load your orders." message={parseApiError(query.error).message} onRetry={() => void query.refetch()} testId="error-order-history" />;
  if (query.data.length === 0) {
    return (
      <EmptyState
        icon={Receipt}
        title="No orders yet"
        text="Your orders will appear here, ready to track or reorder."
        action={
          <Button asChild>
            <Link href="/order">Place your first order</Link>
          </Button>
        }
        testId="empty-order-history"
      />
    );
  }
  const active = query.data.filter((o) => ACTIVE_ORDER_STATUSES.includes(o.status));
  const past = query.data.filter((o) => !ACTIVE_ORDER_STATUSES.includes(o.status));
  return (
    <div className="grid gap-8" data-testid="list-order-history">
      <Section id="orders-active" title="In progress" orders={active} />
      <Section id="orders-past" title="Past orders" orders={past} />
    </div>
  );
}
