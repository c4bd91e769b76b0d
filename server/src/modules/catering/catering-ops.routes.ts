import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { cancelCateringSchema, clientQuoteSchema, errorBodySchema, leadDetailSchema } from "@tavola/contracts";
import type { AppDeps } from "../../platform/deps.js";
import { limitBy } from "../../platform/rate-limit.js";
import { requireSession, signedIn } from "../../platform/session.js";
import { quoteAcceptRules } from "./catering-limits.js";
import { cancelByClient } from "./client-cancel.service.js";
import { readLead } from "./lead-board.service.js";
import { reconfirmByClient, reconfirmByStaff } from "./reconfirmation.service.js";

const leadParams = z.object({ id: z.uuid({ error: "Lead not found" }) });
const tokenQuery = z.object({ token: z.string({ error: "Quote not found" }).min(20, { error: "Quote not found" }).max(100, { error: "Quote not found" }).regex(/^[A-Za-z0-9_-]+$/, { error: "Quote not found" }) });
const clientErrors = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 429: errorBodySchema };

/** Catering after the quote (issue 17): the reconfirmation (client and restaurant) and the client's cancellation. */
export const cateringOpsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      "/api/catering/quotes/by-token/reconfirm",
      {
        schema: { tags: ["catering-quotes"], summary: "The client confirms the booked event (the reconfirmation ladder stops); a second confirm changes nothing", querystring: tokenQuery, response: { 200: clientQuoteSchema, ...clientErrors } },
        preHandler: limitBy(deps.limiter, quoteAcceptRules),
      },
      async (request) => reconfirmByClient(deps.db, request.query.token),
    );

    app.post(
      "/api/catering/quotes/by-token/cancel",
      {
        schema: {
          tags: ["catering-quotes"],
          summary: "The client cancels with a reason, confirming the fee the published policy sets now (409 if it changed); the lead moves to Cancelled",
          querystring: tokenQuery,
          body: cancelCateringSchema,
          response: { 200: clientQuoteSchema, ...clientErrors },
        },
        preHandler: limitBy(deps.limiter, quoteAcceptRules),
      },
      async (request) => cancelByClient(deps, request.query.token, request.body),
    );

    app.post(
      "/api/catering/crm/leads/:id/reconfirm",
      {
        ...signedIn,
        schema: {
          tags: ["catering-crm"],
          summary: "The restaurant closes the reconfirmation task (it reached the client); the ladder stops",
          params: leadParams,
          response: { 200: leadDetailSchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
        },
      },
      async (request) => {
        const user = requireSession(request);
        await reconfirmByStaff(deps.db, user, request.params.id);
        return readLead(deps.db, user, request.params.id);
      },
    );
  };
