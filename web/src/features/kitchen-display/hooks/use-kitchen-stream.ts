import { useQueryClient } from "@tanstack/react-query";
import { useEventStream, type StreamConnection } from "@/lib/use-event-stream";

/**
 * The kitchen's live stream: any order change at the restaurant (a new ticket from any channel, an acceptance) and
 * any bump or recall makes the board re-read itself; on (re)open too, so nothing missed while away stays missing.
 */
export function useKitchenStream(): StreamConnection {
  const qc = useQueryClient();
  const refresh = () => void qc.invalidateQueries({ queryKey: ["/api/kitchen"] });
  return useEventStream("/api/kitchen/events", { onOpen: refresh, events: { kitchen: refresh } });
}
