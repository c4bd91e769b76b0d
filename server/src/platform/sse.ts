import { STREAM_END_EVENT, type StreamEndReason } from "@tavola/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { SessionUser } from "./session.js";

const PING_MS = 15_000;
/** How often open streams' sessions and permissions are re-checked (one batched session read per sweep). */
const SWEEP_MS = 2_500;
/**
 * Streams one session may hold open in one process. Opening another closes that session's oldest rather than
 * answering 429: a reloaded or reopened tab must always get its stream (the browser may not have closed the old
 * connection yet, and a dead one lingers until a ping fails to write), and the newest stream is the one somebody
 * is looking at. The bound is the same either way: a session never holds more than this many.
 */
const MAX_STREAMS_PER_SESSION = 6;
/** Session ids per re-check query (bound parameters stay far below Postgres's 65 535). */
const SESSIONS_PER_QUERY = 1_000;

/*
 * Why the server ended a stream (STREAM_END_REASONS in the contracts), sent as a final `end` event so the client
 * stops instead of reconnecting: `signed_out` (sign-out, expiry, or a new token after an admin-key elevation),
 * `forbidden` (role changed, removed from the restaurant), `replaced` (the session opened too many streams; this,
 * its oldest, made way). A shutdown ends streams without an event: the client reconnects, to another process.
 */
export type { StreamEndReason };

/** What the route checked before opening the stream, re-checked while it is open. */
export type StreamAccess = {
  /**
   * Streams whose checks give the same answer for the same user and role share a scope (e.g.
   * `works-at:<restaurantId>`): one sweep runs one check per (scope, user, role), however many streams share it.
   */
  scope: string;
  /** Whether the session, as it stands now (its current role), may still see what the stream shows. */
  stillAllowed(session: SessionUser): boolean | Promise<boolean>;
};

export type EventStream = {
  send(event: string, data: unknown): void;
  /** Runs when the client goes away, the server ends the stream, or the server shuts down. */
  onClose(fn: () => void): void;
};

/** The registry's view of one open stream. */
export type OpenStream = {
  sessionId: string | null;
  access: StreamAccess | undefined;
  ended: boolean;
  end(reason?: StreamEndReason): void;
};

export type StreamRegistryOptions = {
  /** Live sessions by id (`SessionStore.resolveByIds`); a session missing from the answer has ended. */
  resolveSessions?: (sessionIds: string[]) => Promise<Map<string, SessionUser>>;
  /** Between the end of one sweep and the start of the next (default 2.5 s). */
  sweepMs?: number;
  maxPerSession?: number;
  /** A sweep or a check that failed: the streams it concerned stay open, the next sweep tries again. */
  onError?: (err: unknown) => void;
};

/**
 * Open Server-Sent Event streams: shutdown ends them instead of waiting on them forever, a session holds at
 * most a handful, and while any is open a sweep re-checks their sessions and permissions.
 */
export type StreamRegistry = {
  /** How many streams are open in this process. */
  readonly size: number;
  /** @internal openEventStream's bookkeeping. */
  add(stream: OpenStream): void;
  /** @internal */
  delete(stream: OpenStream): void;
  /**
   * One re-check now (the timer calls it): the open streams' sessions are read in one query (per 1 000); streams whose
   * session has ended are closed (`signed_out`), then each distinct (scope, user, role) is checked once and the
   * streams it no longer allows are closed (`forbidden`).
   */
  sweep(): Promise<void>;
  /** Ends a session's streams in this process at once (e.g. on sign-out; other processes notice at their sweep). */
  endSession(sessionId: string, reason?: StreamEndReason): void;
  /** Ends every stream (no `end` event: the clients reconnect, to another process) and stops the sweep. */
  closeAll(): void;
};

