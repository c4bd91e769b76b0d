import type { Order } from "@tavola/contracts";
import { useCallback, useState } from "react";
import { useOrderChime } from "./use-order-chime";

const MUTE_KEY = "tavola-dashboard-muted";

function readMuted(): boolean {
  try {
    return window.localStorage.getItem(MUTE_KEY) === "1";
  } catch {
    return false;
  }
}

/**
 * What a new order does to the screen: remembered as fresh (highlight + "New" badge until someone acts on
 * it), announced to screen readers, and chimed unless the team muted the tablet (remembered per device).
 */
export function useNewOrderAlerts() {
  const [freshIds, setFreshIds] = useState<ReadonlySet<string>>(() => new Set());
  const [announcement, setAnnouncement] = useState("");
  const [muted, setMutedState] = useState(readMuted);
  const chime = useOrderChime();

  const setMuted = useCallback((next: boolean) => {
    setMutedState(next);
    try {
      window.localStorage.setItem(MUTE_KEY, next ? "1" : "0");
    } catch {
      // Private mode without storage: the toggle still works for this visit.
    }
  }, []);

  const { play } = chime;
  const notify = useCallback(
    (order: Order) => {
      setFreshIds((ids) => new Set(ids).add(order.id));
      setAnnouncement(`New order ${order.reference}`);
      if (!muted) play();
    },
    [muted, play],
  );

  return { freshIds, announcement, notify, muted, setMuted, soundReady: chime.ready };
}
