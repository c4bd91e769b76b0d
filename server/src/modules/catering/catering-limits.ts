import type { z } from "zod";
import type { FastifyRequest } from "fastify";
import type { premiumCateringSchema } from "@tavola/contracts";
import { clientKey } from "../../platform/client-address.js";
import { normalizedKeyPart, type LimitRule } from "../../platform/rate-limit.js";
import { requireSession } from "../../platform/session.js";

/**
 * Catering requests on the one rate limiter (counted before the work; 429 with Retry-After when over). The
 * premium form is anonymous: per address and per email. The simple form needs an account: per user. A real
 * planner sends a request or two; these leave room for a few events and typos.
 */
export const PREMIUM_CATERING_LIMITS = {
  perAddress: { limit: 5, windowSeconds: 3600 },
  perEmail: { limit: 5, windowSeconds: 24 * 3600 },
};
export const CATERING_LIMITS = { perUser: { limit: 10, windowSeconds: 3600 } };
export const CATERING_LIMITED_MESSAGE = "Too many catering requests. Please try again later, or call us.";

/** `POST /api/catering/request`. */
export function premiumCateringRules(request: FastifyRequest): LimitRule[] {
  const { email } = request.body as z.output<typeof premiumCateringSchema>;
  return [
    { key: `catering-premium:ip:${clientKey(request)}`, ...PREMIUM_CATERING_LIMITS.perAddress },
    { key: `catering-premium:email:${normalizedKeyPart(email)}`, ...PREMIUM_CATERING_LIMITS.perEmail },
  ];
}

/** `POST /api/catering` (signed in). */
export const cateringRules = (request: FastifyRequest): LimitRule[] => [
  { key: `catering:user:${requireSession(request).userId}`, ...CATERING_LIMITS.perUser },
];

/**
 * Accepting a quote through its link is anonymous: counted per address. A client accepts once; the room is for a
 * typo'd name and a retry, not for guessing at links.
 */
export const QUOTE_ACCEPT_LIMITS = { perAddress: { limit: 10, windowSeconds: 3600 } };
export const quoteAcceptRules = (request: FastifyRequest): LimitRule[] => [
  { key: `catering-quote-accept:ip:${clientKey(request)}`, ...QUOTE_ACCEPT_LIMITS.perAddress },
];

/** Paying a deposit through the link (anonymous): per address; a decline or two and a retry fit easily. */
export const DEPOSIT_PAY_LIMITS = { perAddress: { limit: 20, windowSeconds: 3600 } };
export const depositPayRules = (request: FastifyRequest): LimitRule[] => [
  { key: `catering-deposit:ip:${clientKey(request)}`, ...DEPOSIT_PAY_LIMITS.perAddress },
];
