import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBodySchema, evaluatedFlagsSchema, featureFlagKeySchema, featureFlagSchema, isExecutive, setFeatureFlagSchema } from "@tavola/contracts";
import type { FastifyRequest } from "fastify";
import type { AppDeps } from "../../platform/deps.js";
import { forbidden } from "../../platform/errors.js";
import { requireSession } from "../../platform/session.js";
import { evaluateFlags, listFlags, setFlag } from "./flags.service.js";

const TAG = ["flags"];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/** Executives read the flags' state (the admin dashboard); only super admins change them. */
const executivesRead = {
  onRequest: async (request: FastifyRequest) => {
    if (!isExecutive(requireSession(request).role)) throw forbidden("Only executives see the feature flags");
  },
};
const superAdminsOnly = {
  onRequest: async (request: FastifyRequest) => {
    if (requireSession(request).role !== "super_admin") throw forbidden("Only super admins change feature flags");
  },
};

export const flagsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/flags",
      { schema: { tags: TAG, summary: "Each feature flag's answer for me (signed in) or a visitor, from the server's cached copy", response: { 200: evaluatedFlagsSchema } } },
      async (request) => ({ flags: await evaluateFlags(deps, request.session?.userId ?? null) }),
    );

    app.get(
      "/api/admin/flags",
      { ...executivesRead, schema: { tags: TAG, summary: "Every feature flag: description, on/off, rollout percentage, last change", response: { 200: z.array(featureFlagSchema), ...errors } } },
      async () => listFlags(deps.db),
    );

    app.put(
      "/api/admin/flags/:key",
      {
        ...superAdminsOnly,
        schema: {
          tags: TAG,
          summary: "Switch a flag on or off, optionally for a percentage of users (audited; every server drops its cached copy)",
          params: z.object({ key: featureFlagKeySchema }),
          body: setFeatureFlagSchema,
          response: { 200: featureFlagSchema, ...errors },
        },
      },
      async (request) => setFlag(deps, requireSession(request).userId, request.params.key, request.body),
    );
  };
