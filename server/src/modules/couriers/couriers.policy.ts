import type { FastifyRequest } from "fastify";
import { isExecutive } from "@tavola/contracts";
import { forbidden } from "../../platform/errors.js";
import { requireSession } from "../../platform/session.js";

/** The review queue holds applicants' identity documents: executives (ceo, super_admin) only. */
export const executivesOnly = {
  onRequest: async (request: FastifyRequest) => {
    if (!isExecutive(requireSession(request).role)) throw forbidden("Only executives review courier applications");
  },
};
