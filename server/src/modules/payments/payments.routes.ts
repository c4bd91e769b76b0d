import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  cardTokenSchema,
  errorBodySchema,
  isExecutive,
  PAYMENT_PROVIDERS,
  providerStatusSchema,
  savedCardSchema,
  setProviderStatusSchema,
  tokenizeCardSchema,
} from "@tavola/contracts";
import type { AppDeps } from "../../platform/deps.js";
import { forbidden } from "../../platform/errors.js";
import { limitBy } from "../../platform/rate-limit.js";
import { requireSession } from "../../platform/session.js";
import { providerAvailability, setProviderAvailable, tokenizeCard } from "./payments.service.js";
import { deleteSavedCard, listSavedCards } from "./saved-cards.js";
import { ANONYMOUS_TOKENS_MESSAGE, anonymousRequesterTag, anonymousTokenRules } from "./token-throttle.js";
import { recordAudit } from "../admin/index.js";

const executivesOnly = {
  onRequest: async (request: Parameters<typeof requireSession>[0]) => {
    if (!isExecutive(requireSession(request).role)) throw forbidden("Only executives can change payment providers");
  },
};

export const paymentsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      "/api/payments/sandbox/tokens",
      {
        schema: {
          tags: ["payments"],
          summary:
            "The sandbox vault's tokenisation step: card details in, a token (brand, last four) out. Open to guests who are not signed in (to pay a table's bill), at most 30 tokens per address per 10 minutes for them",
          body: tokenizeCardSchema,
          response: { 201: cardTokenSchema, 400: errorBodySchema, 429: errorBodySchema },
        },
        preHandler: limitBy(deps.limiter, anonymousTokenRules, ANONYMOUS_TOKENS_MESSAGE),
      },
      async (request, reply) => {
        const requesterTag = request.session ? null : anonymousRequesterTag(request);
        return reply.status(201).send(await tokenizeCard(deps.db, request.body, requesterTag));
      },
    );

    app.get(
      "/api/payments/cards",
      {
        schema: {
          tags: ["payments"],
          summary: "The signed-in customer's saved cards (brand, last four, expiry; never a number or token), the last used first",
          response: { 200: z.array(savedCardSchema), 401: errorBodySchema },
        },
      },
      async (request) => listSavedCards(deps.db, requireSession(request).userId),
    );

    app.delete(
      "/api/payments/cards/:id",
      {
        schema: {
          tags: ["payments"],
          summary: "Delete one of the signed-in customer's saved cards (its token stops working at once); anyone else's is 404",
          params: z.object({ id: z.uuid({ error: "Saved card not found" }) }),
          response: { 204: z.null(), 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
        },
      },
      async (request, reply) => {
        await deleteSavedCard(deps.db, requireSession(request).userId, request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.get(
      "/api/payments/providers",
      {
        ...executivesOnly,
        schema: {
          tags: ["payments"],
          summary: "Whether each payment provider takes payments (executives)",
          response: { 200: z.array(providerStatusSchema), 401: errorBodySchema, 403: errorBodySchema },
        },
      },
      async () => {
        const available = await providerAvailability(deps.db);
        return PAYMENT_PROVIDERS.map((provider) => ({ provider, available: available[provider] }));
      },
    );

    app.put(
      "/api/payments/providers/:provider",
      {
        ...executivesOnly,
        schema: {
          tags: ["payments"],
          summary: "Switch a sandbox provider on or off (the outage drill that exercises failover)",
          params: z.object({ provider: z.enum(PAYMENT_PROVIDERS, { error: "Unknown payment provider" }) }),
          body: setProviderStatusSchema,
          response: { 200: providerStatusSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
        },
      },
      async (request) => {
        const { provider } = request.params;
        const { available } = request.body;
        await deps.db.transaction(async (tx) => {
          const before = (await providerAvailability(tx))[provider];
          await setProviderAvailable(tx, provider, available);
          await recordAudit(tx, {
            actorId: requireSession(request).userId,
            action: "payments.provider_switched",
            targetType: "payment_provider",
            targetId: provider,
            targetLabel: provider,
            before: { available: before },
            after: { available },
          });
        });
        return { provider, available };
      },
    );
  };
