import {
  CHALLENGE_EXPIRED_MESSAGE,
  EXEC_CHALLENGE_MINUTES,
  EXEC_SESSION_IDLE_MINUTES,
  INVALID_CREDENTIALS_MESSAGE,
  NOT_AN_EXECUTIVE_MESSAGE,
  ACCOUNT_LOCKED_MESSAGE,
  RECOVERY_CODE_COUNT,
  WRONG_CODE_MESSAGE,
  isExecutive,
  type ExecDemoFactor,
  type ExecLoginStep,
  type Role,
  type User,
  type execLoginSchema,
  type execVerifySchema,
} from "@tavola/contracts";
import type { z } from "zod";
import { DEMO_EMAIL_DOMAIN, DEMO_PASSWORD } from "../../db/seed-data.js";
import type { AppDeps } from "../../platform/deps.js";
import { AppError, notFound } from "../../platform/errors.js";
import { hashToken, newToken } from "../../platform/session.js";
import { findDemoUser, findUserByEmail, findUserById, type UserRow } from "./auth.repository.js";
import {
  claimTotpStep,
  deleteChallenge,
  findLiveChallenge,
  findTotp,
  insertChallenge,
  replaceRecoveryCodes,
  saveConfirmedTotp,
  savePendingTotp,
  spendRecoveryCode,
} from "./exec-auth.repository.js";
import { createLoginThrottle, SIGN_IN_LIMITED_MESSAGE } from "./login-throttle.js";
import { verifyPassword } from "./password.js";
import {
  DEMO_TOTP_SECRET,
  currentTotpCode,
  hashRecoveryCode,
  matchTotpStep,
  newRecoveryCode,
  newTotpSecret,
  otpauthUri,
  qrCodeDataUrl,
} from "./totp.js";
import { toUserView } from "./user-view.js";

const isDemoAccount = (email: string) => email.endsWith(`@${DEMO_EMAIL_DOMAIN}`);

/**
 * The executive sign-in (/ceo/login): a password step that creates only a 5-minute pending sign-in (a row in
 * `exec_sign_in_challenges`, its token in an httpOnly cookie), then a second factor — a TOTP code (enrolling the
 * factor on the first sign-in) or one recovery code — that turns it into a session whose idle window is 30
 * minutes. Wrong codes are counted per account and per address in `rate_limits` (429 with Retry-After).
 */
