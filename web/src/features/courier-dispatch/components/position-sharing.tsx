import { MapPin, MapPinOff } from "lucide-react";
import { useSharePosition } from "../hooks/use-share-position";

const clock = (at: number) => new Date(at).toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit", second: "2-digit" });

/** Says whether the customer can follow the run on their map, and what to do when they cannot. */
export function PositionSharing({ jobId }: { jobId: string }) {
  const share = useSharePosition(jobId);
  const off = share.status === "denied" || share.status === "unavailable";
  const Icon = off ? MapPinOff : MapPin;
  return (
    <p className="flex items-start gap-2 rounded-lg bg-muted px-3 py-2 text-sm" role="status" data-testid="text-position-sharing">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {share.status === "denied"
        ? "Location is blocked for Tavola: allow it in your browser so the customer can follow the delivery."
        : share.status === "unavailable"
          ? "Your location is unavailable right now: the customer sees your last position."
          : share.lastSentAt
            ? `Sharing your location with the customer · sent ${clock(share.lastSentAt)}`
            : "Starting to share your location with the customer…"}
    </p>
  );
}
