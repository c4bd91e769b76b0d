import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  billSchema,
  checkInResultSchema,
  checkInSchema,
  demoTableSchema,
  errorBodySchema,
  guestDecisionSchema,
  orderSchema,
  payBillResultSchema,
  payBillSchema,
  serviceCallRequestSchema,
  serviceCallSchema,
  TABLE_GUEST_HEADER,
  tableOrderSchema,
  tableSessionSchema,
} from "@tavola/contracts";
import type { AppDeps } from "../../platform/deps.js";
import { limitBy } from "../../platform/rate-limit.js";
import { loadBill, payBill } from "./bill.service.js";
import { decideAsGuest } from "./admission.service.js";
import { checkInRules, codeAttempts, DINE_IN_LIMITED_MESSAGE, guestActionRules } from "./guest-limits.js";
import { callServer, checkIn, demoTable, orderToTable, requireAdmitted, requireGuest, sessionView } from "./table-session.service.js";

/** Guests prove membership of their table's session with the secret from check-in; no sign-in needed. */
const guestHeaders = z.object({ [TABLE_GUEST_HEADER]: z.string().max(200).optional() });
/** 403: the phone joined by number only and is not let in yet (or was turned away). */
const guestErrors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
/** The guest's writes: also 429 when the table or the guest is over its limit (guest-limits.ts). */
const guestWriteErrors = { ...guestErrors, 429: errorBodySchema };

/** The guest's side of dine-in: check in, see the table, order to it, call the server, pay the bill. */
export const tableSessionRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    /** The phone behind the secret, let in or not (it may read its own session's table card). */
    const anyGuestOf = (headers: Record<string, string | string[] | undefined>) => {
      const raw = headers[TABLE_GUEST_HEADER];
      return requireGuest(deps.db, Array.isArray(raw) ? raw[0] : raw);
    };
    /** Everything else needs a phone let in to the table. */
    const guestOf = async (headers: Record<string, string | string[] | undefined>) => requireAdmitted(await anyGuestOf(headers));

    app.get(
      "/api/dine-in/demo-table",
      {
        schema: {
          tags: ["dine-in"],
          summary: "Demo mode only: the demo table's QR secret and short code (\"Simulate QR Scan\"); 404 otherwise",
          response: { 200: demoTableSchema, 404: errorBodySchema },
        },
      },
      async () => demoTable(deps.db, deps.config.demoMode),
    );

    app.post(
      "/api/table-sessions",
      {
        schema: {
          tags: ["dine-in"],
          summary:
            "Check in at a table — by QR secret, or restaurant, table number and the table card's short code — joining its open session or opening one; with the number only, the phone waits (admission \"pending\") until a guest at the table or the staff let it in. The guest secret is shown once. 400 with fieldErrors.tableCode for a wrong code; 429 after 20 wrong codes per table or per address in 15 minutes",
          body: checkInSchema,
          response: { 201: checkInResultSchema, 400: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema },
        },
        preHandler: limitBy(deps.limiter, checkInRules, DINE_IN_LIMITED_MESSAGE),
      },
      async (request, reply) =>
        reply.status(201).send(await checkIn(deps.db, request.session?.userId ?? null, request.body, codeAttempts(deps.limiter, request))),
    );

    app.get(
      "/api/table-sessions/current",
      {
        schema: {
          tags: ["dine-in"],
          summary: "The guest's table session (closed ones stay readable); a phone not let in sees its admission and the table card only",
          headers: guestHeaders,
          response: { 200: tableSessionSchema, ...guestErrors },
        },
      },
      async (request) => {
        const guest = await anyGuestOf(request.headers);
        return sessionView(deps.db, guest.session.id, guest.admission);
      },
    );

    app.post(
      "/api/table-sessions/current/guests/:guestId/admission",
      {
        schema: {
          tags: ["dine-in"],
          summary: "A guest at the table lets in (or turns away) someone waiting to join; answers the table's session",
          headers: guestHeaders,
          params: z.object({ guestId: z.uuid({ error: "That guest is no longer waiting to join" }) }),
          body: guestDecisionSchema,
          response: { 200: tableSessionSchema, ...guestWriteErrors, 404: errorBodySchema, 409: errorBodySchema },
        },
        preHandler: limitBy(deps.limiter, guestActionRules("admit"), DINE_IN_LIMITED_MESSAGE),
      },
      async (request) => decideAsGuest(deps.db, await anyGuestOf(request.headers), request.params.guestId, request.body.decision),
    );

    app.post(
      "/api/table-sessions/current/orders",
      {
        schema: {
          tags: ["dine-in"],
          summary: "Order to the table (a dine-in order priced from the menu; paid with the bill)",
          headers: guestHeaders,
          body: tableOrderSchema,
          response: { 201: orderSchema, ...guestWriteErrors, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema },
        },
        preHandler: limitBy(deps.limiter, guestActionRules("order"), DINE_IN_LIMITED_MESSAGE),
      },
      async (request, reply) => {
        const guest = await guestOf(request.headers);
        return reply.status(201).send(await orderToTable(deps.db, guest, request.session?.userId ?? null, request.body.items));
      },
    );

    app.get(
      "/api/table-sessions/current/bill",
      {
        schema: {
          tags: ["dine-in"],
          summary: "The table's bill: every order's lines with their share of tax, what is paid and what is left",
          headers: guestHeaders,
          response: { 200: billSchema, ...guestErrors },
        },
      },
      async (request) => loadBill(deps.db, (await guestOf(request.headers)).session),
    );

    app.post(
      "/api/table-sessions/current/bill/payments",
      {
        schema: {
          tags: ["dine-in"],
          summary: "Pay toward the bill — the rest, one of N even shares, or chosen lines; the server computes the amount. `paidCents` is the share of the bill paid (the card is charged that plus the tip)",
          headers: guestHeaders,
          body: payBillSchema,
          response: { 201: payBillResultSchema, ...guestWriteErrors, 402: errorBodySchema, 409: errorBodySchema, 503: errorBodySchema },
        },
        preHandler: limitBy(deps.limiter, guestActionRules("pay"), DINE_IN_LIMITED_MESSAGE),
      },
      async (request, reply) => reply.status(201).send(await payBill(deps.db, await guestOf(request.headers), request.body)),
    );

    app.post(
      "/api/table-sessions/current/service-calls",
      {
        schema: {
          tags: ["dine-in"],
          summary: "Call Server: 201 with a new call, or 200 with the call already on its way (never pages twice)",
          headers: guestHeaders,
          body: serviceCallRequestSchema,
          response: { 200: serviceCallSchema, 201: serviceCallSchema, ...guestWriteErrors, 409: errorBodySchema },
        },
        preHandler: limitBy(deps.limiter, guestActionRules("call"), DINE_IN_LIMITED_MESSAGE),
      },
      async (request, reply) => {
        const { call, created } = await callServer(deps.db, await guestOf(request.headers), request.body?.kind ?? "server");
        return reply.status(created ? 201 : 200).send(call);
      },
    );
  };
