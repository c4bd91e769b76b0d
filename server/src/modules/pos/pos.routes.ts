import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBodySchema, posOrderInputSchema, posPaymentInputSchema, posPaymentResultSchema, posSetupSchema, posTicketSchema } from "@tavola/contracts";
import type { AppDeps } from "../../platform/deps.js";
import { requireSession, signedIn } from "../../platform/session.js";
import { posApprovalRoutes } from "./pos-approval.routes.js";
import { posBackofficeRoutes } from "./pos-backoffice.routes.js";
import { getPosTicket, loadPosSetup, payPosTicket, sendPosOrder } from "./pos.service.js";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema };
const ticketParams = z.object({ id: z.uuid({ error: "Ticket not found" }) });

/** The point of sale's API: the till's setup, sending a ticket to the kitchen, reading it, taking payment. */
export const posRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(posBackofficeRoutes(deps));
    await app.register(posApprovalRoutes(deps));
    app.get(
      "/api/pos",
      {
        ...signedIn,
        schema: {
          tags: ["point of sale"],
          summary: "The till: the restaurant, its tables and today's unpaid POS tickets (restaurant team only)",
          querystring: z.object({ restaurantId: z.string().max(100).optional() }),
          response: { 200: posSetupSchema, ...errors },
        },
      },
      async (request) => loadPosSetup(deps.db, requireSession(request), request.query.restaurantId),
    );

    app.post(
      "/api/pos/orders",
      {
        ...signedIn,
        schema: {
          tags: ["point of sale"],
          summary: "Sends a ticket to the kitchen: the server prices it (the menu's prices and options, the restaurant's tax)",
          body: posOrderInputSchema,
          response: { 201: posTicketSchema, ...errors },
        },
      },
      async (request, reply) => reply.code(201).send(await sendPosOrder(deps.db, requireSession(request), request.body)),
    );

    app.get(
      "/api/pos/orders/:id",
      {
        ...signedIn,
        schema: { tags: ["point of sale"], summary: "A POS ticket with what is paid and what is left", params: ticketParams, response: { 200: posTicketSchema, ...errors } },
      },
      async (request) => getPosTicket(deps.db, requireSession(request), request.params.id),
    );

    app.post(
      "/api/pos/orders/:id/payments",
      {
        ...signedIn,
        schema: {
          tags: ["point of sale"],
          summary: "Takes a payment toward a ticket: card or cash (change computed), the rest, an even share or chosen dishes",
          params: ticketParams,
          body: posPaymentInputSchema,
          response: { 200: posPaymentResultSchema, ...errors },
        },
      },
      async (request) => payPosTicket(deps.db, requireSession(request), request.params.id, request.body),
    );
  };
