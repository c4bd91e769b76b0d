import { TERMINAL_ORDER_STATUSES } from "@tavola/contracts";
import { useParams } from "wouter";
import { ActiveOrders } from "@/features/ordering/components/tracking/active-orders";
import { CourierEtaGate } from "@/features/courier-tracking/components/courier-eta-gate";
import { CourierLivePanel } from "@/features/courier-tracking/components/courier-live-panel";
import { OrderTrackingView } from "@/features/ordering/components/tracking/order-tracking-view";

/** /order-tracking/:orderId follows one order live; /order-tracking lists the ones under way. */
export function OrderTrackingPage() {
  const { orderId } = useParams<{ orderId?: string }>();
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6" data-testid="page-order-tracking">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Order Tracking</h1>
        <p className="text-muted-foreground">{orderId ? "Follow your order from the kitchen to your door." : "Your orders that are still on their way."}</p>
      </header>
      {orderId ? (
        <OrderTrackingView
          key={orderId}
          orderId={orderId}
          courier={(order) => (order.fulfilment === "delivery" ? <CourierLivePanel orderId={order.id} live={!TERMINAL_ORDER_STATUSES.includes(order.status)} /> : null)}
          // One ETA on the page: the courier's live range once they are on the way, the order's own before.
          liveEta={(order, render) => (order.fulfilment === "delivery" ? <CourierEtaGate orderId={order.id}>{render}</CourierEtaGate> : render(false))}
        />
      ) : (
        <ActiveOrders />
      )}
    </div>
  );
}
