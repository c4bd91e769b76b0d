import { haversineKm } from "@tavola/contracts";
import { useEffect, useRef, useState } from "react";
import { apiRequestJson } from "@/lib/api-client";

/**
 * The adaptive cadence (issue 18): a fix is sent when the courier has moved 25 m and 5 s have passed, or 15 s have
 * passed whatever the movement — a moving courier updates the customer's map every 5 s, one waiting at a light
 * every 15 s. The server keeps at most one position per 2 s and refuses more than 30 a minute.
 */
export const SEND_MIN_SECONDS = 5;
export const SEND_MAX_SECONDS = 15;
export const SEND_MIN_METRES = 25;

export type Fix = { lat: number; lng: number; at: number };
export function shouldSend(last: Fix | null, next: Fix): boolean {
  if (!last) return true;
  const seconds = (next.at - last.at) / 1000;
  if (seconds >= SEND_MAX_SECONDS) return true;
  return seconds >= SEND_MIN_SECONDS && haversineKm(last, next) * 1000 >= SEND_MIN_METRES;
}

export type ShareState = { status: "starting" | "sharing" | "unavailable" | "denied"; lastSentAt: number | null };

/** While the courier holds a run, the phone's position goes to the server (and on to the customer's map). */
export function useSharePosition(jobId: string | null): ShareState {
  const [state, setState] = useState<ShareState>({ status: "starting", lastSentAt: null });
  const last = useRef<Fix | null>(null);
  useEffect(() => {
    if (!jobId) return;
    if (typeof navigator === "undefined" || !navigator.geolocation) {
      setState({ status: "unavailable", lastSentAt: null });
      return;
    }
    last.current = null;
    let sending = false;
    let pending: Fix | null = null;
    let trailing: number | undefined;
    const send = (fix: Fix, accuracy: number) => {
      sending = true;
      last.current = fix;
      apiRequestJson("POST", `/api/dispatch/runs/${jobId}/positions`, { lat: fix.lat, lng: fix.lng, accuracyM: Math.min(10_000, Math.round(accuracy)) })
        .then(() => setState({ status: "sharing", lastSentAt: fix.at }))
        .catch(() => (last.current = null))
        .finally(() => (sending = false));
    };
    const watch = navigator.geolocation.watchPosition(
      (p) => {
        const fix = { lat: p.coords.latitude, lng: p.coords.longitude, at: Date.now() };
        if (!sending && shouldSend(last.current, fix)) {
          window.clearTimeout(trailing);
          send(fix, p.coords.accuracy);
          return;
        }
        // Moved, but sooner than 5 s after the last send (or while it is on its way): the newest fix goes when the
        // 5 s are up, so the map never stays on a stale spot when the phone reports no further fix.
        if (last.current && haversineKm(last.current, fix) * 1000 >= SEND_MIN_METRES) {
          pending = fix;
          window.clearTimeout(trailing);
          trailing = window.setTimeout(() => {
            if (pending) send({ ...pending, at: Date.now() }, p.coords.accuracy);
            pending = null;
          }, Math.max(500, last.current.at + SEND_MIN_SECONDS * 1000 - fix.at));
        }
      },
      (err) => setState((s) => ({ ...s, status: err.code === err.PERMISSION_DENIED ? "denied" : "unavailable" })),
      { enableHighAccuracy: true, maximumAge: 5_000, timeout: 30_000 },
    );
    return () => {
      window.clearTimeout(trailing);
      navigator.geolocation.clearWatch(watch);
    };
  }, [jobId]);
  return state;
}
