import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  errorBodySchema,
  hostActionSchema,
  hostStandQuerySchema,
  hostStandSchema,
  moveReservationSchema,
  recommendationQuerySchema,
  reservationSchema,
  tableRecommendationsSchema,
  walkInSchema,
} from "@tavola/contracts";
import type { AppDeps } from "../../platform/deps.js";
import { requireSession, signedIn } from "../../platform/session.js";
import { resolveManagedRestaurant } from "../restaurants/index.js";
import { getHostStand, recommendTablesFor } from "./host-stand.service.js";
import { applyHostAction, moveReservation, seatWalkIn } from "./host.service.js";

const restaurantParams = z.object({ id: z.string().min(1).max(100) });
const reservationParams = restaurantParams.extend({ reservationId: z.uuid({ error: "Reservation not found" }) });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
/** What the two changes to one booking (an action, a move) share: its path, and the booking back or a 409. */
const bookingChange = {
  tags: ["host stand"],
  params: reservationParams,
  response: { 200: reservationSchema, ...errors, 409: errorBodySchema },
};

/**
 * The host stand: staff of the restaurant (or executives) only. The restaurant in the path is resolved
 * against the user's own — another restaurant's staff and guests get 403, an unknown one 404.
 */
export const hostRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const managed = (request: Parameters<typeof requireSession>[0], id: string) => resolveManagedRestaurant(deps.db, requireSession(request), id);

    app.get(
      "/api/restaurants/:id/host-stand",
      {
        ...signedIn,
        schema: {
          tags: ["host stand"],
          summary: "The day's bookings and walk-ins, the floor's tables (current and next party) and the waitlist",
          params: restaurantParams,
          querystring: hostStandQuerySchema,
          response: { 200: hostStandSchema, ...errors },
        },
      },
      async (request) => getHostStand(deps.db, await managed(request, request.params.id), request.query.date),
    );

    app.post(
      "/api/restaurants/:id/reservations/:reservationId/actions",
      {
        ...signedIn,
        schema: {
          ...bookingChange,
          summary: "Seat, complete or mark a no-show (charging the card hold); 409 for a move the booking's status does not allow",
          body: hostActionSchema,
        },
      },
      async (request) => applyHostAction(deps.db, await managed(request, request.params.id), request.params.reservationId, request.body.action),
    );

    app.post(
      "/api/restaurants/:id/reservations/:reservationId/move",
      {
        ...signedIn,
        schema: {
          ...bookingChange,
          summary: "Moves a booked or seated party to other tables for the same time; 409 when they are taken then",
          body: moveReservationSchema,
        },
      },
      async (request) => moveReservation(deps.db, await managed(request, request.params.id), request.params.reservationId, request.body.tableIds),
    );

    app.post(
      "/api/restaurants/:id/walk-ins",
      {
        ...signedIn,
        schema: {
          tags: ["host stand"],
          summary: "Seats a party without a booking now, on tables free for its whole stay; 409 when they are not",
          params: restaurantParams,
          body: walkInSchema,
          response: { 201: reservationSchema, ...errors, 409: errorBodySchema },
        },
      },
      async (request, reply) => reply.status(201).send(await seatWalkIn(deps.db, await managed(request, request.params.id), request.body)),
    );

    app.get(
      "/api/restaurants/:id/table-recommendations",
      {
        ...signedIn,
        schema: {
          tags: ["host stand"],
          summary: "The best free table for a party at a local time (fit, section, servers' load), with reasons",
          params: restaurantParams,
          querystring: recommendationQuerySchema,
          response: { 200: tableRecommendationsSchema, ...errors },
        },
      },
      async (request) => recommendTablesFor(deps.db, await managed(request, request.params.id), request.query),
    );
  };
