import type { LimitRule, RateLimiter } from "../../platform/rate-limit.js";
import { normalizedKeyPart } from "../../platform/rate-limit.js";

export const SIGN_IN_LIMITED_MESSAGE = "Too many sign-in attempts. Please try again later.";

/**
 * Sign-in attempts per (address, email) and per address, on the one rate limiter. Each attempt is counted
 * *before* the password is checked (argon2 is the slow part a parallel burst would race through); a correct
 * password then gives its hit back, so only failures use up the allowance. An address may try many accounts
 * (an office NAT), so its own allowance is ten times wider.
 */
export function createLoginThrottle(limiter: RateLimiter, opts: { maxFailures: number; windowMinutes: number }) {
  const windowSeconds = opts.windowMinutes * 60;
  const rules = (address: string, email: string): LimitRule[] => [
    { key: `login:ip:${address}`, limit: opts.maxFailures * 10, windowSeconds },
    { key: `login:ipe:${address}:${normalizedKeyPart(email)}`, limit: opts.maxFailures, windowSeconds },
  ];
  return {
    /** Counts the attempt; 429 with Retry-After when the address or the address+email is over its limit. */
    async begin(address: string, email: string): Promise<{ succeeded(): Promise<void> }> {
      const r = rules(address, email);
      await limiter.consume(r, SIGN_IN_LIMITED_MESSAGE);
      return {
        async succeeded() {
          await limiter.refund([r[0]!.key]);
          await limiter.reset([r[1]!.key]);
        },
      };
    },

    /** The admin key: wrong keys per address; a right key gives its hit back. */
    async beginAdminKey(address: string): Promise<{ succeeded(): Promise<void> }> {
      const key = `admin-key:ip:${address}`;
      await limiter.consume([{ key, limit: opts.maxFailures, windowSeconds }], SIGN_IN_LIMITED_MESSAGE);
      return { succeeded: () => limiter.refund([key]) };
    },
  };
}
