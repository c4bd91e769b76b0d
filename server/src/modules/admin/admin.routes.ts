import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  accountLockSchema,
  adminSessionSchema,
  adminUserIdParamsSchema,
  adminUserListQuerySchema,
  adminUserPageSchema,
  adminUserSchema,
  auditListQuerySchema,
  auditPageSchema,
  errorBodySchema,
  roleChangeSchema,
} from "@tavola/contracts";
import type { AppDeps } from "../../platform/deps.js";
import { requireSession } from "../../platform/session.js";
import { listAudit } from "./audit.js";
import { executivesRead, superAdminsOnly } from "./admin.policy.js";
import { createUserAdmin, type AdminChange } from "./user-admin.service.js";

const TAG = ["admin"];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const changeErrors = { ...errors, 404: errorBodySchema, 409: errorBodySchema };

/** The super-admin dashboard's API: accounts (search, role, lock, sessions) and the audit log. */
export const adminRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const admin = createUserAdmin(deps);
    /** Ended sessions stop their live streams at once, not at the next re-check. */
    const finish = ({ user, endedSessions }: AdminChange) => {
      for (const id of endedSessions) deps.streams.endSession(id);
      return user;
    };

    app.get(
      "/api/admin/users",
      {
        ...superAdminsOnly,
        schema: {
          tags: TAG,
          summary: "Accounts by email (super admins): search by email or name, filter by role and locked",
          querystring: adminUserListQuerySchema,
          response: { 200: adminUserPageSchema, ...errors },
        },
      },
      async (request) => {
        const { q, role, status, page, pageSize } = request.query;
        const { rows, total } = await admin.list({ q: q || undefined, role, status, page, pageSize });
        return { items: rows, page, pageSize, total };
      },
    );

    app.get(
      "/api/admin/users/:id/sessions",
      {
        ...superAdminsOnly,
        schema: {
          tags: TAG,
          summary: "An account's sessions that still work (super admins)",
          params: adminUserIdParamsSchema,
          response: { 200: z.array(adminSessionSchema), ...errors },
        },
      },
      async (request) => admin.sessionsOf(request.params.id),
    );

    app.put(
      "/api/admin/users/:id/role",
      {
        ...superAdminsOnly,
        schema: {
          tags: TAG,
          summary: "Change an account's role, with a reason (super admins; audited; the account signs in again)",
          params: adminUserIdParamsSchema,
          body: roleChangeSchema,
          response: { 200: adminUserSchema, ...changeErrors },
        },
      },
      async (request) => finish(await admin.changeRole(requireSession(request), request.params.id, request.body)),
    );

    // The account actions that take only a reason: one route each, the same guard, body and answer.
    const accountActions = [
      { path: "lock", summary: "Lock an account, with a reason (super admins; audited): it cannot sign in and its sessions end", run: admin.lock },
      { path: "unlock", summary: "Unlock an account, with a reason (super admins; audited)", run: admin.unlock },
      { path: "end-sessions", summary: "Sign an account out everywhere, with a reason (super admins; audited)", run: admin.endSessions },
      { path: "reset-second-factor", summary: "Reset an executive's second factor, with a reason (super admins; audited): they enrol again at /ceo/login", run: admin.resetSecondFactor },
    ] as const;
    for (const action of accountActions)
      app.post(
        `/api/admin/users/:id/${action.path}`,
        {
          ...superAdminsOnly,
          schema: { tags: TAG, summary: action.summary, params: adminUserIdParamsSchema, body: accountLockSchema, response: { 200: adminUserSchema, ...changeErrors } },
        },
        async (request) => finish(await action.run(requireSession(request), request.params.id, request.body)),
      );

    app.get(
      "/api/admin/audit",
      {
        ...executivesRead,
        schema: {
          tags: TAG,
          summary: "The audit log of privileged actions, newest first (executives); append-only",
          querystring: auditListQuerySchema,
          response: { 200: auditPageSchema, ...errors },
        },
      },
      async (request) => {
        const { action, actor, targetId, page, pageSize } = request.query;
        const { rows, total } = await listAudit(deps.db, { action, actor: actor || undefined, targetId: targetId || undefined, page, pageSize });
        return { items: rows, page, pageSize, total };
      },
    );
  };
