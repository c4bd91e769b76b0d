import { randomBytes, randomInt } from "node:crypto";
import { TABLE_CODE_ALPHABET, TABLE_CODE_LENGTH } from "@tavola/contracts";

/** A table's QR secret: 128 random bits, URL-safe, so a printed code cannot be guessed from another. */
export const newQrToken = () => randomBytes(16).toString("base64url");

/**
 * The table card's short code, drawn with the QR secret. 22⁴ ≈ 234,000 codes: a guess is throttled per
 * table and per address (guest-limits.ts), so an outsider's 20 tries find it about once in 11,700.
 */
export const newTableShortCode = () => Array.from({ length: TABLE_CODE_LENGTH }, () => TABLE_CODE_ALPHABET[randomInt(TABLE_CODE_ALPHABET.length)]).join("");
