import { useQueryClient } from "@tanstack/react-query";
import { type StreamConnection, useEventStream } from "@/lib/use-event-stream";
import { refreshFloor } from "../api/host-stand-api";

export type FloorConnection = StreamConnection;

/**
 * Keeps the host stand live: every "floor" event (a booking seated, a table checked in, a call for the
 * server…) refetches the host stand and the table sessions — the event says what changed, the server's
 * answer says how things stand. Every (re)open refetches too, catching up on whatever a drop missed.
 */
export function useFloorStream(restaurantId: string): FloorConnection {
  const queryClient = useQueryClient();
  return useEventStream(`/api/restaurants/${encodeURIComponent(restaurantId)}/floor/stream`, {
    onOpen: () => refreshFloor(queryClient, restaurantId),
    events: { floor: () => refreshFloor(queryClient, restaurantId) },
  });
}
