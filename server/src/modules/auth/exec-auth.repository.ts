import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { execSignInChallenges, passwordResetTokens, userRecoveryCodes, userTotp, users } from "../../db/schema/index.js";
import type { Db } from "../../platform/database.js";
import { decryptTotpSecret, encryptTotpSecret, isEncryptedSecret } from "./totp-secret-crypto.js";

/** A factor as the service sees it: `secret` decrypted (the column holds only the AES-256-GCM ciphertext). */
export type TotpRow = typeof userTotp.$inferSelect;

export async function findTotp(db: Db, key: Buffer, userId: string): Promise<TotpRow | null> {
  const [row] = await db.select().from(userTotp).where(eq(userTotp.userId, userId)).limit(1);
  return row ? { ...row, secret: decryptTotpSecret(key, userId, row.secret) } : null;
}

/** A new unconfirmed secret for a user without a confirmed factor (a confirmed one is never replaced here). */
export async function savePendingTotp(db: Db, key: Buffer, userId: string, plain: string): Promise<void> {
  const secret = encryptTotpSecret(key, userId, plain);
  await db
    .insert(userTotp)
    .values({ userId, secret })
    .onConflictDoUpdate({ target: userTotp.userId, set: { secret, lastStep: null }, setWhere: isNull(userTotp.confirmedAt) });
}

/** The demo accounts' factor (demo mode): confirmed at once with the public demo secret. */
export async function saveConfirmedTotp(db: Db, key: Buffer, userId: string, plain: string): Promise<void> {
  const secret = encryptTotpSecret(key, userId, plain);
  await db
    .insert(userTotp)
    .values({ userId, secret, confirmedAt: new Date() })
    .onConflictDoUpdate({ target: userTotp.userId, set: { secret, confirmedAt: new Date() } });
}

/**
 * Start-up migration: encrypts every secret still stored in plain text (written before encryption). Idempotent — an
 * encrypted value is skipped — and safe with several servers starting at once: each update is guarded on the plain
 * value it read, so a row another process already encrypted is left as it is. Returns how many rows it encrypted.
 */
export async function encryptPlaintextTotpSecrets(db: Db, key: Buffer): Promise<number> {
  const rows = await db.select({ userId: userTotp.userId, secret: userTotp.secret }).from(userTotp).where(sql`${userTotp.secret} not like 'v1:%'`);
  let done = 0;
  for (const r of rows) {
    if (isEncryptedSecret(r.secret)) continue;
    const updated = await db
      .update(userTotp)
      .set({ secret: encryptTotpSecret(key, r.userId, r.secret) })
      .where(and(eq(userTotp.userId, r.userId), eq(userTotp.secret, r.secret)))
      .returning({ userId: userTotp.userId });
    done += updated.length;
  }
  return done;
}

/**
 * Accepts the code's step only if it is later than the last accepted one (a guarded update, so two requests with
 * the same code cannot both pass); `confirm` also confirms an enrolment. False when the step was already used.
 */
export async function claimTotpStep(db: Db, userId: string, step: number, confirm: boolean): Promise<boolean> {
  const rows = await db
    .update(userTotp)
    .set({ lastStep: step, ...(confirm ? { confirmedAt: new Date() } : {}) })
    .where(
      and(
        eq(userTotp.userId, userId),
        confirm ? isNull(userTotp.confirmedAt) : sql`${userTotp.confirmedAt} is not null`,
        sql`(${userTotp.lastStep} is null or ${userTotp.lastStep} < ${step})`,
      ),
    )
    .returning({ userId: userTotp.userId });
  return rows.length === 1;
}

export async function replaceRecoveryCodes(db: Db, userId: string, hashes: string[]): Promise<void> {
  await db.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
  await db.insert(userRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/** Spends one unused recovery code of the user; false when it does not exist, is another's, or was used. */
export async function spendRecoveryCode(db: Db, userId: string, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(userRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(userRecoveryCodes.userId, userId), eq(userRecoveryCodes.codeHash, codeHash), isNull(userRecoveryCodes.usedAt)))
    .returning({ id: userRecoveryCodes.id });
  return rows.length === 1;
}

export async function insertChallenge(db: Db, userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
  // One pending sign-in per user: a new password step replaces an older one (and expired ones of anyone go).
  await db.delete(execSignInChallenges).where(sql`${execSignInChallenges.userId} = ${userId} or ${execSignInChallenges.expiresAt} < now()`);
  await db.insert(execSignInChallenges).values({ userId, tokenHash, expiresAt });
}

export async function findLiveChallenge(db: Db, tokenHash: string): Promise<{ id: string; userId: string } | null> {
  const [row] = await db
    .select({ id: execSignInChallenges.id, userId: execSignInChallenges.userId })
    .from(execSignInChallenges)
    .where(and(eq(execSignInChallenges.tokenHash, tokenHash), gt(execSignInChallenges.expiresAt, sql`now()`)))
    .limit(1);
  return row ?? null;
}

/** Ends the pending sign-in; false when another request already finished it. */
export async function deleteChallenge(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(execSignInChallenges).where(eq(execSignInChallenges.id, id)).returning({ id: execSignInChallenges.id });
  return rows.length === 1;
}

export async function deleteChallengesOf(db: Db, userId: string): Promise<void> {
  await db.delete(execSignInChallenges).where(eq(execSignInChallenges.userId, userId));
}

export async function insertResetToken(db: Db, userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
  // Links dead for a day are of no use even as evidence of a spent token: the table stays small without a job.
  await db.delete(passwordResetTokens).where(sql`${passwordResetTokens.expiresAt} < now() - interval '1 day'`);
  await db.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt });
}

/** Spends a reset token once (guarded update): its user, or null when unknown, used or expired. */
export async function spendResetToken(db: Db, tokenHash: string): Promise<string | null> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, sql`now()`)))
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId ?? null;
}

export async function findLiveResetToken(db: Db, tokenHash: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, sql`now()`)))
    .limit(1);
  return row?.userId ?? null;
}

export async function setPasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

/**
 * Removes a user's second factor (TOTP, recovery codes, pending sign-ins): a super admin's reset for an executive who
 * lost their phone. Their next /ceo/login enrols a new factor. True when there was a factor to remove.
 */
export async function removeSecondFactor(db: Db, userId: string): Promise<boolean> {
  const removed = await db.delete(userTotp).where(eq(userTotp.userId, userId)).returning({ userId: userTotp.userId });
  await db.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
  await db.delete(execSignInChallenges).where(eq(execSignInChallenges.userId, userId));
  return removed.length > 0;
}