export function createStreamRegistry(options: StreamRegistryOptions = {}): StreamRegistry {
  const sweepMs = options.sweepMs ?? SWEEP_MS;
  const maxPerSession = options.maxPerSession ?? MAX_STREAMS_PER_SESSION;
  const report = (err: unknown) => options.onError?.(err);
  /** In opening order, so a session's first entry is its oldest. */
  const open = new Set<OpenStream>();
  const bySession = new Map<string, Set<OpenStream>>();
  let timer: NodeJS.Timeout | null = null;
  let closed = false;

  // Not scheduled work for the job queue: like the ping, it watches this process's own open connections, runs
  // only while one is open, and has nothing to survive a restart (the streams end with the process).
  const schedule = () => {
    if (timer || closed || open.size === 0 || !options.resolveSessions) return;
    timer = setTimeout(() => {
      void registry
        .sweep()
        .catch(report)
        .finally(() => {
          timer = null;
          schedule();
        });
    }, sweepMs);
    // An open stream alone must not keep the process alive.
    timer.unref();
  };

  const registry: StreamRegistry = {
    get size() {
      return open.size;
    },

    add(stream) {
      // Shutting down: no new stream may hold close() up; the client reconnects (to another process).
      if (closed) return stream.end();
      open.add(stream);
      if (stream.sessionId) {
        let mine = bySession.get(stream.sessionId);
        if (!mine) bySession.set(stream.sessionId, (mine = new Set()));
        mine.add(stream);
        while (mine.size > maxPerSession) mine.values().next().value!.end("replaced");
      }
      schedule();
    },

    delete(stream) {
      open.delete(stream);
      if (stream.sessionId) {
        const mine = bySession.get(stream.sessionId);
        mine?.delete(stream);
        if (mine?.size === 0) bySession.delete(stream.sessionId);
      }
      if (open.size === 0 && timer) {
        clearTimeout(timer);
        timer = null;
      }
    },

    async sweep() {
      if (!options.resolveSessions || bySession.size === 0) return;
      const ids = [...bySession.keys()];
      const sessions = new Map<string, SessionUser>();
      for (let i = 0; i < ids.length; i += SESSIONS_PER_QUERY) {
        for (const [id, session] of await options.resolveSessions(ids.slice(i, i + SESSIONS_PER_QUERY))) sessions.set(id, session);
      }
      // Checks by (scope, user, role): the first stream of each runs it, the others wait for its answer.
      const checks = new Map<string, { session: SessionUser; access: StreamAccess; streams: OpenStream[] }>();
      for (const sessionId of ids) {
        const streams = bySession.get(sessionId);
        if (!streams) continue;
        const session = sessions.get(sessionId);
        for (const stream of [...streams]) {
          if (!session) {
            stream.end("signed_out");
            continue;
          }
          if (!stream.access) continue;
          const key = JSON.stringify([stream.access.scope, session.userId, session.role]);
          const check = checks.get(key);
          if (check) check.streams.push(stream);
          else checks.set(key, { session, access: stream.access, streams: [stream] });
        }
      }
      // One at a time: a sweep never takes more than one pooled connection from the requests.
      for (const { session, access, streams } of checks.values()) {
        let allowed: boolean;
        try {
          allowed = await access.stillAllowed(session);
        } catch (err) {
          report(err);
          continue;
        }
        if (!allowed) for (const stream of streams) stream.end("forbidden");
      }
    },

    endSession(sessionId, reason = "signed_out") {
      for (const stream of [...(bySession.get(sessionId) ?? [])]) stream.end(reason);
    },

    closeAll() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      for (const stream of [...open]) stream.end();
    },
  };
  return registry;
}

/**
 * Turns the reply into a Server-Sent Events stream: no buffering by proxies, a comment every 15 s so idle
 * connections stay open through load balancers, and a retry hint for EventSource's reconnects. The stream
 * belongs to the request's session (at most a handful per session); `access`, the route's own permission
 * check, is re-run by the registry's sweep while the stream is open.
 */
export function openEventStream(request: FastifyRequest, reply: FastifyReply, registry: StreamRegistry, access?: StreamAccess): EventStream {
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
  const write = (event: string, data: unknown) => raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  const stream: OpenStream = {
    sessionId: request.session?.sessionId ?? null,
    access,
    ended: false,
    end(reason) {
      if (stream.ended) return;
      stream.ended = true;
      clearInterval(ping);
      registry.delete(stream);
      for (const fn of closers) fn();
      if (reason && !raw.writableEnded && !raw.destroyed) write(STREAM_END_EVENT, { reason });
      raw.end();
    },
  };
  const onGone = () => stream.end();
  request.raw.on("close", onGone);
  raw.on("close", onGone);
  registry.add(stream);
  // The client left while the route was getting ready (its close event has come and gone).
  if (request.raw.destroyed || raw.destroyed) stream.end();
  return {
    send(event, data) {
      if (!stream.ended) write(event, data);
    },
    onClose(fn) {
      if (stream.ended) fn();
      else closers.push(fn);
    },
  };
}
