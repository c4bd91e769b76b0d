import { posEventSchema } from "@tavola/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useEventStream, type StreamConnection } from "@/lib/use-event-stream";
import { approvalRequestQueryOptions, approvalRequestsQueryOptions, currentShiftQueryOptions, posSetupQueryOptions, posTicketQueryOptions } from "../api/pos-api";

/**
 * The till, live (GET /api/pos/events): on each event of the restaurant the screen re-reads what it concerns — the
 * ticket, the approval request and the list of them, the open tickets and the shift. On (re)open everything is
 * re-read, so nothing missed while the stream was down is lost.
 */
export function usePosStream(): StreamConnection {
  const qc = useQueryClient();
  const refreshAll = () => {
    void qc.invalidateQueries({ queryKey: approvalRequestsQueryOptions.queryKey });
    void qc.invalidateQueries({ queryKey: ["/api/pos/orders"] });
  };
  return useEventStream("/api/pos/events", {
    onOpen: refreshAll,
    events: {
      pos: (event) => {
        let parsed;
        try {
          parsed = posEventSchema.safeParse(JSON.parse(event.data));
        } catch {
          return;
        }
        if (!parsed.success) return;
        const { type, orderId, requestId } = parsed.data;
        if (orderId) void qc.invalidateQueries({ queryKey: posTicketQueryOptions(orderId).queryKey });
        if (requestId) void qc.invalidateQueries({ queryKey: approvalRequestQueryOptions(requestId).queryKey });
        if (type.startsWith("approval-")) void qc.invalidateQueries({ queryKey: approvalRequestsQueryOptions.queryKey });
        if (type === "paid" || type === "placed" || type === "discounted" || type === "refunded") {
          void qc.invalidateQueries({ queryKey: posSetupQueryOptions.queryKey });
          void qc.invalidateQueries({ queryKey: currentShiftQueryOptions.queryKey });
        }
      },
    },
  });
}
