import { randomInt } from "node:crypto";

// Crockford's base32 without I, L, O, U: nothing to misread over the phone.
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** "R-" and 8 random characters (32⁸ ≈ 10¹²), like an order's "T-" reference. */
export function newReservationReference(): string {
  let s = "R-";
  for (let i = 0; i < 8; i++) s += ALPHABET[randomInt(ALPHABET.length)];
  return s;
}

/** What a reference looks like, so a malformed one is simply not found without a query. */
export const isReservationReference = (s: string) => /^R-[0-9A-HJKMNP-TV-Z]{8}$/.test(s);

/** A waitlist entry's reference: "W-" and 8 of the same characters. */
export function newWaitlistReference(): string {
  return `W-${newReservationReference().slice(2)}`;
}

export const isWaitlistReference = (s: string) => /^W-[0-9A-HJKMNP-TV-Z]{8}$/.test(s);
