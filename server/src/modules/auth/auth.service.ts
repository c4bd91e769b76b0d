import { createHash, timingSafeEqual } from "node:crypto";
import {
  ACCOUNT_LOCKED_MESSAGE,
  EMAIL_TAKEN_MESSAGE,
  EXEC_SIGN_IN_REQUIRED_MESSAGE,
  isExecutive,
  INVALID_CREDENTIALS_MESSAGE,
  type Role,
  type User,
  type registerSchema,
  type loginSchema,
} from "@tavola/contracts";
import type { z } from "zod";
import type { AppDeps } from "../../platform/deps.js";
import { AppError, notFound, unauthorized } from "../../platform/errors.js";
import type { SessionUser } from "../../platform/session.js";
import { findDemoUser, findUserByEmail, findUserById, insertCustomer, type UserRow } from "./auth.repository.js";
import { createLoginThrottle } from "./login-throttle.js";
import { hashPassword, verifyPassword } from "./password.js";
import { passwordWeakness } from "./password-strength.js";
import { createSignupLimit } from "./signup-limit.js";
import { toUserView } from "./user-view.js";
import { recordAudit } from "../admin/index.js";

export type SignedIn = { user: User; token: string };

export function createAuthService(deps: AppDeps) {
  const { db, sessions, config } = deps;
  const throttle = createLoginThrottle(deps.limiter, {
    maxFailures: config.LOGIN_MAX_FAILURES,
    windowMinutes: config.LOGIN_WINDOW_MINUTES,
  });

  const signupLimit = createSignupLimit(deps.limiter, config.SIGNUPS_PER_HOUR);

  async function signIn(row: UserRow): Promise<SignedIn> {
    if (row.lockedAt) throw new AppError("forbidden", ACCOUNT_LOCKED_MESSAGE);
    const token = await sessions.create(row.id);
    return { token, user: await toUserView(db, row, row.role as Role) };
  }

  return {
    /**
     * Counted per address before any work (the strength check, argon2); a password refused as too weak gives
     * its account-creation hit back, so a visitor finding a good password is not locked out by the tries.
     */
    async register(input: z.output<typeof registerSchema>, address: string): Promise<SignedIn> {
      const attempt = await signupLimit.begin(address);
      const weakness = await passwordWeakness(input.password, [input.email, input.firstName, input.lastName]);
      if (weakness) {
        await attempt.refused();
        throw new AppError("invalid", weakness, { password: [weakness] });
      }
      const passwordHash = await hashPassword(input.password);
      const row = await insertCustomer(db, { ...input, passwordHash });
      if (!row) throw new AppError("conflict", EMAIL_TAKEN_MESSAGE, { email: [EMAIL_TAKEN_MESSAGE] });
      return signIn(row);
    },

    /**
     * Unknown email and wrong password answer alike, in like time. Executive accounts (ceo, super_admin) are
     * refused here: their sign-in is /ceo/login, with a second factor.
     */
    async login(input: z.output<typeof loginSchema>, address: string): Promise<SignedIn> {
      const attempt = await throttle.begin(address, input.email);
      const row = await findUserByEmail(db, input.email);
      const ok = await verifyPassword(row?.passwordHash ?? null, input.password);
      if (!row || !ok) throw new AppError("unauthorized", INVALID_CREDENTIALS_MESSAGE);
      await attempt.succeeded();
      if (isExecutive(row.role as Role)) throw new AppError("forbidden", EXEC_SIGN_IN_REQUIRED_MESSAGE);
      return signIn(row);
    },

    async currentUser(session: SessionUser): Promise<User> {
      const row = await findUserById(db, session.userId);
      if (!row) throw unauthorized();
      return toUserView(db, row, session.role);
    },

    async demoLogin(role: Role): Promise<SignedIn> {
      if (!config.demoMode) throw notFound();
      const row = await findDemoUser(db, role);
      if (!row) throw notFound(`No demo account for role ${role}`);
      return signIn(row);
    },

    /**
     * The landing's "CEO Access" key: compared in constant time with ADMIN_KEY. A match replaces the current
     * session by a fresh one (new token; the old one ends) raised to ceo for ADMIN_ELEVATION_HOURS and bound to
     * this ADMIN_KEY. With nobody signed in it signs in the demo ceo in demo mode, and is 401 otherwise: outside
     * demo mode the key only ever raises a real, signed-in account. Wrong keys count as failed sign-ins.
     */
    async elevateWithAdminKey(adminKey: string, session: SessionUser | null, address: string): Promise<SignedIn> {
      if (!config.ADMIN_KEY) throw notFound();
      if (!session && !config.demoMode) throw unauthorized();
      const attempt = await throttle.beginAdminKey(address);
      const digest = (s: string) => createHash("sha256").update(s).digest();
      if (!timingSafeEqual(digest(adminKey), digest(config.ADMIN_KEY))) {
        throw new AppError("forbidden", "Invalid admin key");
      }
      await attempt.succeeded();
      if (!session) {
        const ceo = await findDemoUser(db, "ceo");
        if (!ceo) throw notFound("No ceo account");
        return signIn(ceo);
      }
      const row = await findUserById(db, session.userId);
      if (!row) throw unauthorized();
      if (row.lockedAt) throw new AppError("forbidden", ACCOUNT_LOCKED_MESSAGE);
      const token = await sessions.elevate(session, "ceo", config.ADMIN_ELEVATION_HOURS);
      await recordAudit(db, {
        actorId: row.id,
        action: "auth.admin_key_elevation",
        targetType: "user",
        targetId: row.id,
        targetLabel: row.email,
        before: { role: session.role },
        after: { role: "ceo", hours: config.ADMIN_ELEVATION_HOURS },
      });
      return { token, user: await toUserView(db, row, "ceo") };
    },

    async logout(session: SessionUser | null) {
      if (session) await sessions.destroy(session.sessionId);
    },
  };
}
