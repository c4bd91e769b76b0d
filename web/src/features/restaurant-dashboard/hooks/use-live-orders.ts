import { liveOrderEventSchema, type Order } from "@tavola/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { z } from "zod";
import { applyOrderToCaches, ordersQueryKey, refetchOrderLists, withRestaurant } from "../api/dashboard-queries";

export type LiveConnection = "connecting" | "live" | "reconnecting";

/** Waits before reopening a stream the browser gave up on (it retries dropped ones by itself). */
const RECONNECT_DELAYS_MS = [1_000, 3_000, 10_000, 30_000];

/**
 * Keeps the queue live: every `order` event on the restaurant's stream is written into the cached lists,
 * and a genuinely new order (`placed`, not yet in the loaded queue) is handed to `onNewOrder` for the cue.
 * Every (re)open refetches the lists: whatever happened before the stream was listening — while the
 * first list request was in flight, during a drop, or while this screen was not mounted — is caught up.
 */
export function useLiveOrders(restaurantId: string, onNewOrder: (order: Order) => void): LiveConnection {
  const queryClient = useQueryClient();
  const [connection, setConnection] = useState<LiveConnection>("connecting");
  const onNewOrderRef = useRef(onNewOrder);
  useEffect(() => {
    onNewOrderRef.current = onNewOrder;
  }, [onNewOrder]);

  useEffect(() => {
    let source: EventSource | null = null;
    let retryTimer: number | undefined;
    let attempt = 0;
    let disposed = false;

    const handleOrder = (event: MessageEvent<string>) => {
      const parsed = parseLiveEvent(event.data);
      if (!parsed) {
        // A shape this build does not know: the server's list is still right, so fall back to it.
        void refetchOrderLists(queryClient, restaurantId);
        return;
      }
      const { type, order } = parsed;
      const queue = queryClient.getQueryData<Order[]>(ordersQueryKey(restaurantId, "active"));
      // Before the queue has loaded nothing counts as new: the list itself will show those orders.
      const isNew = type === "placed" && queue !== undefined && !queue.some((o) => o.id === order.id);
      applyOrderToCaches(queryClient, restaurantId, order);
      if (isNew) onNewOrderRef.current(order);
    };

    const open = () => {
      source = new EventSource(withRestaurant("/api/restaurant/orders/events", restaurantId), { withCredentials: true });
      source.addEventListener("order", handleOrder as EventListener);
      source.onopen = () => {
        attempt = 0;
        setConnection("live");
        void refetchOrderLists(queryClient, restaurantId);
      };
      source.onerror = () => {
        setConnection("reconnecting");
        if (source?.readyState === EventSource.CLOSED && !disposed) {
          source.close();
          const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)];
          attempt += 1;
          retryTimer = window.setTimeout(open, delay);
        }
      };
    };

    open();
    return () => {
      disposed = true;
      window.clearTimeout(retryTimer);
      source?.close();
    };
  }, [queryClient, restaurantId]);

  return connection;
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
