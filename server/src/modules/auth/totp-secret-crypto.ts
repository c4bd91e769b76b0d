import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/**
 * TOTP secrets at rest: AES-256-GCM with TOTP_ENCRYPTION_KEY. Stored as "v1:" + base64url(iv ‖ tag ‖ ciphertext);
 * the user's id is the additional authenticated data, so a ciphertext copied onto another user's row does not
 * decrypt. A value without the prefix is a secret written before encryption (base32 has no ":"); the start-up
 * migration (encryptPlaintextTotpSecrets) encrypts those, and reading one meanwhile still works.
 */
const PREFIX = "v1:";
const IV_BYTES = 12;
const TAG_BYTES = 16;

export const isEncryptedSecret = (stored: string) => stored.startsWith(PREFIX);

export function encryptTotpSecret(key: Buffer, userId: string, secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(userId, "utf8"));
  const body = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

/** The secret; throws when the value was encrypted with another key or for another user (GCM's tag fails). */
export function decryptTotpSecret(key: Buffer, userId: string, stored: string): string {
  if (!isEncryptedSecret(stored)) return stored;
  const raw = Buffer.from(stored.slice(PREFIX.length), "base64url");
  const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(userId, "utf8"));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString("utf8");
}
