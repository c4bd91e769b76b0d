import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { refreshFloor } from "../api/host-stand-api";

export type FloorConnection = "connecting" | "live" | "reconnecting";

/** Waits before reopening a stream the browser gave up on (it retries dropped ones by itself). */
const RECONNECT_DELAYS_MS = [1_000, 3_000, 10_000, 30_000];

/**
 * Keeps the host stand live: every "floor" event (a booking seated, a table checked in, a call for the
 * server…) refetches the host stand and the table sessions — the event says what changed, the server's
 * answer says how things stand. Every (re)open refetches too, catching up on whatever a drop missed.
 */
export function useFloorStream(restaurantId: string): FloorConnection {
  const queryClient = useQueryClient();
  const [connection, setConnection] = useState<FloorConnection>("connecting");

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    let source: EventSource | null = null;
    let retryTimer: number | undefined;
    let attempt = 0;
    let disposed = false;

    const open = () => {
      source = new EventSource(`/api/restaurants/${encodeURIComponent(restaurantId)}/floor/stream`, { withCredentials: true });
      source.addEventListener("floor", () => refreshFloor(queryClient, restaurantId));
      source.onopen = () => {
        attempt = 0;
        setConnection("live");
        refreshFloor(queryClient, restaurantId);
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
