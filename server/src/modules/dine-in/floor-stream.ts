import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppDeps } from "../../platform/deps.js";
import type { LiveEvent } from "../../platform/events.js";
import { floorTopic } from "../../platform/floor-events.js";
import { openEventStream } from "../../platform/sse.js";

/**
 * The restaurant's floor, live: every event on `floor:<id>` (check-ins, calls, table orders, paid bills,
 * reservation changes) goes to the client as SSE event "floor" with the event itself; the client refetches
 * what it shows. Subscribed before the stream says it is ready, so nothing published after that is missed.
 */
export async function streamFloor(deps: AppDeps, request: FastifyRequest, reply: FastifyReply, restaurantId: string): Promise<void> {
  const out = openEventStream(request, reply, deps.streams);
  const off = deps.events.subscribe(floorTopic(restaurantId), (e: LiveEvent) => out.send("floor", e.data));
  out.onClose(off);
  await deps.events.ready();
  // A comment, not an event: the client knows the stream is live (and refetches) on the open event.
  if (!reply.raw.writableEnded) reply.raw.write(": ready\n\n");
}
