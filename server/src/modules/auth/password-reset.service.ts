import {
  PASSWORD_RESET_MINUTES,
  RESET_LINK_INVALID_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
  type changePasswordSchema,
  type resetPasswordSchema,
} from "@tavola/contracts";
import type { z } from "zod";
import type { AppDeps } from "../../platform/deps.js";
import { AppError, unauthorized } from "../../platform/errors.js";
import { normalizedKeyPart } from "../../platform/rate-limit.js";
import { endSessionsOf, hashToken, newToken, type SessionUser } from "../../platform/session.js";
import { enqueueMail } from "../mail/index.js";
import { findUserByEmail, findUserById, type UserRow } from "./auth.repository.js";
import {
  deleteChallengesOf,
  findLiveResetToken,
  insertResetToken,
  setPasswordHash,
  spendResetToken,
} from "./exec-auth.repository.js";
import { createLoginThrottle } from "./login-throttle.js";
import { hashPassword, verifyPassword } from "./password.js";
import { passwordWeakness } from "./password-strength.js";

export const PASSWORD_RESET_MAIL_JOB = "password-reset-mail";
export const RESET_REQUEST_LIMITED_MESSAGE = "Too many reset requests. Please try again later.";
/** Reset mails an address, or one email, may ask for in an hour. */
export const RESET_REQUESTS_PER_HOUR = 5;

const strengthCheck = async (password: string, row: UserRow, field: string) => {
  const weakness = await passwordWeakness(password, [row.email, row.firstName ?? "", row.lastName ?? ""]);
  if (weakness) throw new AppError("invalid", weakness, { [field]: [weakness] });
};

/** The reset mail's words: the link, how long it works, and what to do if it was not you. */
function resetMail(link: string) {
  const text = [
    "Someone (hopefully you) asked to reset the password of your Tavola account.",
    "",
    `Set a new password here (the link works once, for ${PASSWORD_RESET_MINUTES} minutes):`,
    link,
    "",
    "If you did not ask for this, ignore this email: your password stays as it is.",
  ].join("\n");
  return { subject: "Reset your Tavola password", text };
}

/**
 * Changing a password (signed in, current password required) and resetting a forgotten one by an emailed link
 * (a random token whose SHA-256 is stored, valid 30 minutes, spent once). Both check the new password with the
 * sign-up's strength rules; a change ends every other session of the user, a reset ends all of them.
 */
export function createPasswordService(deps: AppDeps) {
  const { db, config, limiter } = deps;
  const throttle = createLoginThrottle(limiter, {
    maxFailures: config.LOGIN_MAX_FAILURES,
    windowMinutes: config.LOGIN_WINDOW_MINUTES,
  });

  return {
    /** Returns the ended sessions' ids (their live streams end too). */
    async change(session: SessionUser, input: z.output<typeof changePasswordSchema>, address: string): Promise<string[]> {
      const row = await findUserById(db, session.userId);
      if (!row) throw unauthorized();
      // Wrong current passwords count like failed sign-ins: a stolen session cannot guess its way on.
      const attempt = await throttle.begin(address, row.email);
      if (!(await verifyPassword(row.passwordHash, input.currentPassword))) {
        throw new AppError("unauthorized", WRONG_CURRENT_PASSWORD_MESSAGE, { currentPassword: [WRONG_CURRENT_PASSWORD_MESSAGE] });
      }
      await attempt.succeeded();
      await strengthCheck(input.newPassword, row, "newPassword");
      const passwordHash = await hashPassword(input.newPassword);
      return db.transaction(async (tx) => {
        await setPasswordHash(tx, row.id, passwordHash);
        await deleteChallengesOf(tx, row.id);
        return endSessionsOf(tx, row.id, session.sessionId);
      });
    },

    /**
     * The same answer whether or not the email has an account, in the same time: both only count the request and
     * queue the `password-reset-mail` job (auth.jobs.ts), which finds the account, if any, and mails the link.
     */
    async requestReset(email: string, address: string, linkBase: string): Promise<void> {
      await limiter.consume(
        [
          { key: `reset:ip:${address}`, limit: RESET_REQUESTS_PER_HOUR * 4, windowSeconds: 3600 },
          { key: `reset:email:${normalizedKeyPart(email)}`, limit: RESET_REQUESTS_PER_HOUR, windowSeconds: 3600 },
        ],
        RESET_REQUEST_LIMITED_MESSAGE,
      );
      await deps.jobs.send(PASSWORD_RESET_MAIL_JOB, { email, linkBase }, { db });
    },

    /** Whether a reset link still works (the page asks before showing the form). */
    async checkResetToken(token: string): Promise<boolean> {
      return (await findLiveResetToken(db, hashToken(token))) !== null;
    },

    /** Spends the token, sets the password and ends every session and pending sign-in of the user (their ids). */
    async reset(input: z.output<typeof resetPasswordSchema>): Promise<string[]> {
      const tokenHash = hashToken(input.token);
      const userId = await findLiveResetToken(db, tokenHash);
      const row = userId ? await findUserById(db, userId) : null;
      if (!row) throw new AppError("invalid", RESET_LINK_INVALID_MESSAGE, { token: [RESET_LINK_INVALID_MESSAGE] });
      // A weak password leaves the link usable, so the person can try a stronger one.
      await strengthCheck(input.password, row, "password");
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        if ((await spendResetToken(tx, tokenHash)) !== row.id) {
          throw new AppError("invalid", RESET_LINK_INVALID_MESSAGE, { token: [RESET_LINK_INVALID_MESSAGE] });
        }
        await setPasswordHash(tx, row.id, passwordHash);
        await deleteChallengesOf(tx, row.id);
        return endSessionsOf(tx, row.id);
      });
    },
  };
}

/**
 * The `password-reset-mail` job's work: for an account with a password, a new token (its hash stored, valid 30
 * minutes) and the mail with its link, in one transaction; nothing for an unknown email.
 */
export async function sendPasswordResetMail(deps: Pick<AppDeps, "db" | "jobs">, email: string, linkBase: string, jobId: string): Promise<void> {
  const row = await findUserByEmail(deps.db, email);
  if (!row?.passwordHash) return;
  const token = newToken();
  const tokenHash = hashToken(token);
  const link = `${linkBase}/ceo/reset-password?token=${encodeURIComponent(token)}`;
  await deps.db.transaction(async (tx) => {
    await insertResetToken(tx, row.id, tokenHash, new Date(Date.now() + PASSWORD_RESET_MINUTES * 60_000));
    await enqueueMail(tx, deps.jobs, { to: row.email, ...resetMail(link), kind: "password-reset", dedupeKey: `password-reset:${jobId}` });
  });
}
