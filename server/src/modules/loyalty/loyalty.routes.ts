import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorBodySchema, loyaltyInfoSchema } from "@tavola/contracts";
import { requireSession } from "../../platform/session.js";
import type { AppDeps } from "../../platform/deps.js";
import { getLoyaltyInfo } from "./loyalty.service.js";

export const loyaltyRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/loyalty/info",
      {
        schema: {
          tags: ["loyalty"],
          summary: "The signed-in customer's tier, points, next tier and recent earnings",
          response: { 200: loyaltyInfoSchema, 401: errorBodySchema },
        },
      },
      async (request) => getLoyaltyInfo(deps.db, requireSession(request).userId),
    );
  };
