import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  errorBodySchema,
  posCourseSchema,
  posCurrentShiftSchema,
  posDiscountInputSchema,
  posPinInputSchema,
  posReceiptEmailSchema,
  posRefundInputSchema,
  posRefundResultSchema,
  posShiftCloseSchema,
  posShiftOpenSchema,
  posShiftSchema,
  posTicketSchema,
} from "@tavola/contracts";
import type { AppDeps } from "../../platform/deps.js";
import { requireSession, signedIn } from "../../platform/session.js";
import { setApproverPin } from "./pos-approval.js";
import { applyPosDiscount, firePosCourse, refundPosPayment } from "./pos-adjust.service.js";
import { emailPosReceipt } from "./pos-receipt.service.js";
import { closeShift, currentShift, getShift, openShift } from "./pos-shift.service.js";
import { posRestaurant } from "./pos.service.js";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema };
const ticketParams = z.object({ id: z.uuid({ error: "Ticket not found" }) });
const shiftParams = z.object({ id: z.uuid({ error: "Shift not found" }) });
const tags = ["point of sale"];

/** The till's back office: courses, discounts, refunds, receipts, approver PINs and shifts. */
export const posBackofficeRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      "/api/pos/orders/:id/courses/:course/fire",
      {
        ...signedIn,
        schema: { tags, summary: "Fires a held course: its dishes reach the kitchen display now", params: ticketParams.extend({ course: z.coerce.number().pipe(posCourseSchema) }), response: { 200: posTicketSchema, ...errors } },
      },
      async (request) => firePosCourse(deps.db, requireSession(request), request.params.id, request.params.course),
    );
    app.post(
      "/api/pos/orders/:id/discounts",
      {
        ...signedIn,
        schema: {
          tags,
          summary: "Takes a discount off the ticket or a dish, with a reason; above 10 % an owner's or manager's approval (their PIN or their session)",
          params: ticketParams,
          body: posDiscountInputSchema,
          response: { 200: posTicketSchema, ...errors },
        },
      },
      async (request) => applyPosDiscount(deps, requireSession(request), request.params.id, request.body),
    );
    app.post(
      "/api/pos/orders/:id/refunds",
      {
        ...signedIn,
        schema: {
          tags,
          summary: "Refunds dishes or an amount of one payment, with a reason (card through payments, cash out of the drawer); never more than it took",
          params: ticketParams,
          body: posRefundInputSchema,
          response: { 200: posRefundResultSchema, ...errors },
        },
      },
      async (request) => refundPosPayment(deps, requireSession(request), request.params.id, request.body),
    );
    app.post(
      "/api/pos/orders/:id/receipt-email",
      {
        ...signedIn,
        schema: { tags, summary: "Emails the ticket's receipt through the outbox", params: ticketParams, body: posReceiptEmailSchema, response: { 202: z.object({ queued: z.boolean() }), ...errors } },
      },
      async (request, reply) => reply.code(202).send(await emailPosReceipt(deps, requireSession(request), request.params.id, request.body.email)),
    );
    app.put(
      "/api/pos/approver-pin",
      {
        ...signedIn,
        schema: { tags, summary: "An owner or manager sets the PIN they approve discounts with at the till", querystring: z.object({ restaurantId: z.string().max(100).optional() }), body: posPinInputSchema, response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        const user = requireSession(request);
        const r = await posRestaurant(deps.db, user, request.query.restaurantId);
        await setApproverPin(deps.db, r.id, user.userId, request.body.pin);
        return reply.code(204).send(null);
      },
    );
    app.get(
      "/api/pos/shifts/current",
      {
        ...signedIn,
        schema: { tags, summary: "The caller's open shift with its running totals, or null", querystring: z.object({ restaurantId: z.string().max(100).optional() }), response: { 200: posCurrentShiftSchema, ...errors } },
      },
      async (request) => currentShift(deps.db, requireSession(request), request.query.restaurantId),
    );
    app.post(
      "/api/pos/shifts",
      {
        ...signedIn,
        schema: { tags, summary: "Opens a shift on a till with its opening float (one open shift per till and per person)", body: posShiftOpenSchema, response: { 201: posShiftSchema, ...errors } },
      },
      async (request, reply) => reply.code(201).send(await openShift(deps.db, requireSession(request), request.body)),
    );
    app.get(
      "/api/pos/shifts/:id",
      { ...signedIn, schema: { tags, summary: "A shift's report: cash expected, card totals, tips and its tickets", params: shiftParams, response: { 200: posShiftSchema, ...errors } } },
      async (request) => getShift(deps.db, requireSession(request), request.params.id),
    );
    app.post(
      "/api/pos/shifts/:id/close",
      {
        ...signedIn,
        schema: { tags, summary: "Closes a shift with the cash counted: expected, counted and the difference", params: shiftParams, body: posShiftCloseSchema, response: { 200: posShiftSchema, ...errors } },
      },
      async (request) => closeShift(deps.db, requireSession(request), request.params.id, request.body.countedCashCents),
    );
  };