export function createExecSignIn(deps: AppDeps) {
  const { db, config, limiter } = deps;
  const throttle = createLoginThrottle(limiter, {
    maxFailures: config.LOGIN_MAX_FAILURES,
    windowMinutes: config.LOGIN_WINDOW_MINUTES,
  });
  const codeRules = (userId: string, address: string) => [
    { key: `exec-code:user:${userId}`, limit: config.LOGIN_MAX_FAILURES, windowSeconds: config.LOGIN_WINDOW_MINUTES * 60 },
    { key: `exec-code:ip:${address}`, limit: config.LOGIN_MAX_FAILURES * 10, windowSeconds: config.LOGIN_WINDOW_MINUTES * 60 },
  ];

  /** Demo mode only: the demo accounts' factor is the public demo secret, so a demo can get in. */
  async function ensureDemoFactor(row: UserRow) {
    if (!config.demoMode || !isDemoAccount(row.email)) return;
    const totp = await findTotp(db, deps.totpKey, row.id);
    if (!totp?.confirmedAt) await saveConfirmedTotp(db, deps.totpKey, row.id, DEMO_TOTP_SECRET);
  }

  return {
    /** Step 1. Returns the challenge token for the cookie and what the page shows next. */
    async passwordStep(input: z.output<typeof execLoginSchema>, address: string): Promise<{ challenge: string; next: ExecLoginStep }> {
      const attempt = await throttle.begin(address, input.email);
      const row = await findUserByEmail(db, input.email);
      const ok = await verifyPassword(row?.passwordHash ?? null, input.password);
      if (!row || !ok) throw new AppError("unauthorized", INVALID_CREDENTIALS_MESSAGE);
      await attempt.succeeded();
      if (row.lockedAt) throw new AppError("forbidden", ACCOUNT_LOCKED_MESSAGE);
      if (!isExecutive(row.role as Role)) throw new AppError("forbidden", NOT_AN_EXECUTIVE_MESSAGE);
      await ensureDemoFactor(row);

      const challenge = newToken();
      await insertChallenge(db, row.id, hashToken(challenge), new Date(Date.now() + EXEC_CHALLENGE_MINUTES * 60_000));
      const totp = await findTotp(db, deps.totpKey, row.id);
      if (totp?.confirmedAt) return { challenge, next: { step: "verify" } };
      // First sign-in (or an enrolment never confirmed): a fresh secret, shown until its first code confirms it.
      const secret = newTotpSecret();
      await savePendingTotp(db, deps.totpKey, row.id, secret);
      const uri = otpauthUri(row.email, secret);
      return { challenge, next: { step: "enrol", otpauthUri: uri, qrCodeDataUrl: await qrCodeDataUrl(uri), secret } };
    },

    /**
     * Step 2. A code (confirming an enrolment, or checked against the confirmed factor with replay refused) or
     * a recovery code (spent once). Success ends the pending sign-in and returns a new executive session's token.
     */
    async verifyStep(
      challengeToken: string | undefined,
      input: z.output<typeof execVerifySchema>,
      address: string,
    ): Promise<{ token: string; user: User; recoveryCodes?: string[] }> {
      const challenge = challengeToken ? await findLiveChallenge(db, hashToken(challengeToken)) : null;
      if (!challenge) throw new AppError("unauthorized", CHALLENGE_EXPIRED_MESSAGE);
      const rules = codeRules(challenge.userId, address);
      await limiter.consume(rules, SIGN_IN_LIMITED_MESSAGE);
      const totp = await findTotp(db, deps.totpKey, challenge.userId);
      if (!totp) throw new AppError("unauthorized", CHALLENGE_EXPIRED_MESSAGE);
      const enrolling = !totp.confirmedAt;

      let accepted = false;
      if (input.code) {
        const step = await matchTotpStep(totp.secret, input.code);
        accepted = step !== null && (await claimTotpStep(db, challenge.userId, step, enrolling));
      } else if (input.recoveryCode && !enrolling) {
        accepted = await spendRecoveryCode(db, challenge.userId, hashRecoveryCode(input.recoveryCode));
      }
      if (!accepted) throw new AppError("unauthorized", WRONG_CODE_MESSAGE, { [input.code ? "code" : "recoveryCode"]: [WRONG_CODE_MESSAGE] });
      // Two requests racing with two good codes: only the one that ends the pending sign-in gets a session.
      if (!(await deleteChallenge(db, challenge.id))) throw new AppError("unauthorized", CHALLENGE_EXPIRED_MESSAGE);
      await limiter.reset([rules[0]!.key]);
      await limiter.refund([rules[1]!.key]);

      let recoveryCodes: string[] | undefined;
      if (enrolling) {
        recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
        await replaceRecoveryCodes(db, challenge.userId, recoveryCodes.map(hashRecoveryCode));
      }
      const row = await findUserById(db, challenge.userId);
      if (!row) throw new AppError("unauthorized", CHALLENGE_EXPIRED_MESSAGE);
      const token = await deps.sessions.create(row.id, { idleSeconds: EXEC_SESSION_IDLE_MINUTES * 60 });
      const user = await toUserView(db, row, row.role as Role);
      return recoveryCodes ? { token, user, recoveryCodes } : { token, user };
    },

    /** Demo mode only (the route exists only then): what the login page's demo panel shows. */
    async demoFactor(): Promise<ExecDemoFactor> {
      if (!config.demoMode) throw notFound();
      const ceo = await findDemoUser(db, "ceo");
      if (!ceo) throw notFound("No demo ceo account");
      return { email: ceo.email, password: DEMO_PASSWORD, secret: DEMO_TOTP_SECRET, code: await currentTotpCode(DEMO_TOTP_SECRET) };
    },
  };
}
