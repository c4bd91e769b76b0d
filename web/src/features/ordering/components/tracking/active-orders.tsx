import { useQuery } from "@tanstack/react-query";
import { Bike } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { parseApiError } from "@/lib/api-error";
import { ordersQueryOptions } from "../../api/orders-api";
import { OrderSummaryRow } from "../shared/order-summary-row";
import { EmptyState, ErrorState } from "@/components/domain/state-panels";

/** /order-tracking without an id: the customer's orders still under way, each opening its tracking page. */
export function ActiveOrders() {
  const query = useQuery(ordersQueryOptions("active"));
  if (query.isPending) {
    return (
      <ul className="grid gap-3" aria-hidden="true" data-testid="skeleton-active-orders">
        {[0, 1, 2].map((i) => (
          <li key={i}>
            <Skeleton className="h-20 rounded-xl" />
          </li>
        ))}
      </ul>
    );
  }
  if (query.isError) return <ErrorState title="We couldn't load your orders." message={parseApiError(query.error).message} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) {
    return (
      <EmptyState
        icon={Bike}
        title="No orders on the way"
        text="When you place an order, you can follow it here as the kitchen works on it."
        action={
          <Button asChild>
            <Link href="/order">Order now</Link>
          </Button>
        }
        testId="empty-active-orders"
      />
    );
  }
  return (
    <ul className="grid gap-3" aria-label="Active orders" data-testid="list-active-orders">
      {query.data.map((order) => (
        <li key={order.id}>
          <OrderSummaryRow order={order} />
        </li>
      ))}
    </ul>
  );
}
