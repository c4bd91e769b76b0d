import type { FastifyRequest } from "fastify";
import { forbidden } from "../../platform/errors.js";
import { requireSession } from "../../platform/session.js";

/**
 * The outbox holds every user's mail (reset links among them): super admins only, not executives. Route option:
 * 401 when nobody is signed in, 403 for any other role, before the query string is even read.
 */
export const superAdminsOnly = {
  onRequest: async (request: FastifyRequest) => {
    if (requireSession(request).role !== "super_admin") throw forbidden("Only super admins can read the outbox");
  },
};
