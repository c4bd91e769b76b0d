import { type LiveFloorEvent, liveFloorEventSchema } from "@tavola/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useEventStream } from "@/lib/use-event-stream";
import { applyServiceCall, refetchFloorSessions } from "../api/table-calls";

/**
 * The floor's live events (dine-in sessions, table calls, bills): each one refreshes the table-sessions
 * list, and a new call for the server is announced ("Table 4 is calling for a server"). Like the order
 * stream, every (re)open refetches to catch up on what happened while it was not listening.
 */
export function useFloorStream(restaurantId: string): { announcement: string } {
  const queryClient = useQueryClient();
  const [announcement, setAnnouncement] = useState("");
  const announcedRef = useRef(new Set<string>());

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

  useEventStream(`/api/restaurants/${encodeURIComponent(restaurantId)}/floor/stream`, {
    onOpen: () => void refetchFloorSessions(queryClient, restaurantId),
    events: { floor: handleFloor },
  });

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
