import type { CardToken } from "@tavola/contracts";
import { newIdempotencyKey } from "@/lib/idempotency-key";

/**
 * One checkout attempt: the idempotency key (and card token) sent with one submission. A retry of the
 * same submission — a double click, a dropped connection, a 5xx — reuses both, so the server can answer
 * with the order it already made instead of making a second one. Changing anything starts a new attempt.
 */
export type CheckoutAttempt = { fingerprint: string; idempotencyKey: string; token: CardToken | null };

export function attemptFor(previous: CheckoutAttempt | null, fingerprint: string, newKey: () => string = newIdempotencyKey): CheckoutAttempt {
  return previous && previous.fingerprint === fingerprint ? previous : { fingerprint, idempotencyKey: newKey(), token: null };
}

/** A 4xx is the server's final word on this submission (declined, slot full…); anything else may be retried as is. */
export const keepsAttempt = (status: number | null) => status === null || status >= 500;

/** A cached token is reused only while it has a little life left. */
export function isTokenFresh(token: CardToken | null, now = Date.now()): token is CardToken {
  if (!token) return false;
  const expires = Date.parse(token.expiresAt);
  return Number.isNaN(expires) || expires - now > 30_000;
}

// The key maker is shared with loyalty redemptions (lib); re-exported for this module's callers and tests.
export { newIdempotencyKey };
