import type { FastifyReply, FastifyRequest } from "fastify";
import type { PosEvent } from "@tavola/contracts";
import type { AppDeps } from "../../platform/deps.js";
import type { LiveEvent } from "../../platform/events.js";
import { openEventStream, type EventStream } from "../../platform/sse.js";
import { isOnTeam } from "../restaurants/index.js";

/**
 * The till, live: the restaurant's order events (paid, discounted, refunded…) and its approval requests (asked,
 * decided), each sent as SSE event "pos" naming the order and request; the screen re-reads what it shows. Listening
 * starts before the stream answers 200, so a screen that re-reads when the stream opens misses nothing; the stream
 * ends when the session does or is no longer on the restaurant's team.
 */
export async function streamPos(deps: AppDeps, request: FastifyRequest, reply: FastifyReply, restaurantId: string): Promise<void> {
  let out: EventStream | null = null;
  const early: PosEvent[] = [];
  const str = (v: unknown) => (typeof v === "string" ? v : null);
  const forward = (e: LiveEvent) => {
    const event: PosEvent = { type: e.type, orderId: str(e.data.orderId), requestId: str(e.data.requestId) };
    if (out) out.send("pos", event);
    else early.push(event);
  };
  const off = deps.events.subscribe(`restaurant:${restaurantId}`, forward);
  try {
    await deps.events.ready();
  } catch (err) {
    off();
    throw err;
  }
  out = openEventStream(request, reply, deps.streams, {
    scope: `on-team:${restaurantId}`,
    stillAllowed: (session) => isOnTeam(deps.db, session, restaurantId),
  });
  out.onClose(off);
  for (const e of early) out.send("pos", e);
}
