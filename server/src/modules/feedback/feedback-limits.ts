import type { z } from "zod";
import type { FastifyRequest } from "fastify";
import type { feedbackSubmitSchema } from "@tavola/contracts";
import { clientKey } from "../../platform/client-address.js";
import { normalizedKeyPart, type LimitRule } from "../../platform/rate-limit.js";

/**
 * Feedback needs no account, so one client could skew a rival's sentiment figures. Counted on the one rate
 * limiter before the work (429 with Retry-After when over): per address, per email when one is given, per
 * (address, restaurant) — the rule that keeps one machine from filling a restaurant's page — and per order.
 * A real guest leaves a review or two; the address allowance leaves room for a household or an office.
 */
export const FEEDBACK_LIMITS = {
  perAddress: { limit: 20, windowSeconds: 3600 },
  perEmail: { limit: 5, windowSeconds: 24 * 3600 },
  perAddressAndRestaurant: { limit: 5, windowSeconds: 24 * 3600 },
  perOrder: { limit: 5, windowSeconds: 24 * 3600 },
};
export const FEEDBACK_LIMITED_MESSAGE = "You have shared a lot of feedback recently. Please try again later.";

/** `POST /api/feedback` (the body is validated by then). Ids are lower-cased: a uuid's letters may come in either case. */
export function feedbackRules(request: FastifyRequest): LimitRule[] {
  const body = request.body as z.output<typeof feedbackSubmitSchema>;
  const address = clientKey(request);
  const L = FEEDBACK_LIMITS;
  const rules: LimitRule[] = [{ key: `feedback:ip:${address}`, ...L.perAddress }];
  if (body.email) rules.push({ key: `feedback:email:${normalizedKeyPart(body.email)}`, ...L.perEmail });
  if (body.restaurantId) rules.push({ key: `feedback:ip-restaurant:${address}:${body.restaurantId.toLowerCase()}`, ...L.perAddressAndRestaurant });
  if (body.orderId) rules.push({ key: `feedback:order:${body.orderId.toLowerCase()}`, ...L.perOrder });
  return rules;
}
