import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorBodySchema, loyaltyAccountSchema, loyaltyInfoSchema, redeemRewardSchema, voucherSchema } from "@tavola/contracts";
import { requireSession, signedIn } from "../../platform/session.js";
import type { AppDeps } from "../../platform/deps.js";
import { getLoyaltyAccount, getLoyaltyInfo, listCustomerVouchers } from "./account.service.js";
import { readRedemptionKey } from "./idempotency-key.js";
import { redeemReward } from "./redemption.service.js";

/** Every loyalty endpoint answers for the signed-in customer only: there is no way to name another's account. */
export const loyaltyRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/loyalty/info",
      {
        ...signedIn,
        schema: {
          tags: ["loyalty"],
          summary: "The signed-in customer's tier, points, next tier and recent earnings",
          response: { 200: loyaltyInfoSchema, 401: errorBodySchema },
        },
      },
      async (request) => getLoyaltyInfo(deps.db, requireSession(request).userId, new Date()),
    );

    app.get(
      "/api/loyalty/account",
      {
        ...signedIn,
        schema: {
          tags: ["loyalty"],
          summary: "The signed-in customer's balance, pending points, tier, progress, history, rewards and vouchers",
          response: { 200: loyaltyAccountSchema, 401: errorBodySchema },
        },
      },
      async (request) => getLoyaltyAccount(deps.db, requireSession(request).userId, new Date()),
    );

    app.post(
      "/api/loyalty/redemptions",
      {
        ...signedIn,
        schema: {
          tags: ["loyalty"],
          summary: "Redeems a reward for a voucher, once per Idempotency-Key (required header, 8–100 characters)",
          headers: z.object({ "idempotency-key": z.string().max(100, { error: "Idempotency-Key must be 8 to 100 characters" }).optional() }),
          body: redeemRewardSchema,
          response: {
            200: voucherSchema,
            201: voucherSchema,
            400: errorBodySchema,
            401: errorBodySchema,
            403: errorBodySchema,
            409: errorBodySchema,
            422: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const key = readRedemptionKey(request.headers["idempotency-key"]);
        const result = await redeemReward(deps.db, requireSession(request).userId, request.body.rewardId, key, new Date());
        if (result.status === 200) reply.header("Idempotent-Replayed", "true");
        return reply.status(result.status).send(result.voucher);
      },
    );

    app.get(
      "/api/loyalty/vouchers",
      {
        ...signedIn,
        schema: {
          tags: ["loyalty"],
          summary: "The signed-in customer's vouchers, newest first; ?usable=true keeps those checkout can apply now",
          querystring: z.object({ usable: z.enum(["true", "false"], { error: "usable must be true or false" }).optional() }),
          response: { 200: z.array(voucherSchema), 400: errorBodySchema, 401: errorBodySchema },
        },
      },
      async (request) => listCustomerVouchers(deps.db, requireSession(request).userId, request.query.usable === "true", new Date()),
    );
  };
