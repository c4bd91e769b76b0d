import { Volume2, VolumeX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import type { LiveConnection } from "../hooks/use-live-orders";

const CONNECTION_TEXT: Record<LiveConnection, string> = {
  connecting: "Connecting…",
  live: "Live",
  reconnecting: "Reconnecting…",
  stopped: "Live updates stopped",
};

/** Whether new orders are arriving by themselves, and the tablet's sound switch. */
export function LiveStatus({
  connection,
  muted,
  onMutedChange,
  soundReady,
}: {
  connection: LiveConnection;
  muted: boolean;
  onMutedChange: (muted: boolean) => void;
  soundReady: boolean;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <span
        className="inline-flex h-11 items-center gap-2 rounded-full border px-4 text-sm font-medium"
        data-testid="status-live"
        data-state={connection}
      >
        <span
          aria-hidden="true"
          className={cn(
            "size-2.5 rounded-full",
            // A still dot: a forever-running animation costs a kitchen tablet battery for no information.
            connection === "live" ? "bg-emerald-500" : "bg-amber-500",
          )}
        />
        {CONNECTION_TEXT[connection]}
      </span>
      <Button
        variant={muted ? "secondary" : "outline"}
        className="h-11 px-4"
        aria-pressed={muted}
        onClick={() => onMutedChange(!muted)}
        data-testid="button-mute"
      >
        {muted ? <VolumeX aria-hidden="true" /> : <Volume2 aria-hidden="true" />}
        Mute chime
      </Button>
      {!muted && !soundReady ? (
        <span className="text-xs text-muted-foreground">Tap anywhere to enable the new-order chime.</span>
      ) : null}
    </div>
  );
}
