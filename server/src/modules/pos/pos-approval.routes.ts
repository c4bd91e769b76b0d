import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBodySchema, posApprovalDecisionSchema, posApprovalListSchema, posApprovalRequestInputSchema, posApprovalRequestSchema } from "@tavola/contracts";
import type { AppDeps } from "../../platform/deps.js";
import { requireSession, signedIn } from "../../platform/session.js";
import { decideApprovalRequest, getApprovalRequest, listApprovalRequests, requestDiscountApproval } from "./pos-approval-requests.service.js";
import { streamPos } from "./pos-stream.js";
import { posRestaurant } from "./pos.service.js";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema };
const tags = ["point of sale"];
const restaurantQuery = z.object({ restaurantId: z.string().max(100).optional() });
const requestParams = z.object({ id: z.uuid({ error: "Approval request not found" }) });

/** Discount approvals from an owner's or manager's own screen, and the till's live stream. */
export const posApprovalRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      "/api/pos/orders/:id/discount-requests",
      {
        ...signedIn,
        schema: {
          tags,
          summary: "Sends a discount that needs approval to the owners' and managers' screens (instead of a PIN at the till)",
          params: z.object({ id: z.uuid({ error: "Ticket not found" }) }),
          body: posApprovalRequestInputSchema,
          response: { 201: posApprovalRequestSchema, ...errors },
        },
      },
      async (request, reply) => reply.code(201).send(await requestDiscountApproval(deps, requireSession(request), request.params.id, request.body)),
    );
    app.get(
      "/api/pos/approval-requests",
      {
        ...signedIn,
        schema: { tags, summary: "An owner's or manager's pending approval requests; anyone else's own recent requests", querystring: restaurantQuery, response: { 200: posApprovalListSchema, ...errors } },
      },
      async (request) => listApprovalRequests(deps.db, requireSession(request), request.query.restaurantId),
    );
    app.get(
      "/api/pos/approval-requests/:id",
      { ...signedIn, schema: { tags, summary: "One approval request and its decision", params: requestParams, response: { 200: posApprovalRequestSchema, ...errors } } },
      async (request) => getApprovalRequest(deps.db, requireSession(request), request.params.id),
    );
    app.post(
      "/api/pos/approval-requests/:id/decision",
      {
        ...signedIn,
        schema: {
          tags,
          summary: "An owner or manager approves (the discount is taken off) or declines; decided once, audited",
          params: requestParams,
          body: posApprovalDecisionSchema,
          response: { 200: posApprovalRequestSchema, ...errors },
        },
      },
      async (request) => decideApprovalRequest(deps, requireSession(request), request.params.id, request.body.decision),
    );
    app.get(
      "/api/pos/events",
      {
        ...signedIn,
        schema: {
          tags,
          summary: "Server-Sent Events: the restaurant's order changes and approval requests (event `pos`, data { type, orderId, requestId })",
          querystring: restaurantQuery,
          response: { 401: errorBodySchema, 403: errorBodySchema },
        },
      },
      async (request, reply) => {
        const r = await posRestaurant(deps.db, requireSession(request), request.query.restaurantId);
        await streamPos(deps, request, reply, r.id);
      },
    );
  };
