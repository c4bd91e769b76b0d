import { useQueryClient } from "@tanstack/react-query";
import { useEventStream, type StreamConnection } from "@/lib/use-event-stream";
import { BOARD_KEY, EARNINGS_KEY } from "../api/dispatch-api";
import { useDispatchDemo } from "../demo/demo-mode";

/** The board stays live: each dispatch event (a job opened or awarded, my run changed) refetches what I may see. */
export function useDispatchStream(): StreamConnection {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: BOARD_KEY });
    void queryClient.invalidateQueries({ queryKey: EARNINGS_KEY });
  };
  // The demo (sample data) listens to nothing.
  const demo = useDispatchDemo();
  return useEventStream(demo ? null : "/api/dispatch/stream", { onOpen: refresh, events: { dispatch: refresh } });
}

/** Seconds until an ISO time, never negative (the clock is the caller's, ticking each second). */
export const secondsUntil = (iso: string, now: number) => Math.max(0, Math.ceil((new Date(iso).getTime() - now) / 1000));
