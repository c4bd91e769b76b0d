import type { FastifyReply, FastifyRequest } from "fastify";

const PING_MS = 15_000;

export type EventStream = {
  send(event: string, data: unknown): void;
  /** Runs when the client goes away or the server shuts down. */
  onClose(fn: () => void): void;
};

/** Open Server-Sent Event streams, so shutdown can end them instead of waiting on them forever. */
export type StreamRegistry = { open: Set<() => void>; closeAll(): void };

export function createStreamRegistry(): StreamRegistry {
  const open = new Set<() => void>();
  return { open, closeAll: () => [...open].forEach((end) => end()) };
}

/**
 * Turns the reply into a Server-Sent Events stream: no buffering by proxies, a comment every 15 s so idle
 * connections stay open through load balancers, and a retry hint for EventSource's reconnects.
 */
export function openEventStream(request: FastifyRequest, reply: FastifyReply, registry: StreamRegistry): EventStream {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    "Content-Type": "text/event-stream; charset=utf-8",
    "Cache-Control": "no-cache, no-transform",
    Connection: "keep-alive",
    "X-Accel-Buffering": "no",
    "X-Content-Type-Options": "nosniff",
  });
  raw.write("retry: 3000\n\n");
  const closers: Array<() => void> = [];
  const ping = setInterval(() => raw.write(": ping\n\n"), PING_MS);
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(ping);
    registry.open.delete(end);
    for (const fn of closers) fn();
    raw.end();
  };
  registry.open.add(end);
  request.raw.on("close", end);
  return {
    send(event, data) {
      if (!ended) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    onClose(fn) {
      if (ended) fn();
      else closers.push(fn);
    },
  };
}
