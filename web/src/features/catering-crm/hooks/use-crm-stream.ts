import { useQueryClient } from "@tanstack/react-query";
import { type StreamConnection, useEventStream } from "@/lib/use-event-stream";
import { CRM_KEY } from "../api/crm-api";

/**
 * The board, live: every lead change the viewer may see (a new request, a move by a colleague, an SLA alert)
 * refetches the board and the open lead, as the order board does; each (re)open refetches to catch up.
 * Only the team's board listens (an enterprise client's read-only view refetches on focus).
 */
export function useCrmStream(): StreamConnection {
  const qc = useQueryClient();
  const refetch = () => void qc.invalidateQueries({ queryKey: CRM_KEY });
  return useEventStream("/api/catering/crm/stream", { onOpen: refetch, events: { lead: refetch } });
}
