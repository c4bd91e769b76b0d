import type { RateLimiter } from "../../platform/rate-limit.js";

export const SIGNUP_LIMITED_MESSAGE = "Too many new accounts from this network. Please try again later.";
/** Accounts an address may create in an hour by default (an office or a family behind one NAT address included); `SIGNUPS_PER_HOUR` sets it. */
export const SIGNUPS_PER_HOUR = 5;
/** Sign-up attempts of any outcome (a weak password too) an address may make in an hour. */
export const SIGNUP_ATTEMPTS_PER_HOUR = 30;

/**
 * Sign-ups per client address (`clientKey`: the true client, IPv6 by /64) on the one rate limiter, counted
 * before the strength check and argon2, so a parallel burst cannot race past the limit.
 */
export function createSignupLimit(limiter: RateLimiter, perHour = SIGNUPS_PER_HOUR) {
  const windowSeconds = 3600;
  return {
    async begin(address: string): Promise<{ refused(): Promise<void> }> {
      const accounts = `signup:ip:${address}`;
      await limiter.consume(
        [
          { key: accounts, limit: perHour, windowSeconds },
          { key: `signup-attempt:ip:${address}`, limit: Math.max(SIGNUP_ATTEMPTS_PER_HOUR, perHour * 6), windowSeconds },
        ],
        SIGNUP_LIMITED_MESSAGE,
      );
      // A refused password created nothing: only the attempts counter keeps that try.
      return { refused: () => limiter.refund([accounts]) };
    },
  };
}
