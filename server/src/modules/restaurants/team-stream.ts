import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppDeps } from "../../platform/deps.js";
import type { LiveEvent } from "../../platform/events.js";
import { openEventStream, type EventStream } from "../../platform/sse.js";
import { isOnTeam } from "./access.policy.js";

/** What one team screen's stream listens to, and how each live event is sent to it. */
export type TeamStreamSpec<T> = {
  /** The live topics to forward (e.g. `restaurant:<id>` and the screen's own). */
  topics: readonly string[];
  /** The SSE event name the screen listens for. */
  event: string;
  /** What the screen is told of one live event (ids only: it re-reads what it shows). */
  toMessage: (e: LiveEvent) => T;
};

/**
 * A restaurant team's screen, live (the till, the kitchen display): the topics are subscribed before the stream
 * answers 200 and what arrives meanwhile is buffered and sent once it opens, so a screen that re-reads when the
 * stream opens misses nothing; the stream ends when the session does or is no longer on the restaurant's team
 * (re-checked by the stream registry's sweep, one check per user for every stream of that scope).
 */
export async function streamTeamEvents<T>(deps: AppDeps, request: FastifyRequest, reply: FastifyReply, restaurantId: string, spec: TeamStreamSpec<T>): Promise<void> {
  let out: EventStream | null = null;
  const early: T[] = [];
  const forward = (e: LiveEvent) => {
    const message = spec.toMessage(e);
    if (out) out.send(spec.event, message);
    else early.push(message);
  };
  const offs = spec.topics.map((topic) => deps.events.subscribe(topic, forward));
  const off = () => {
    for (const unsubscribe of offs) unsubscribe();
  };
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
  for (const message of early) out.send(spec.event, message);
}
