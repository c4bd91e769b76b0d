import { randomBytes } from "node:crypto";

/** A table's QR secret: 128 random bits, URL-safe, so a printed code cannot be guessed from another. */
export const newQrToken = () => randomBytes(16).toString("base64url");
