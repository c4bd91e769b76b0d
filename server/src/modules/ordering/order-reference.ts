import { randomInt } from "node:crypto";

// Crockford's base32 without I, L, O, U: nothing to misread over the phone.
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** "T-" and 8 random characters: 32⁸ ≈ 10¹² references, so collisions stay negligible at any volume we run. */
export function newOrderReference(): string {
  let s = "T-";
  for (let i = 0; i < 8; i++) s += ALPHABET[randomInt(ALPHABET.length)];
  return s;
}
