import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  billSchema,
  checkInResultSchema,
  checkInSchema,
  demoTableSchema,
  errorBodySchema,
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
import { checkInRules, DINE_IN_LIMITED_MESSAGE, guestActionRules } from "./guest-limits.js";
import { callServer, checkIn, demoTable, orderToTable, requireGuest, sessionView } from "./table-session.service.js";

/** Guests prove membership of their table's session with the secret from check-in; no sign-in needed. */
const guestHeaders = z.object({ [TABLE_GUEST_HEADER]: z.string().max(200).optional() });
const guestErrors = { 400: errorBodySchema, 401: errorBodySchema };
/** The guest's writes: also 429 when the table or the guest is over its limit (guest-limits.ts). */
const guestWriteErrors = { ...guestErrors, 429: errorBodySchema };

/** The guest's side of dine-in: check in, see the table, order to it, call the server, pay the bill. */
export const tableSessionRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const guestOf = (headers: Record<string, string | string[] | undefined>) => {
      const raw = headers[TABLE_GUEST_HEADER];
      return requireGuest(deps.db, Array.isArray(raw) ? raw[0] : raw);
    };

    app.get(
      "/api/dine-in/demo-table",
      {
        schema: {
          tags: ["dine-in"],
          summary: "The public demo table's QR secret (\"Simulate QR Scan\")",
          response: { 200: demoTableSchema, 404: errorBodySchema },
        },
      },
      async () => demoTable(deps.db),
    );

    app.post(
      "/api/table-sessions",
      {
        schema: {
          tags: ["dine-in"],
          summary: "Check in at a table (QR secret, or restaurant and table number): joins its open session or opens one; the guest secret is shown once",
          body: checkInSchema,
          response: { 201: checkInResultSchema, 400: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema },
        },
        preHandler: limitBy(deps.limiter, checkInRules, DINE_IN_LIMITED_MESSAGE),
      },
      async (request, reply) => reply.status(201).send(await checkIn(deps.db, request.session?.userId ?? null, request.body)),
    );

    app.get(
      "/api/table-sessions/current",
      {
        schema: {
          tags: ["dine-in"],
          summary: "The guest's table session (closed ones stay readable)",
          headers: guestHeaders,
          response: { 200: tableSessionSchema, ...guestErrors },
        },
      },
      async (request) => sessionView(deps.db, (await guestOf(request.headers)).session.id),
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
