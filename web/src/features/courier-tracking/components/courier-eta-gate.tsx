import type { CourierTracking } from "@tavola/contracts";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { courierTrackingQueryOptions } from "../api/courier-tracking-api";

/** The courier panel shows a live arrival range: a courier holds the run and their position gave one. */
export const showsLiveEta = (t: CourierTracking | undefined) => Boolean(t?.eta && (t.state === "to_restaurant" || t.state === "to_customer"));

/**
 * Tells the tracking page whether the courier panel shows a live arrival range, so the page shows one ETA: the
 * courier's once they are on the way, the order's own before (and after). Reads the panel's query — its stream keeps
 * it fresh — so it adds no request of its own.
 */
export function CourierEtaGate({ orderId, children }: { orderId: string; children: (liveShown: boolean) => ReactNode }) {
  const { data } = useQuery(courierTrackingQueryOptions(orderId));
  return <>{children(showsLiveEta(data))}</>;
}
