import type { FastifyReply, FastifyRequest } from "fastify";
import type { PosEvent } from "@tavola/contracts";
import type { AppDeps } from "../../platform/deps.js";
import { streamTeamEvents } from "../restaurants/index.js";

const str = (v: unknown) => (typeof v === "string" ? v : null);

/**
 * The till, live: the restaurant's order events (paid, discounted, refunded…) and its approval requests (asked,
 * decided), each sent as SSE event "pos" naming the order and request; the screen re-reads what it shows. A team
 * stream (`streamTeamEvents`): nothing is missed between subscribing and opening, and it ends with the session or
 * the team membership.
 */
export function streamPos(deps: AppDeps, request: FastifyRequest, reply: FastifyReply, restaurantId: string): Promise<void> {
  return streamTeamEvents<PosEvent>(deps, request, reply, restaurantId, {
    topics: [`restaurant:${restaurantId}`],
    event: "pos",
    toMessage: (e) => ({ type: e.type, orderId: str(e.data.orderId), requestId: str(e.data.requestId) }),
  });
}
