import { type RecentOrder, SKELETON_COUNT } from "@tavola/contracts";
import type { ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { Receipt } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatCurrency, formatDate } from "@/lib/format";
import { cn } from "@/lib/utils";
import { recentOrdersQueryOptions } from "../api/home-api";
import { OrderStatusBadge } from "@/components/domain/order-status-badge";
import { PanelError } from "./panel-error";

function OrdersSkeleton() {
  return (
    <ul className="grid gap-3" data-testid="skeleton-orders">
      {Array.from({ length: SKELETON_COUNT }, (_, i) => (
        <li key={i} className="grid gap-2 rounded-lg border p-4">
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-3 w-2/3" />
          <Skeleton className="h-3 w-1/4" />
        </li>
      ))}
    </ul>
  );
}

function OrdersEmpty() {
  return (
    <div className="grid justify-items-center gap-3 py-8 text-center" data-testid="empty-orders">
      <Receipt aria-hidden="true" className="size-10 text-muted-foreground" />
      <p className="font-medium">No recent orders yet</p>
      <Button asChild data-testid="link-first-order">
        <Link href="/order">Place Your First Order</Link>
      </Button>
    </div>
  );
}

/**
 * Spec section 2 (Home): the Recent Orders panel. `action` adds a control under an order (the home page passes
 * Reorder for delivered ones); it sits beside the order's link, not inside it.
 */
export function RecentOrdersPanel({ action }: { action?: (order: RecentOrder) => ReactNode } = {}) {
  const { data, isPending, isError, refetch } = useQuery(recentOrdersQueryOptions);
  const orders = data ?? [];

  let body;
  if (isPending) body = <OrdersSkeleton />;
  else if (isError) body = <PanelError message="We couldn't load your orders." onRetry={() => void refetch()} testId="error-orders" />;
  else if (orders.length === 0) body = <OrdersEmpty />;
  else
    body = (
      <ul className="grid gap-3" data-testid="list-recent-orders">
        {orders.map((order) => {
          const extra = action?.(order);
          return (
          <li key={order.id} className="relative" data-testid={`order-${order.id}`}>
            <Link
              href={`/order-tracking/${order.id}`}
              className={cn(
                "flex items-start justify-between gap-4 rounded-lg border p-4 transition-colors hover:border-primary/60 hover:bg-accent/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
                extra && "pb-16 sm:pb-14",
              )}
              data-testid={`link-recent-order-${order.id}`}
            >
              <div className="grid min-w-0 gap-1">
                <p className="truncate font-medium" data-testid="text-order-restaurant">
                  {order.restaurantName}
                </p>
                <p className="line-clamp-2 text-sm text-muted-foreground">{order.items.join(", ")}</p>
                <p className="text-xs text-muted-foreground">
                  <time dateTime={order.orderDate}>{formatDate(order.orderDate)}</time>
                </p>
              </div>
              <div className="grid shrink-0 justify-items-end gap-2">
                <OrderStatusBadge status={order.status} />
                <p className="font-semibold tabular-nums" data-testid="text-order-total">
                  {formatCurrency(order.total)}
                </p>
              </div>
            </Link>
            {/* Laid over the link's padded bottom edge, as a sibling: a button may not sit inside a link. */}
            {extra ? <div className="absolute bottom-3 left-4">{extra}</div> : null}
          </li>
          );
        })}
      </ul>
    );

  return (
    <Card aria-labelledby="recent-orders-title" aria-busy={isPending} role="region" data-testid="panel-recent-orders">
      <CardHeader className="flex-row items-center justify-between gap-2">
        <h2 id="recent-orders-title" className="text-xl font-semibold tracking-tight">
          Recent Orders
        </h2>
        <Link href="/my-orders" className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline-offset-4 hover:underline" data-testid="link-view-all-orders">
          View all
        </Link>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
