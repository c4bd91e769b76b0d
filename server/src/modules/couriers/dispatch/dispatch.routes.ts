import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  bidInputSchema,
  courierBoardSchema,
  courierPayoutSchema,
  courierEarningsSchema,
  deliverInputSchema,
  dropRunInputSchema,
  errorBodySchema,
  isExecutive,
  jobIdParamsSchema,
  myBidSchema,
  payoutParamsSchema,
  presenceInputSchema,
  presenceSchema,
} from "@tavola/contracts";
import type { AppDeps } from "../../../platform/deps.js";
import { forbidden } from "../../../platform/errors.js";
import { limitBy, type LimitRule } from "../../../platform/rate-limit.js";
import { requireSession } from "../../../platform/session.js";
import { loadBoard, placeBid, setPresence } from "./board.service.js";
import { streamDispatch } from "./dispatch-live.js";
import { listPayouts, payoutStatementCsv, payoutStatementPdf } from "./payouts.service.js";
import { dropRun } from "./drop.service.js";
import { deliver, loadEarnings, pickUp } from "./run.service.js";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 429: errorBodySchema };
const TAG = ["dispatch"];

/** Every dispatch endpoint is the signed-in courier's own: the session names the courier, no URL does. */
const couriersOnly = {
  onRequest: async (request: FastifyRequest) => {
    if (requireSession(request).role !== "courier") throw forbidden("Only approved couriers can use dispatch");
  },
};
/** Payout statements: the courier's own, and executives (CEO, super admin) for any courier. */
const courierOrExecutive = {
  onRequest: async (request: FastifyRequest) => {
    const role = requireSession(request).role;
    if (role !== "courier" && !isExecutive(role)) throw forbidden("Only the courier and executives can read payout statements");
  },
};
const writeRules = (request: FastifyRequest): LimitRule[] => [{ key: `dispatch-write:user:${requireSession(request).userId}`, limit: 240, windowSeconds: 600 }];

export const dispatchRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const write = { ...couriersOnly, preHandler: limitBy(deps.limiter, writeRules) };
    const me = (request: FastifyRequest) => requireSession(request).userId;
    const refundWindow = deps.config.REFUND_WINDOW_SECONDS;

    app.put(
      "/api/dispatch/presence",
      { ...write, schema: { tags: TAG, summary: "Go online or offline, with the courier's position", body: presenceInputSchema, response: { 200: presenceSchema, ...errors } } },
      async (request) => setPresence(deps.db, me(request), request.body),
    );

    app.get(
      "/api/dispatch/board",
      { ...couriersOnly, schema: { tags: TAG, summary: "My board: presence, open jobs within range, my bids (only mine), my active run", response: { 200: courierBoardSchema, ...errors } } },
      async (request) => loadBoard(deps.db, me(request), deps.config.DISPATCH_BID_WINDOW_SECONDS),
    );

    app.post(
      "/api/dispatch/jobs/:id/bids",
      {
        ...write,
        schema: {
          tags: TAG,
          summary: "Bid on an open job, inside its fee band, while its window is open (bidding again replaces the bid)",
          params: jobIdParamsSchema,
          body: bidInputSchema,
          response: { 200: myBidSchema, ...errors },
        },
      },
      async (request) => placeBid(deps.db, me(request), request.params.id, request.body.amountCents),
    );

    app.post(
      "/api/dispatch/runs/:id/pickup",
      { ...write, schema: { tags: TAG, summary: "Picked up at the restaurant: the order becomes out for delivery", params: jobIdParamsSchema, response: { 200: z.object({ ok: z.literal(true) }), ...errors } } },
      async (request) => {
        await pickUp(deps.db, me(request), request.params.id, refundWindow);
        return { ok: true as const };
      },
    );

    app.post(
      "/api/dispatch/runs/:id/deliver",
      {
        ...write,
        schema: {
          tags: TAG,
          summary: "Delivered, with the customer's 4-digit code as proof; writes fee, 8 % commission and tip to the ledger",
          params: jobIdParamsSchema,
          body: deliverInputSchema,
          response: { 200: z.object({ ok: z.literal(true) }), ...errors },
        },
      },
      async (request) => {
        await deliver(deps.db, me(request), request.params.id, request.body.code, refundWindow);
        return { ok: true as const };
      },
    );

    app.post(
      "/api/dispatch/runs/:id/drop",
      {
        ...write,
        schema: {
          tags: TAG,
          summary: "Give my run back before pickup, with a reason: it goes back to bidding (then automatic assignment); the drop stays on my record",
          params: jobIdParamsSchema,
          body: dropRunInputSchema,
          response: { 200: z.object({ ok: z.literal(true) }), ...errors },
        },
      },
      async (request) => {
        await dropRun(deps, me(request), request.params.id, request.body, deps.config.DISPATCH_BID_WINDOW_SECONDS);
        return { ok: true as const };
      },
    );

    app.get(
      "/api/dispatch/earnings",
      { ...couriersOnly, schema: { tags: TAG, summary: "My earnings today and this week, per delivery: fee, commission, tip, net", response: { 200: courierEarningsSchema, ...errors } } },
      async (request) => loadEarnings(deps.db, me(request)),
    );

    app.get(
      "/api/dispatch/payouts",
      { ...couriersOnly, schema: { tags: TAG, summary: "My weekly payouts (Monday–Sunday in my zone, paid on Tuesday), newest first", response: { 200: z.array(courierPayoutSchema), ...errors } } },
      async (request) => listPayouts(deps.db, me(request)),
    );

    app.get(
      "/api/dispatch/payouts/:id/statement.csv",
      {
        ...couriersOnly,
        schema: { tags: TAG, summary: "A payout's statement as CSV: each delivery's fee, commission, tip, adjustments and net, and the totals", params: payoutParamsSchema },
      },
      async (request, reply) => {
        const { fileName, csv } = await payoutStatementCsv(deps.db, { userId: me(request), executive: false }, request.params.id);
        return reply
          .header("Content-Type", "text/csv; charset=utf-8")
          .header("Content-Disposition", `attachment; filename="${fileName}"`)
          .header("X-Content-Type-Options", "nosniff")
          .send(Buffer.from(csv, "utf8"));
      },
    );

    app.get(
      "/api/dispatch/payouts/:id/statement.pdf",
      {
        ...courierOrExecutive,
        schema: {
          tags: TAG,
          summary: "A payout's statement as PDF (the courier's own; executives any courier's): each delivery's fee, commission, tip and net, the totals, gross = net + commission",
          params: payoutParamsSchema,
        },
      },
      async (request, reply) => {
        const session = requireSession(request);
        const { fileName, pdf } = await payoutStatementPdf(deps.db, { userId: session.userId, executive: isExecutive(session.role) }, request.params.id);
        return reply
          .header("Content-Type", "application/pdf")
          .header("Content-Disposition", `attachment; filename="${fileName}"`)
          .header("X-Content-Type-Options", "nosniff")
          .send(pdf);
      },
    );

    app.get(
      "/api/dispatch/stream",
      { ...couriersOnly, schema: { tags: TAG, summary: "Server-Sent Events: job and run changes for my board (event `dispatch`, data `{ type, jobId }`)", response: { 401: errorBodySchema, 403: errorBodySchema } } },
      async (request, reply) => streamDispatch(deps, request, reply, me(request)),
    );
  };
