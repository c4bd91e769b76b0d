import { cn } from "@/lib/utils";
import type { LiveState } from "../../hooks/use-order-events";

const COPY: Record<LiveState, { text: string; dot: string }> = {
  connecting: { text: "Connecting", dot: "bg-muted-foreground" },
  live: { text: "Live", dot: "bg-emerald-500 animate-pulse" },
  reconnecting: { text: "Reconnecting", dot: "bg-amber-500" },
  offline: { text: "Updates paused", dot: "bg-muted-foreground" },
  ended: { text: "Final", dot: "bg-muted-foreground" },
};

/** Whether the page is receiving the order's updates right now. */
export function LiveIndicator({ state }: { state: LiveState }) {
  const { text, dot } = COPY[state];
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-medium" data-state={state} data-testid="live-indicator">
      <span aria-hidden="true" className={cn("size-2 rounded-full", dot)} />
      {text}
    </span>
  );
}
