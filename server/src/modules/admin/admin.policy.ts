import type { FastifyRequest } from "fastify";
import { isExecutive } from "@tavola/contracts";
import { forbidden } from "../../platform/errors.js";
import { requireSession } from "../../platform/session.js";

/** Accounts, roles, locks and sessions: super admins only (401 signed out, 403 any other role, before input is read). */
export const superAdminsOnly = {
  onRequest: async (request: FastifyRequest) => {
    if (requireSession(request).role !== "super_admin") throw forbidden("Only super admins manage accounts");
  },
};

/** The audit log is read by executives (ceo and super_admin): it shows who did what, not anyone's secrets. */
export const executivesRead = {
  onRequest: async (request: FastifyRequest) => {
    if (!isExecutive(requireSession(request).role)) throw forbidden("Only executives read the audit log");
  },
};
