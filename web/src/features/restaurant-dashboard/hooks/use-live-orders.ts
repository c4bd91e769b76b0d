import { FEEDBACK_ALERT_EVENT, liveOrderEventSchema, type Order } from "@tavola/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { type StreamConnection, useEventStream } from "@/lib/use-event-stream";
import { applyOrderToCaches, ordersQueryKey, refetchOrderLists, withRestaurant } from "../api/dashboard-queries";

export type LiveConnection = StreamConnection;

/**
 * Keeps the queue live: every `order` event on the restaurant's stream is written into the cached lists,
 * and a genuinely new order (`placed`, not yet in the loaded queue) is handed to `onNewOrder` for the cue.
 * Every (re)open refetches the lists: whatever happened before the stream was listening — while the
 * first list request was in flight, during a drop, or while this screen was not mounted — is caught up.
 * A feedback alert about an order (opened or closed) changes no order: it goes to `onFeedbackAlert`, which
 * also runs on every (re)open to catch up.
 */
export function useLiveOrders(restaurantId: string, onNewOrder: (order: Order) => void, onFeedbackAlert?: () => void): LiveConnection {
  const queryClient = useQueryClient();

  const handleOrder = (event: MessageEvent<string>) => {
    const parsed = parseLiveEvent(event.data);
    if (!parsed) {
      // A shape this build does not know: the server's list is still right, so fall back to it.
      void refetchOrderLists(queryClient, restaurantId);
      return;
    }
    const { type, order } = parsed;
    // An old order's feedback must not land it in today's list.
    if (type === FEEDBACK_ALERT_EVENT) return onFeedbackAlert?.();
    const queue = queryClient.getQueryData<Order[]>(ordersQueryKey(restaurantId, "active"));
    // Before the queue has loaded nothing counts as new: the list itself will show those orders.
    const isNew = type === "placed" && queue !== undefined && !queue.some((o) => o.id === order.id);
    applyOrderToCaches(queryClient, restaurantId, order);
    if (isNew) onNewOrder(order);
  };

  return useEventStream(withRestaurant("/api/restaurant/orders/events", restaurantId), {
    onOpen: () => {
      void refetchOrderLists(queryClient, restaurantId);
      onFeedbackAlert?.();
    },
    events: { order: handleOrder },
  });
}

/** Event types beyond "placed" and "status" (a later server's) still carry a full order worth applying. */
const liveEventSchema = liveOrderEventSchema.extend({ type: z.string() });

function parseLiveEvent(data: string) {
  try {
    const result = liveEventSchema.safeParse(JSON.parse(data));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}
