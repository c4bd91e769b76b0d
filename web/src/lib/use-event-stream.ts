import { useEffect, useRef, useState } from "react";

export type StreamConnection = "connecting" | "live" | "reconnecting";

export type StreamHandlers = {
  /** Each (re)open: the place to refetch whatever happened while the stream was not listening. */
  onOpen?: () => void;
  /** Listeners by SSE event name. */
  events: Record<string, (event: MessageEvent<string>) => void>;
};

/** Waits before reopening a stream the browser gave up on (it retries dropped ones by itself). */
const RECONNECT_DELAYS_MS = [1_000, 3_000, 10_000, 30_000];

/**
 * One server-sent event stream with the session cookie, kept open while the component is mounted: the
 * browser retries a dropped connection itself; once it gives up (CLOSED) the stream is reopened after a
 * growing wait. A new url closes the old stream and opens the new one. Handlers may change on every render.
 */
export function useEventStream(url: string, handlers: StreamHandlers): StreamConnection {
  const [connection, setConnection] = useState<StreamConnection>("connecting");
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
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
  }, [url]);

  return connection;
}
