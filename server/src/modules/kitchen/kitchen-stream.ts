import type { FastifyReply, FastifyRequest } from "fastify";
import type { KitchenEvent } from "@tavola/contracts";
import type { AppDeps } from "../../platform/deps.js";
import type { LiveEvent } from "../../platform/events.js";
import { openEventStream, type EventStream } from "../../platform/sse.js";
import { isOnTeam } from "../restaurants/index.js";
import { kitchenTopic } from "./kitchen.service.js";

/**
 * The kitchen display, live: the restaurant's order events (placed, accepted, moved on — from every channel) and the
 * kitchen's own bumps and recalls, each sent as SSE event "kitchen" with the order it concerns; the screen re-reads
 * its board. This process is listening before the stream answers 200, so a screen that re-reads when the stream
 * opens misses nothing. The stream ends when the session does or is no longer on the restaurant's team.
 */
export async function streamKitchen(deps: AppDeps, request: FastifyRequest, reply: FastifyReply, restaurantId: string): Promise<void> {
  let out: EventStream | null = null;
  const early: KitchenEvent[] = [];
  const forward = (e: LiveEvent) => {
    const event: KitchenEvent = { type: e.type, orderId: typeof e.data.orderId === "string" ? e.data.orderId : null };
    if (out) out.send("kitchen", event);
    else early.push(event);
  };
  const offOrders = deps.events.subscribe(`restaurant:${restaurantId}`, forward);
  const offKitchen = deps.events.subscribe(kitchenTopic(restaurantId), forward);
  const off = () => {
    offOrders();
    offKitchen();
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
  for (const e of early) out.send("kitchen", e);
}
