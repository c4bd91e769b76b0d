import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { clientKey } from "../../platform/client-address.js";
import type { LimitRule } from "../../platform/rate-limit.js";

/**
 * Guests who are not signed in may tokenise a card (to pay a table's bill), so the vault must not become a
 * free card-testing service: an address gets at most 30 tokenisations per 10 minutes, counted on the one rate
 * limiter (in the database, so every server process agrees) before the card is looked at. Signed-in callers
 * are not limited by it.
 */
export const ANONYMOUS_TOKENS_PER_WINDOW = 30;
export const TOKEN_WINDOW_MINUTES = 10;
export const ANONYMOUS_TOKENS_MESSAGE = "Too many cards tried from this address. Please wait a few minutes, or sign in.";

/** `POST /api/payments/sandbox/tokens`: nothing for a signed-in caller; per address for anyone else. */
export function anonymousTokenRules(request: FastifyRequest): LimitRule[] {
  if (request.session) return [];
  return [{ key: `card-tokens:ip:${clientKey(request)}`, limit: ANONYMOUS_TOKENS_PER_WINDOW, windowSeconds: TOKEN_WINDOW_MINUTES * 60 }];
}

/**
 * The tag an anonymous caller's tokens carry (`sandbox_card_tokens.requester_tag`), kept as a record of which
 * tokens came from outside an account: one-way, so the vault never stores the address itself.
 */
export const anonymousRequesterTag = (request: FastifyRequest) =>
  createHash("sha256").update(`tavola-card-token:${clientKey(request)}`).digest("hex").slice(0, 32);
