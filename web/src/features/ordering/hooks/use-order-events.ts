import { type LiveOrderEvent, type Order, TERMINAL_ORDER_STATUSES } from "@tavola/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { parseStreamEnd, STREAM_END_EVENT } from "@/lib/use-event-stream";
import { invalidateOrderLists, orderQueryKey } from "../api/orders-api";

export type LiveState = "connecting" | "live" | "reconnecting" | "offline" | "ended";

function parseEvent(data: string): Order | null {
  try {
    const event = JSON.parse(data) as Partial<LiveOrderEvent>;
    return event.order && typeof event.order.id === "string" ? event.order : null;
  } catch {
    return null;
  }
}

/**
 * Keeps one order live: the server's event stream sends the current order, then every change, straight
 * into the query cache. EventSource reconnects by itself (the server's retry hint is 3 s); the stream is
 * closed once the order can no longer change, or when the server ends it (event `end`): updates pause, and
 * after a sign-out or lost access the order is refetched, so the page shows that instead of a stale order.
 */
export function useOrderEvents(orderId: string, finished: boolean): LiveState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<LiveState>("connecting");

  useEffect(() => {
    if (finished) {
      setState("ended");
      return;
    }
    if (typeof EventSource === "undefined") {
      setState("offline");
      return;
    }
    setState("connecting");
    const source = new EventSource(`/api/orders/${encodeURIComponent(orderId)}/events`, { withCredentials: true });
    source.onopen = () => setState("live");
    source.onerror = () => setState(source.readyState === EventSource.CLOSED ? "offline" : "reconnecting");
    source.addEventListener("order", (e) => {
      const order = parseEvent((e as MessageEvent<string>).data);
      if (!order || order.id !== orderId) return;
      setState("live");
      const previous = queryClient.getQueryData<Order>(orderQueryKey(orderId));
      queryClient.setQueryData(orderQueryKey(orderId), order);
      // A status change also changes My Orders and the home's Recent Orders.
      if (previous && previous.status !== order.status) void invalidateOrderLists(queryClient);
      if (TERMINAL_ORDER_STATUSES.includes(order.status)) source.close();
    });
    source.addEventListener(STREAM_END_EVENT, (e) => {
      const reason = parseStreamEnd((e as MessageEvent<string>).data);
      if (!reason) return;
      // Not reconnected: the server said this stream is over (see useEventStream).
      source.close();
      setState("offline");
      if (reason !== "replaced") void queryClient.invalidateQueries();
    });
    return () => source.close();
  }, [orderId, finished, queryClient]);

  return state;
}
