import type { z } from "zod";
import type { FastifyRequest } from "fastify";
import type { webEventsBatchSchema } from "@tavola/contracts";
import { clientKey } from "../../platform/client-address.js";
import type { LimitRule } from "../../platform/rate-limit.js";

/**
 * Events need no account, so one client could inflate a restaurant's funnel. Counted on the one rate limiter per
 * true client address (request.ip, never a header the client chooses) and per visitor id. A real visit sends a
 * handful of batches (the web flushes after idle, on interaction and when the page hides); the address allowance
 * (ten visitors' worth) leaves room for an office, a campus or a mobile carrier's shared address. A batch holds at
 * most 20 events, so one address adds at most 12,000 rows in ten minutes.
 */
export const WEB_EVENT_LIMITS = {
  perAddress: { limit: 600, windowSeconds: 600 },
  perVisitor: { limit: 60, windowSeconds: 600 },
};
export const WEB_EVENTS_LIMITED_MESSAGE = "Too many events from this browser. Please try again later.";

export function webEventRules(request: FastifyRequest): LimitRule[] {
  const body = request.body as z.output<typeof webEventsBatchSchema>;
  return [
    { key: `web-events:ip:${clientKey(request)}`, ...WEB_EVENT_LIMITS.perAddress },
    { key: `web-events:visitor:${body.visitorId}`, ...WEB_EVENT_LIMITS.perVisitor },
  ];
}
