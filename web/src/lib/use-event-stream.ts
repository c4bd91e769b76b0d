import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { STREAM_END_EVENT, STREAM_END_REASONS, type StreamEndReason } from "@tavola/contracts";

export { STREAM_END_EVENT, type StreamEndReason };

/** `stopped`: the server ended the stream for good (signed out, or no longer allowed to see it). */
export type StreamConnection = "connecting" | "live" | "reconnecting" | "stopped";

export function parseStreamEnd(data: string): StreamEndReason | null {
  try {
    const reason = (JSON.parse(data) as { reason?: unknown }).reason;
    return STREAM_END_REASONS.find((r) => r === reason) ?? null;
  } catch {
    return null;
  }
}

export type StreamHandlers = {
  /** Each (re)open: the place to refetch whatever happened while the stream was not listening. */
  onOpen?: () => void;
  /** Listeners by SSE event name. */
  events: Record<string, (event: MessageEvent<string>) => void>;
};

/** Waits before reopening a stream the browser gave up on (it retries dropped ones by itself). */
const RECONNECT_DELAYS_MS = [1_000, 3_000, 10_000, 30_000];
/** A stream the server closed to make way for a newer one of the same session comes back only after this. */
const REPLACED_RETRY_MS = 30_000;

/**
 * One server-sent event stream with the session cookie, kept open while the component is mounted: the
 * browser retries a dropped connection itself; once it gives up (CLOSED) the stream is reopened after a
 * growing wait. A new url closes the old stream and opens the new one. Handlers may change on every render.
 *
 * When the server ends the stream itself (event `end`) it is not reopened at once: after `signed_out` or
 * `forbidden` never (every query is refetched instead, so the page learns it is signed out or no longer allowed
 * and shows that); after `replaced` (more tabs of this session than the server keeps live) once, 30 s later.
 */
/** `url` null: no stream (a screen that has nothing live to follow any more). */
export function useEventStream(url: string | null, handlers: StreamHandlers): StreamConnection {
  const queryClient = useQueryClient();
  const [connection, setConnection] = useState<StreamConnection>("connecting");
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });

  useEffect(() => {
    // An empty url is a stream not wanted yet (the screen does not know what to listen to).
    if (!url || typeof EventSource === "undefined") return;
    let source: EventSource | null = null;
    let retryTimer: number | undefined;
    let attempt = 0;
    let disposed = false;

    const open = () => {
      source = new EventSource(url, { withCredentials: true });
      for (const type of Object.keys(handlersRef.current.events)) {
        source.addEventListener(type, ((event: MessageEvent<string>) => handlersRef.current.events[type]?.(event)) as EventListener);
      }
      source.onopen = () => {
        attempt = 0;
        setConnection("live");
        handlersRef.current.onOpen?.();
      };
      source.addEventListener(STREAM_END_EVENT, ((event: MessageEvent<string>) => {
        const reason = parseStreamEnd(event.data);
        if (!reason) return;
        // Closed before the browser's own reconnect: the server said this stream is over.
        source?.close();
        if (reason === "replaced") {
          setConnection("reconnecting");
          if (!disposed) retryTimer = window.setTimeout(open, REPLACED_RETRY_MS);
        } else {
          setConnection("stopped");
          void queryClient.invalidateQueries();
        }
      }) as EventListener);
      source.onerror = () => {
        setConnection("reconnecting");
        if (source?.readyState === EventSource.CLOSED && !disposed) {
          source.close();
          const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)];
          attempt += 1;
          retryTimer = window.setTimeout(open, delay);
        }
      };
    };

    open();
    return () => {
      disposed = true;
      window.clearTimeout(retryTimer);
      source?.close();
    };
  }, [url, queryClient]);

  return connection;
}
