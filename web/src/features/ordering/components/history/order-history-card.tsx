import type { Order } from "@tavola/contracts";
import { ChevronDown, MapPinned, MessageSquareText } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { formatCents } from "@/lib/format";
import { cn } from "@/lib/utils";
import { formatDateTime } from "../../lib/time-format";
import { CancelOrderButton } from "../shared/cancel-order-button";
import { OrderDetails } from "../shared/order-details";
import { itemsSummary } from "../shared/order-summary-row";
import { StatusPill } from "../shared/status-pill";
import { ReorderButton } from "./reorder-button";

/** One past or current order: summary, details on demand, and what the customer can do with it. */
export function OrderHistoryCard({ order }: { order: Order }) {
  const [expanded, setExpanded] = useState(false);
  const detailsId = `order-${order.id}-details`;
  return (
    <Card data-testid={`card-order-${order.id}`}>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3 pb-3">
        <div className="grid min-w-0 gap-1">
          <h3 className="font-semibold leading-tight">{order.restaurant.name}</h3>
          <p className="text-xs text-muted-foreground">
            {order.reference} · <time dateTime={order.placedAt}>{formatDateTime(order.placedAt)}</time> · {order.fulfilment === "delivery" ? "Delivery" : "Pickup"}
          </p>
        </div>
        <div className="flex items-center gap-3">
          <StatusPill label={order.statusLabel} />
          <span className="font-semibold tabular-nums" data-testid="text-order-total">
            {formatCents(order.totalCents)}
          </span>
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="line-clamp-2 text-sm text-muted-foreground">{itemsSummary(order)}</p>
        {order.status === "rejected" && order.rejectionReason ? <p className="text-sm">Rejected by the restaurant: {order.rejectionReason}</p> : null}
        {expanded ? (
          <div id={detailsId} className="rounded-lg border bg-muted/30 p-4">
            <OrderDetails order={order} />
          </div>
        ) : null}
        <div className="flex flex-wrap items-center gap-2 border-t pt-4">
          <Button variant="ghost" size="sm" aria-expanded={expanded} aria-controls={expanded ? detailsId : undefined} onClick={() => setExpanded((v) => !v)}>
            <ChevronDown aria-hidden="true" className={cn("transition-transform", expanded && "rotate-180")} />
            {expanded ? "Hide details" : "Details"}
          </Button>
          <Button asChild variant="ghost" size="sm">
            <Link href={`/order-tracking/${order.id}`}>
              <MapPinned aria-hidden="true" />
              Track
            </Link>
          </Button>
          {/* Once the food has reached the guest, they can tell the restaurant how it was (the form links the order). */}
          {order.status === "delivered" || order.status === "picked_up" ? (
            <Button asChild variant="ghost" size="sm">
              <Link href={`/feedback?orderId=${encodeURIComponent(order.id)}`} data-testid={`link-leave-feedback-${order.id}`}>
                <MessageSquareText aria-hidden="true" />
                Leave feedback
              </Link>
            </Button>
          ) : null}
          <div className="ml-auto flex flex-wrap gap-2">
            <CancelOrderButton order={order} />
            <ReorderButton order={order} />
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
