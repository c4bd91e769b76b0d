import type { CardToken } from "@tavola/contracts";

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

/** crypto.randomUUID needs a secure context; plain-HTTP LAN testing gets the same v4 format by hand. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
