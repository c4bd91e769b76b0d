import { createHash } from "node:crypto";

export type FlagState = { enabled: boolean; rolloutPercent: number | null };

/**
 * A user's bucket for a flag, 0–99: the first four bytes of SHA-256(key + ":" + userId). Stable (the same user keeps
 * the same answer while the percentage grows), independent between flags (the key is in the hash), and spread evenly.
 */
export function rolloutBucket(key: string, userId: string): number {
  return createHash("sha256").update(`${key}:${userId}`).digest().readUInt32BE(0) % 100;
}

/** Off is off; on without a percentage is everyone; with one, signed-in users whose bucket is below it (visitors only at 100). */
export function isOn(key: string, state: FlagState, userId: string | null): boolean {
  if (!state.enabled) return false;
  if (state.rolloutPercent === null || state.rolloutPercent >= 100) return true;
  if (!userId) return false;
  return rolloutBucket(key, userId) < state.rolloutPercent;
}
