import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  cateringRequestRecordSchema,
  cateringRequestSchema,
  errorBodySchema,
  premiumCateringResponseSchema,
  premiumCateringSchema,
} from "@tavola/contracts";
import type { AppDeps } from "../../platform/deps.js";
import { limitBy } from "../../platform/rate-limit.js";
import { requireSession, signedIn } from "../../platform/session.js";
import { CATERING_LIMITED_MESSAGE, cateringRules, premiumCateringRules } from "./catering-limits.js";
import { insertCateringRequest, insertPremiumRequest, listCateringRequests } from "./catering.repository.js";
import { checkRequestedRestaurant } from "./lead-intake.js";
import { clientOf } from "./lead-client.js";

type Row = Awaited<ReturnType<typeof listCateringRequests>>[number];
const toRecord = (r: Row) => ({
  id: r.id,
  name: r.name,
  status: r.status,
  eventDate: r.eventDate.toISOString(),
  guestCount: r.guestCount,
  cuisinePreferences: r.cuisinePreferences,
  message: r.message,
  createdAt: r.createdAt.toISOString(),
});

export const cateringRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/catering",
      {
        schema: {
          tags: ["catering"],
          summary: "The signed-in user's catering requests, newest first",
          response: { 200: z.array(cateringRequestRecordSchema), 401: errorBodySchema },
        },
      },
      async (request) => (await listCateringRequests(deps.db, requireSession(request).userId)).map(toRecord),
    );

    app.post(
      "/api/catering",
      {
        // Auth before validation: an anonymous caller learns nothing about the schema.
        ...signedIn,
        schema: {
          tags: ["catering"],
          summary: "Submit a catering request (starts as pending); 429 after 10 an hour",
          body: cateringRequestSchema,
          response: { 201: cateringRequestRecordSchema, 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema },
        },
        preHandler: limitBy(deps.limiter, cateringRules, CATERING_LIMITED_MESSAGE),
      },
      async (request, reply) => {
        const restaurantId = await checkRequestedRestaurant(deps.db, request.body.restaurantId);
        const row = await insertCateringRequest(deps.db, requireSession(request).userId, request.body, restaurantId);
        return reply.status(201).send(toRecord(row));
      },
    );

    app.post(
      "/api/catering/request",
      {
        schema: {
          tags: ["catering"],
          summary: "The anonymous premium catering form; 429 after 5 per address an hour or 5 per email a day",
          body: premiumCateringSchema,
          response: { 201: premiumCateringResponseSchema, 400: errorBodySchema, 429: errorBodySchema },
        },
        preHandler: limitBy(deps.limiter, premiumCateringRules, CATERING_LIMITED_MESSAGE),
      },
      async (request, reply) => {
        const restaurantId = await checkRequestedRestaurant(deps.db, request.body.restaurantId);
        // Anonymous, but a signed-in client's request is theirs too (their board and company see it).
        const customer = request.session ? await clientOf(deps.db, request.session.userId) : null;
        const row = await insertPremiumRequest(deps.db, request.body, restaurantId, customer);
        return reply.status(201).send({ id: row.id, status: row.status, createdAt: row.createdAt.toISOString() });
      },
    );
  };
