import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppDeps } from "../../platform/deps.js";
import type { LiveEvent } from "../../platform/events.js";
import { floorTopic } from "../../platform/floor-events.js";
import { openEventStream, type EventStream, type StreamAccess } from "../../platform/sse.js";
import { worksAt } from "../restaurants/index.js";

/**
 * The restaurant's floor, live: every event on `floor:<id>` (check-ins, calls, table orders, paid bills,
 * reservation changes) goes to the client as SSE event "floor" with the event itself; the client refetches
 * what it shows. This process is listening before the stream answers 200, so a client that refetches when the
 * stream opens (EventSource's open event) misses nothing published after its refetch. The stream ends when the
 * session does or is no longer of the restaurant's team (the registry re-checks every few seconds).
 */
export async function streamFloor(deps: AppDeps, request: FastifyRequest, reply: FastifyReply, restaurantId: string): Promise<void> {
  let out: EventStream | null = null;
  const early: LiveEvent[] = [];
  const off = deps.events.subscribe(floorTopic(restaurantId), (e: LiveEvent) => (out ? out.send("floor", e.data) : early.push(e)));
  try {
    await deps.events.ready();
  } catch (err) {
    off();
    throw err;
  }
  out = openEventStream(request, reply, deps.streams, restaurantTeamAccess(deps, restaurantId));
  out.onClose(off);
  for (const e of early) out.send("floor", e.data);
}

/**
 * Still of the restaurant's team (or an executive), as `managedRestaurant` let them in. The ordering module's
 * queue stream checks the same under the same scope, so a sweep asks once per person and restaurant for both.
 */
const restaurantTeamAccess = (deps: AppDeps, restaurantId: string): StreamAccess => ({
  scope: `works-at:${restaurantId}`,
  stillAllowed: (session) => worksAt(deps.db, session, restaurantId),
});
