import { useState } from "react";
import type { Presence } from "@tavola/contracts";
import { Card, CardContent } from "@/components/ui/card";
import { Switch } from "@/components/ui/switch";
import { parseApiError } from "@/lib/api-error";
import { useSetPresence } from "../api/dispatch-api";
import { useDispatchDemo } from "../demo/demo-mode";

/** The phone's position, or null when it cannot or may not say (the server then keeps the last one). */
function currentPosition(): Promise<{ lat: number; lng: number } | null> {
  if (typeof navigator === "undefined" || !navigator.geolocation) return Promise.resolve(null);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ lat: p.coords.latitude, lng: p.coords.longitude }),
      () => resolve(null),
      { enableHighAccuracy: false, timeout: 8000, maximumAge: 60_000 },
    );
  });
}

/** Online / offline, with the position sent each time the courier goes online (jobs are offered by distance). */
export function PresenceCard({ presence }: { presence: Presence }) {
  const setPresence = useSetPresence();
  const demo = useDispatchDemo();
  const [locating, setLocating] = useState(false);
  const toggle = async (online: boolean) => {
    setLocating(online);
    // The demo never asks the browser where the phone is.
    const position = online && !demo ? await currentPosition() : null;
    setLocating(false);
    setPresence.mutate({ online, ...(position ?? {}) });
  };
  const error = setPresence.error ? parseApiError(setPresence.error).message : null;
  return (
    <Card>
      <CardContent className="flex items-center justify-between gap-4 p-4">
        <div>
          <label htmlFor="courier-online" className="text-lg font-semibold">
            {presence.online ? "You're online" : "You're offline"}
          </label>
          <p className="text-sm text-muted-foreground" data-testid="text-presence-hint">
            {locating ? "Finding your location…" : presence.online ? "Jobs within 6 km appear below as they are published." : "Go online to see jobs near you and bid."}
          </p>
          {error && (
            <p role="alert" className="mt-1 text-sm text-destructive">
              {error}
            </p>
          )}
        </div>
        <Switch
          id="courier-online"
          data-testid="switch-online"
          checked={presence.online}
          disabled={setPresence.isPending || locating}
          onCheckedChange={(v) => void toggle(v)}
        />
      </CardContent>
    </Card>
  );
}
