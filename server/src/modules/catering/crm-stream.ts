import type { FastifyReply, FastifyRequest } from "fastify";
import type { LeadLiveEvent } from "@tavola/contracts";
import type { AppDeps } from "../../platform/deps.js";
import type { LiveEvent } from "../../platform/events.js";
import { openEventStream, type EventStream } from "../../platform/sse.js";
import { leadScopeOf, scopeAllows, type LeadScope } from "./lead-access.policy.js";
import { CRM_TOPIC } from "./lead-events.js";

/**
 * The board, live: SSE event `lead` with `{ type, leadId, restaurantId }` for each lead change the viewer may see;
 * the board refetches. Restaurant teams hear their restaurants' leads, executives all; an enterprise client hears
 * nothing here (its view refetches on focus). Listening starts before the stream answers 200, so a board that
 * refetches on open misses nothing. The registry re-checks the session and role every few seconds.
 */
export async function streamLeads(deps: AppDeps, request: FastifyRequest, reply: FastifyReply, scope: LeadScope): Promise<void> {
  let out: EventStream | null = null;
  const early: LeadLiveEvent[] = [];
  const off = deps.events.subscribe(CRM_TOPIC, (e: LiveEvent) => {
    const data = e.data as LeadLiveEvent;
    const visible = scope.kind === "all" || (scope.kind === "restaurants" && scopeAllows(scope, { restaurantId: data.restaurantId, customerUserId: null, companyId: null }));
    if (!visible) return;
    if (out) out.send("lead", data);
    else early.push(data);
  });
  try {
    await deps.events.ready();
  } catch (err) {
    off();
    throw err;
  }
  const restaurants = scope.kind === "restaurants" ? scope.restaurantIds.join(",") : scope.kind;
  out = openEventStream(request, reply, deps.streams, {
    scope: `catering-crm:${restaurants}`,
    // Still allowed while the viewer's scope covers what it was opened with (a staff member removed from a
    // restaurant, or whose role changed, is cut off).
    stillAllowed: async (session) => {
      try {
        const now = await leadScopeOf(deps.db, session);
        if (scope.kind === "all") return now.kind === "all";
        if (scope.kind === "restaurants") return now.kind === "all" || (now.kind === "restaurants" && scope.restaurantIds.every((id) => now.restaurantIds.includes(id)));
        return now.kind === "client";
      } catch {
        return false;
      }
    },
  });
  out.onClose(off);
  for (const e of early) out.send("lead", e);
}
