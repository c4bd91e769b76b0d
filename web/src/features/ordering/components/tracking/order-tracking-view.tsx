import { type Order, TERMINAL_ORDER_STATUSES } from "@tavola/contracts";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, Clock, PackageSearch } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { getErrorStatus } from "@/lib/api-client";
import { parseApiError } from "@/lib/api-error";
import { orderQueryOptions } from "../../api/orders-api";
import { useOrderEvents } from "../../hooks/use-order-events";
import { formatDateTime, formatTimeRange } from "../../lib/time-format";
import { CancelOrderButton } from "../shared/cancel-order-button";
import { OrderDetails } from "../shared/order-details";
import { EmptyState, ErrorState } from "@/components/domain/state-panels";
import { StatusPill } from "../shared/status-pill";
import { LateNotice } from "./late-notice";
import { LiveIndicator } from "./live-indicator";
import { OrderTimeline } from "./order-timeline";

/** Says a status change out loud (polite), but not the status the page opened with. */
function useStatusAnnouncement(order: Order | undefined): string {
  const [seen, setSeen] = useState<string | null>(null);
  const [message, setMessage] = useState("");
  // Adjusting state while rendering (React's pattern for "react to a changed value") avoids an extra effect pass.
  if (order && order.status !== seen) {
    if (seen !== null) setMessage(`Order ${order.reference} is now ${order.statusLabel}.`);
    setSeen(order.status);
  }
  return message;
}

/** The longest a browser timer can wait (about 24.8 days); later windows are not waited for. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * An order on screen when its window ends is read again then, so the late notice and the server's new
 * estimate appear without a reload (status changes arrive on the live stream; passing time does not).
 */
function useRefetchWhenWindowEnds(order: Order | undefined, finished: boolean, refetch: () => void) {
  const ends = order && !finished && !order.late && order.etaLatest ? Date.parse(order.etaLatest) : NaN;
  useEffect(() => {
    if (Number.isNaN(ends)) return;
    const wait = ends - Date.now() + 1_000;
    if (wait > MAX_TIMER_MS) return;
    const timer = setTimeout(refetch, Math.max(0, wait));
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one timer per window end
  }, [ends]);
}

/** Without a live range from elsewhere, the order's own ETA is the one shown. */
const ownEtaOnly: LiveEtaSlot = (_order, render) => render(false);

function TrackingSkeleton() {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]" aria-hidden="true" data-testid="skeleton-tracking">
      <Skeleton className="h-96 rounded-xl" />
      <Skeleton className="h-72 rounded-xl" />
    </div>
  );
}

/**
 * Whether another feature shows a live arrival range for this order (a courier's, from their position): it calls
 * `render` with the answer, so the page shows one ETA — the live one once it exists, the order's own before.
 */
export type LiveEtaSlot = (order: Order, render: (liveShown: boolean) => ReactNode) => ReactNode;

/**
 * One order, live: its timeline, ETA, items and totals, payment, and Cancel while allowed. `courier` is the screen's
 * slot for the delivery's courier (another feature's panel: live while under way, the rating once delivered);
 * `liveEta` says when that panel shows its live range, which then stands in for the order's own.
 */
export function OrderTrackingView({ orderId, courier, liveEta }: { orderId: string; courier?: (order: Order) => ReactNode; liveEta?: LiveEtaSlot }) {
  const query = useQuery(orderQueryOptions(orderId));
  const order = query.data;
  const finished = order ? TERMINAL_ORDER_STATUSES.includes(order.status) : false;
  const live = useOrderEvents(orderId, finished);
  const announcement = useStatusAnnouncement(order);
  useRefetchWhenWindowEnds(order, finished, () => void query.refetch());

  // An order already on screen stays there if a later refetch fails; the stream keeps trying.
  if (!order && query.isError) {
    if (getErrorStatus(query.error) === 404) {
      return (
        <EmptyState
          icon={PackageSearch}
          title="We couldn't find that order"
          text="It may belong to another account, or the link is incomplete."
          action={
            <Button asChild variant="outline">
              <Link href="/my-orders">See my orders</Link>
            </Button>
          }
          testId="not-found-order"
        />
      );
    }
    return <ErrorState title="We couldn't load this order." message={parseApiError(query.error).message} onRetry={() => void query.refetch()} />;
  }

  if (!order) return <TrackingSkeleton />;
  const eta = formatTimeRange(order.etaEarliest, order.etaLatest);
  return (
    <div className="grid gap-6" data-testid="order-tracking">
      <p className="sr-only" aria-live="polite" data-testid="status-announcement">
        {announcement}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link href="/my-orders" className="inline-flex min-h-11 items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
          <ArrowLeft aria-hidden="true" className="size-4" />
          My orders
        </Link>
        <LiveIndicator state={live} />
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <Card>
          <CardHeader className="gap-3">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div className="grid gap-1">
                <h2 className="text-xl font-semibold tracking-tight" data-testid="text-order-reference">
                  {order.reference} · {order.restaurant.name}
                </h2>
                <p className="text-sm text-muted-foreground">Placed {formatDateTime(order.placedAt)}</p>
              </div>
              <StatusPill label={order.statusLabel} />
            </div>
            {(liveEta ?? ownEtaOnly)(order, (liveShown) =>
              order.late && !finished ? (
                <LateNotice order={order} late={order.late} showEstimate={!liveShown} />
              ) : eta && !finished && !liveShown ? (
                <p className="flex items-center gap-2 rounded-lg bg-primary/10 px-3 py-2 text-sm" data-testid="text-eta">
                  <Clock aria-hidden="true" className="size-4 text-primary" />
                  {order.fulfilment === "delivery" ? "Estimated arrival" : "Ready for pickup"} <span className="font-semibold">{eta}</span>
                </p>
              ) : null,
            )}
          </CardHeader>
          <CardContent className="grid gap-6">
            {courier ? courier(order) : null}
            {order.handoverCode && !finished ? (
              <p className="rounded-lg border px-3 py-2 text-sm" data-testid="text-handover-code">
                Your delivery code: <span className="font-mono text-lg font-bold tracking-widest">{order.handoverCode}</span>
                <span className="block text-muted-foreground">Tell it to your courier at the door: it proves the order reached you.</span>
              </p>
            ) : null}
            <OrderTimeline order={order} />
            {order.canCancel ? (
              <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-4">
                <p className="text-sm text-muted-foreground">Changed your mind? You can cancel until the restaurant accepts.</p>
                <CancelOrderButton order={order} />
              </div>
            ) : null}
            {/* Once the food has reached the guest, the feedback form opens about this order (it shows and sends it). */}
            {order.status === "delivered" || order.status === "picked_up" ? (
              <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-4">
                <p className="text-sm text-muted-foreground">How was it? {order.restaurant.name} reads every review.</p>
                <Button asChild variant="outline">
                  <Link href={`/feedback?orderId=${encodeURIComponent(order.id)}`} data-testid="link-tracking-feedback">
                    Leave feedback
                  </Link>
                </Button>
              </div>
            ) : null}
          </CardContent>
        </Card>
        <Card className="lg:sticky lg:top-20">
          <CardHeader className="pb-4">
            <h2 className="text-lg font-semibold tracking-tight">Order details</h2>
          </CardHeader>
          <CardContent>
            <OrderDetails order={order} />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
