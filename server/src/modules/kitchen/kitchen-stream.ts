import type { FastifyReply, FastifyRequest } from "fastify";
import type { KitchenEvent } from "@tavola/contracts";
import type { AppDeps } from "../../platform/deps.js";
import { streamTeamEvents } from "../restaurants/index.js";
import { kitchenTopic } from "./kitchen.service.js";

/**
 * The kitchen display, live: the restaurant's order events (placed, accepted, moved on — from every channel) and the
 * kitchen's own bumps and recalls, each sent as SSE event "kitchen" with the order it concerns; the screen re-reads
 * its board. A team stream (`streamTeamEvents`): nothing is missed between subscribing and opening, and it ends
 * with the session or the team membership.
 */
export function streamKitchen(deps: AppDeps, request: FastifyRequest, reply: FastifyReply, restaurantId: string): Promise<void> {
  return streamTeamEvents<KitchenEvent>(deps, request, reply, restaurantId, {
    topics: [`restaurant:${restaurantId}`, kitchenTopic(restaurantId)],
    event: "kitchen",
    toMessage: (e) => ({ type: e.type, orderId: typeof e.data.orderId === "string" ? e.data.orderId : null }),
  });
}
