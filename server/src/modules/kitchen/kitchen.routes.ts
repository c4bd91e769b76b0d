import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { bumpSchema, errorBodySchema, kitchenBoardSchema, kitchenQuerySchema, recallSchema } from "@tavola/contracts";
import type { AppDeps } from "../../platform/deps.js";
import { requireSession, signedIn } from "../../platform/session.js";
import { streamKitchen } from "./kitchen-stream.js";
import { bump, kitchenRestaurant, loadKitchenBoard, recall } from "./kitchen.service.js";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const bumped = z.object({ bumped: z.number().int() });

/** The kitchen display's API: the board of a view (a station or the expediter), its live stream, bump and recall. */
export const kitchenRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/kitchen",
      {
        ...signedIn,
        schema: {
          tags: ["kitchen display"],
          summary: "The kitchen display's tickets for a station (or every station: view=all), with fire times and all-day counts",
          querystring: kitchenQuerySchema,
          response: { 200: kitchenBoardSchema, ...errors },
        },
      },
      async (request) => loadKitchenBoard(deps.db, requireSession(request), request.query.restaurantId, request.query.view),
    );

    app.get(
      "/api/kitchen/events",
      {
        ...signedIn,
        schema: {
          tags: ["kitchen display"],
          summary: "Server-Sent Events: every order change and bump at the restaurant (event `kitchen`, data { type, orderId })",
          querystring: z.object({ restaurantId: z.string().max(100).optional() }),
          response: { 401: errorBodySchema, 403: errorBodySchema },
        },
      },
      async (request, reply) => {
        const r = await kitchenRestaurant(deps.db, requireSession(request), request.query.restaurantId);
        await streamKitchen(deps, request, reply, r.id);
      },
    );

    app.post(
      "/api/kitchen/items/:id/bump",
      {
        ...signedIn,
        schema: {
          tags: ["kitchen display"],
          summary: "Bumps one dish off the kitchen display (409 when it was bumped already)",
          params: z.object({ id: z.uuid({ error: "That ticket is not on the kitchen display" }) }),
          body: bumpSchema,
          response: { 200: bumped, ...errors },
        },
      },
      async (request) => bump(deps.db, requireSession(request), { itemId: request.params.id }, request.body.view),
    );

    app.post(
      "/api/kitchen/orders/:id/bump",
      {
        ...signedIn,
        schema: {
          tags: ["kitchen display"],
          summary: "Bumps every dish of a ticket still on this view",
          params: z.object({ id: z.uuid({ error: "That ticket is not on the kitchen display" }) }),
          body: bumpSchema,
          response: { 200: bumped, ...errors },
        },
      },
      async (request) => bump(deps.db, requireSession(request), { orderId: request.params.id }, request.body.view),
    );

    app.post(
      "/api/kitchen/recall",
      {
        ...signedIn,
        schema: {
          tags: ["kitchen display"],
          summary: "Brings back the last bump made on this view (a dish or a whole ticket)",
          body: recallSchema,
          response: { 200: z.object({ recalled: z.number().int(), orderId: z.string() }), ...errors },
        },
      },
      async (request) => recall(deps.db, requireSession(request), request.body.restaurantId, request.body.view),
    );
  };
