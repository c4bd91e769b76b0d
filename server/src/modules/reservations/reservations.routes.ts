import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  availabilityQuerySchema,
  availabilitySchema,
  createReservationSchema,
  errorBodySchema,
  reservationAccessQuerySchema,
  reservationSchema,
} from "@tavola/contracts";
import type { AppDeps } from "../../platform/deps.js";
import { limitBy } from "../../platform/rate-limit.js";
import { requireSession, signedIn } from "../../platform/session.js";
import { getAvailability } from "./availability.service.js";
import { createReservation } from "./booking.service.js";
import { hostRoutes } from "./host.routes.js";
import { cancelReservation, getReservation, listCustomerReservations, type ReservationAccess } from "./manage.service.js";
import { BOOKING_LIMITED_MESSAGE, bookingRules, LINK_LIMITED_MESSAGE, linkRules } from "./guest-limits.js";
import { waitlistRoutes } from "./waitlist.routes.js";
import { bookingResponses } from "./booking-responses.js";

const referenceParams = z.object({ reference: z.string().min(1).max(40) });

/** The link's token when given; without one, the signed-in guest (401 when nobody is signed in). */
const accessOf = (request: FastifyRequest, token: string | undefined): ReservationAccess =>
  token !== undefined ? { token } : { ownerId: requireSession(request).userId };

export const reservationsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(hostRoutes(deps));
    await app.register(waitlistRoutes(deps));

    app.get(
      "/api/restaurants/:id/availability",
      {
        schema: {
          tags: ["reservations"],
          summary: "Tables and start times free for a party on one date (the restaurant's local date), and every time free at any table",
          params: z.object({ id: z.string().min(1).max(100) }),
          querystring: availabilityQuerySchema,
          response: { 200: availabilitySchema, 400: errorBodySchema, 404: errorBodySchema },
        },
      },
      async (request) => getAvailability(deps.db, request.params.id, request.query.date, request.query.partySize),
    );

    app.post(
      "/api/reservations",
      {
        schema: {
          tags: ["reservations"],
          summary:
            "Books a table (signed in or not), holding a card when the restaurant asks; without tableIds (\"Any table\") the server seats the party at the " +
            "best-fitting free table, in `area` when given; 409 with the nearest free alternatives when it was just taken, " +
            "or when the guest's email or phone already holds 2 bookings there that day; 429 after 5 bookings per email or phone a day, or 10 per address an hour",
          body: createReservationSchema,
          response: bookingResponses,
        },
        preHandler: limitBy(deps.limiter, bookingRules, BOOKING_LIMITED_MESSAGE),
      },
      async (request, reply) => reply.status(201).send(await createReservation(deps.db, request.session, request.body)),
    );

    app.get(
      "/api/reservations",
      {
        ...signedIn,
        schema: {
          tags: ["reservations"],
          summary: "The signed-in guest's reservations, newest first",
          response: { 200: z.array(reservationSchema), 401: errorBodySchema },
        },
      },
      async (request) => listCustomerReservations(deps.db, requireSession(request).userId),
    );

    app.get(
      "/api/reservations/:reference",
      {
        schema: {
          tags: ["reservations"],
          summary:
            "One reservation, opened by the token of its link, or without a token by the signed-in guest who booked it " +
            "(401 signed out; 404 for a wrong reference or token, or another guest's booking)",
          params: referenceParams,
          querystring: reservationAccessQuerySchema,
          response: { 200: reservationSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
        },
      },
      async (request) => getReservation(deps.db, request.params.reference, accessOf(request, request.query.token)),
    );

    app.post(
      "/api/reservations/:reference/cancel",
      {
        schema: {
          tags: ["reservations"],
          summary:
            "Cancels through the link (or, without a token, as the signed-in guest who booked it) until the cancellation window opens; " +
            "409 after it or when already cancelled (30 link actions per address per 10 minutes)",
          params: referenceParams,
          querystring: reservationAccessQuerySchema,
          response: { 200: reservationSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 429: errorBodySchema },
        },
        preHandler: limitBy(deps.limiter, linkRules, LINK_LIMITED_MESSAGE),
      },
      async (request) => cancelReservation(deps.db, request.params.reference, accessOf(request, request.query.token)),
    );
  };
