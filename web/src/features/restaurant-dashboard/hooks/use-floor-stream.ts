import { type LiveFloorEvent, liveFloorEventSchema } from "@tavola/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { applyServiceCall, refetchFloorSessions } from "../api/table-calls";

/** Waits before reopening a stream the browser gave up on (it retries dropped ones by itself). */
const RECONNECT_DELAYS_MS = [1_000, 3_000, 10_000, 30_000];

/**
 * The floor's live events (dine-in sessions, table calls, bills): each one refreshes the table-sessions
 * list, and a new call for the server is announced ("Table 4 is calling for a server"). Like the order
 * stream, every (re)open refetches to catch up on what happened while it was not listening.
 */
export function useFloorStream(restaurantId: string): { announcement: string } {
  const queryClient = useQueryClient();
  const [announcement, setAnnouncement] = useState("");
  const announcedRef = useRef(new Set<string>());

  useEffect(() => {
    let source: EventSource | null = null;
    let retryTimer: number | undefined;
    let attempt = 0;
    let disposed = false;

    const handleFloor = (event: MessageEvent<string>) => {
      const parsed = parseFloorEvent(event.data);
      const call = parsed?.serviceCall;
      if (call) {
        applyServiceCall(queryClient, restaurantId, call);
        if (call.status === "open" && !announcedRef.current.has(call.id)) {
          announcedRef.current.add(call.id);
          setAnnouncement(callAnnouncement(call));
        }
      }
      void refetchFloorSessions(queryClient, restaurantId);
    };

    const open = () => {
      source = new EventSource(`/api/restaurants/${encodeURIComponent(restaurantId)}/floor/stream`, { withCredentials: true });
      source.addEventListener("floor", handleFloor as EventListener);
      source.onopen = () => {
        attempt = 0;
        void refetchFloorSessions(queryClient, restaurantId);
      };
      source.onerror = () => {
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

  return { announcement };
}

export function callAnnouncement(call: Pick<NonNullable<LiveFloorEvent["serviceCall"]>, "tableNumber" | "kind">): string {
  return call.kind === "bill" ? `Table ${call.tableNumber} is asking for the bill` : `Table ${call.tableNumber} is calling for a server`;
}

function parseFloorEvent(data: string): LiveFloorEvent | null {
  try {
    const result = liveFloorEventSchema.safeParse(JSON.parse(data));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}
