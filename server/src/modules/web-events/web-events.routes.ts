import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorBodySchema, webEventsAcceptedSchema, webEventsBatchSchema } from "@tavola/contracts";
import type { AppDeps } from "../../platform/deps.js";
import { limitBy } from "../../platform/rate-limit.js";
import { WEB_EVENTS_LIMITED_MESSAGE, webEventRules } from "./web-events-limits.js";
import { appendWebEvents } from "./web-events.repository.js";

export const webEventsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      "/api/events",
      {
        schema: {
          tags: ["analytics"],
          summary:
            "Record a batch of funnel events from the web (anyone; an anonymous visitor id, the user when signed in). " +
            "At most 20 events; 429 after 600 batches per address or 60 per visitor in 10 minutes",
          body: webEventsBatchSchema,
          response: { 202: webEventsAcceptedSchema, 400: errorBodySchema, 429: errorBodySchema },
        },
        preHandler: limitBy(deps.limiter, webEventRules, WEB_EVENTS_LIMITED_MESSAGE),
      },
      async (request, reply) => {
        const accepted = await appendWebEvents(deps.db, request.body.visitorId, request.session?.userId ?? null, request.body.events);
        return reply.status(202).send({ accepted });
      },
    );
  };
