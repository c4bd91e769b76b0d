import { sql } from "drizzle-orm";
import type { AccountLock, AdminSession, AdminUser, Role, RoleChange } from "@tavola/contracts";
import type { AppDeps } from "../../platform/deps.js";
import type { Db } from "../../platform/database.js";
import { AppError, forbidden, notFound } from "../../platform/errors.js";
import { endSessionsOf, type SessionUser } from "../../platform/session.js";
import { removeSecondFactor } from "../auth/index.js";
import { recordAudit } from "./audit.js";
import {
  countActiveSuperAdmins,
  countLiveSessions,
  listUsers,
  liveSessionsOf,
  lockUserRow,
  toAdminUser,
  updateUser,
  type AdminUserRow,
} from "./users.repository.js";

/** What a change returns: the account as it is now, and the sessions it ended (their live streams end too). */
export type AdminChange = { user: AdminUser; endedSessions: string[] };

type UserFilter = Parameters<typeof listUsers>[1];

/**
 * The super admins' account management. Every change runs in one transaction that (1) takes one advisory lock, so
 * account changes happen one at a time across every server, (2) re-reads the acting admin (an admin demoted or
 * locked a moment ago acts no more — two admins demoting each other at once leave one), (3) changes the account
 * and (4) appends the audit entry with before and after. A role change or a lock ends the account's sessions:
 * a promoted executive signs in again through /ceo/login with a second factor.
 */
export function createUserAdmin(deps: AppDeps) {
  const idleSeconds = deps.config.SESSION_IDLE_MINUTES * 60;

  async function view(db: Db, row: AdminUserRow): Promise<AdminUser> {
    const { live, lastSeenAt } = await countLiveSessions(db, row.id, idleSeconds);
    return toAdminUser(row, live, lastSeenAt);
  }

  function inAdminTransaction<T>(actor: SessionUser, targetId: string, work: (tx: Db, target: AdminUserRow) => Promise<T>): Promise<T> {
    return deps.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('tavola:account-admin'))`);
      const me = await lockUserRow(tx, actor.userId);
      if (!me || me.role !== "super_admin" || me.lockedAt) throw forbidden("Only super admins manage accounts");
      const target = await lockUserRow(tx, targetId);
      if (!target) throw notFound("No such user");
      return work(tx, target);
    });
  }

  const refuseSelf = (actor: SessionUser, targetId: string, message: string) => {
    if (actor.userId === targetId) throw new AppError("conflict", message);
  };

  return {
    list: (filter: UserFilter) => listUsers(deps.db, filter, idleSeconds),

    sessionsOf: async (userId: string): Promise<AdminSession[]> => liveSessionsOf(deps.db, userId, idleSeconds),

    changeRole(actor: SessionUser, userId: string, change: RoleChange): Promise<AdminChange> {
      refuseSelf(actor, userId, "You cannot change your own role; ask another super admin");
      return inAdminTransaction(actor, userId, async (tx, target) => {
        const role = change.role as Role;
        if (target.role === role) throw new AppError("conflict", `This account already has the role ${role}`);
        if (target.role === "super_admin" && (await countActiveSuperAdmins(tx)) <= 1) {
          throw new AppError("conflict", "The last super admin keeps the role");
        }
        const updated = await updateUser(tx, target.id, { role });
        const endedSessions = await endSessionsOf(tx, target.id);
        await recordAudit(tx, {
          actorId: actor.userId,
          action: "user.role_changed",
          targetType: "user",
          targetId: target.id,
          targetLabel: target.email,
          before: { role: target.role },
          after: { role, sessionsEnded: endedSessions.length },
          reason: change.reason.trim(),
        });
        return { user: await view(tx, updated), endedSessions };
      });
    },

    lock(actor: SessionUser, userId: string, input: AccountLock): Promise<AdminChange> {
      refuseSelf(actor, userId, "You cannot lock your own account");
      return inAdminTransaction(actor, userId, async (tx, target) => {
        if (target.lockedAt) throw new AppError("conflict", "This account is already locked");
        const reason = input.reason.trim();
        const updated = await updateUser(tx, target.id, { lockedAt: new Date(), lockedReason: reason });
        const endedSessions = await endSessionsOf(tx, target.id);
        await recordAudit(tx, {
          actorId: actor.userId,
          action: "user.locked",
          targetType: "user",
          targetId: target.id,
          targetLabel: target.email,
          before: { locked: false },
          after: { locked: true, sessionsEnded: endedSessions.length },
          reason,
        });
        return { user: await view(tx, updated), endedSessions };
      });
    },

    unlock(actor: SessionUser, userId: string, input: AccountLock): Promise<AdminChange> {
      return inAdminTransaction(actor, userId, async (tx, target) => {
        if (!target.lockedAt) throw new AppError("conflict", "This account is not locked");
        const updated = await updateUser(tx, target.id, { lockedAt: null, lockedReason: null });
        await recordAudit(tx, {
          actorId: actor.userId,
          action: "user.unlocked",
          targetType: "user",
          targetId: target.id,
          targetLabel: target.email,
          before: { locked: true, lockedReason: target.lockedReason },
          after: { locked: false },
          reason: input.reason.trim(),
        });
        return { user: await view(tx, updated), endedSessions: [] };
      });
    },

    /**
     * An executive lost their authenticator: their factor and recovery codes go, their sessions end, and their next
     * /ceo/login enrols a new factor (with a QR code and new recovery codes). Never one's own: another admin checks.
     */
    resetSecondFactor(actor: SessionUser, userId: string, input: AccountLock): Promise<AdminChange> {
      refuseSelf(actor, userId, "Another super admin must reset your second factor");
      return inAdminTransaction(actor, userId, async (tx, target) => {
        if (!(await removeSecondFactor(tx, target.id))) throw new AppError("conflict", "This account has no second factor to reset");
        const endedSessions = await endSessionsOf(tx, target.id);
        await recordAudit(tx, {
          actorId: actor.userId,
          action: "user.second_factor_reset",
          targetType: "user",
          targetId: target.id,
          targetLabel: target.email,
          before: { secondFactor: true },
          after: { secondFactor: false, sessionsEnded: endedSessions.length },
          reason: input.reason.trim(),
        });
        return { user: await view(tx, target), endedSessions };
      });
    },

    /** Signs the account out everywhere (a lost phone, a shared computer). Your own: every session but this one. */
    endSessions(actor: SessionUser, userId: string, input: AccountLock): Promise<AdminChange> {
      return inAdminTransaction(actor, userId, async (tx, target) => {
        const keep = target.id === actor.userId ? actor.sessionId : undefined;
        const endedSessions = await endSessionsOf(tx, target.id, keep);
        await recordAudit(tx, {
          actorId: actor.userId,
          action: "user.sessions_ended",
          targetType: "user",
          targetId: target.id,
          targetLabel: target.email,
          before: null,
          after: { sessionsEnded: endedSessions.length },
          reason: input.reason.trim(),
        });
        return { user: await view(tx, target), endedSessions };
      });
    },
  };
}
