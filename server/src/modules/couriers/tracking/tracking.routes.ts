import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { courierTrackingSchema, errorBodySchema, jobIdParamsSchema, positionAckSchema, positionInputSchema } from "@tavola/contracts";
import { z } from "zod";
import type { AppDeps } from "../../../platform/deps.js";
import { forbidden } from "../../../platform/errors.js";
import { limitBy, type LimitRule } from "../../../platform/rate-limit.js";
import { requireSession } from "../../../platform/session.js";
import { worksAt } from "../../restaurants/index.js";
import { streamTracking } from "./tracking-live.js";
import { loadTracking, postPosition, visibleDeliveryOrder } from "./tracking.service.js";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 429: errorBodySchema };
const orderParams = z.object({ id: z.uuid({ error: "Order not found" }) });

/**
 * A phone on a run reports every 5–15 s (the dashboard's adaptive cadence); 30 a minute leaves room for a burst
 * after a tunnel and refuses anything that would flood the customer's map.
 */
const positionRules = (request: FastifyRequest): LimitRule[] => [{ key: `courier-position:user:${requireSession(request).userId}`, limit: 30, windowSeconds: 60 }];

export const trackingRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const mapStyleUrl = deps.config.MAP_STYLE_URL ?? null;

    app.post(
      "/api/dispatch/runs/:id/positions",
      {
        onRequest: async (request) => {
          if (requireSession(request).role !== "courier") throw forbidden("Only approved couriers can use dispatch");
        },
        preHandler: limitBy(deps.limiter, positionRules, "Your phone is sending its position too often"),
        schema: {
          tags: ["dispatch"],
          summary: "My position during my run (only the run's courier, only while it runs); shown live on the order's tracking map",
          params: jobIdParamsSchema,
          body: positionInputSchema,
          response: { 200: positionAckSchema, ...errors },
        },
      },
      async (request) => postPosition(deps.db, requireSession(request).userId, request.params.id, request.body),
    );

    app.get(
      "/api/orders/:id/courier",
      {
        schema: {
          tags: ["ordering"],
          summary: "The order's courier while they carry it: position, recent trail, ETA range and distance (the order's customer and restaurant only)",
          params: orderParams,
          response: { 200: courierTrackingSchema, ...errors },
        },
      },
      async (request) => {
        const session = requireSession(request);
        return loadTracking(deps.db, await visibleDeliveryOrder(deps.db, session, request.params.id), mapStyleUrl, session.userId);
      },
    );

    app.get(
      "/api/orders/:id/courier/events",
      {
        schema: {
          tags: ["ordering"],
          summary: "Server-Sent Events: the order's courier now, then after every position and run change (event `courier`)",
          params: orderParams,
          response: { 401: errorBodySchema, 404: errorBodySchema },
        },
      },
      async (request, reply) => {
        const session = requireSession(request);
        const order = await visibleDeliveryOrder(deps.db, session, request.params.id);
        const own = order.customerId === session.userId;
        // The customer keeps their order's stream while signed in; the team while they work at the restaurant.
        const access = own
          ? { scope: `order-customer:${order.id}`, stillAllowed: (s: { userId: string }) => s.userId === order.customerId }
          : { scope: `works-at:${order.restaurantId}`, stillAllowed: (s: Parameters<typeof worksAt>[1]) => worksAt(deps.db, s, order.restaurantId) };
        await streamTracking(deps, request, reply, order.id, () => loadTracking(deps.db, order, mapStyleUrl, session.userId), access);
      },
    );
  };
