import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { courierProfileInputSchema, courierProfileSchema, courierRatingInputSchema, errorBodySchema, isExecutive } from "@tavola/contracts";
import type { AppDeps } from "../../../platform/deps.js";
import { forbidden } from "../../../platform/errors.js";
import { limitBy, type LimitRule } from "../../../platform/rate-limit.js";
import { requireSession } from "../../../platform/session.js";
import { getOwnProfile, listCourierProfiles, rateCourier, updateOwnProfile } from "./profiles.service.js";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 429: errorBodySchema };
const TAG = ["couriers"];
const RESTAURANT_ROLES = ["restaurant_owner", "restaurant_staff"];
const writeRules = (request: FastifyRequest): LimitRule[] => [{ key: `courier-profile-write:user:${requireSession(request).userId}`, limit: 30, windowSeconds: 600 }];

export const courierProfilesRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/courier-profiles",
      {
        onRequest: async (request) => {
          const role = requireSession(request).role;
          if (!isExecutive(role) && !RESTAURANT_ROLES.includes(role)) throw forbidden("Courier profiles are for executives and restaurants");
        },
        schema: { tags: TAG, summary: "Approved couriers' public profiles: first name, vehicle, deliveries, on-time rate, customer rating", response: { 200: z.array(courierProfileSchema), ...errors } },
      },
      async () => listCourierProfiles(deps.db),
    );

    const couriersOnly = {
      onRequest: async (request: FastifyRequest) => {
        if (requireSession(request).role !== "courier") throw forbidden("Only couriers have a courier profile");
      },
    };
    app.get(
      "/api/courier-profiles/me",
      { ...couriersOnly, schema: { tags: TAG, summary: "My courier profile, as executives and restaurants see it", response: { 200: courierProfileSchema, ...errors } } },
      async (request) => getOwnProfile(deps.db, requireSession(request).userId),
    );
    app.put(
      "/api/courier-profiles/me",
      {
        ...couriersOnly,
        preHandler: limitBy(deps.limiter, writeRules),
        schema: { tags: TAG, summary: "Edit my profile's bio (at most 280 characters)", body: courierProfileInputSchema, response: { 200: courierProfileSchema, ...errors } },
      },
      async (request) => updateOwnProfile(deps.db, requireSession(request).userId, request.body.bio),
    );

    app.post(
      "/api/orders/:id/courier-rating",
      {
        preHandler: limitBy(deps.limiter, writeRules),
        schema: {
          tags: ["ordering"],
          summary: "Rate the courier who delivered my order, 1–5 stars, once",
          params: z.object({ id: z.uuid({ error: "Order not found" }) }),
          body: courierRatingInputSchema,
          response: { 200: z.object({ stars: z.number().int() }), ...errors },
        },
      },
      async (request) => rateCourier(deps.db, requireSession(request), request.params.id, request.body.stars),
    );
  };
