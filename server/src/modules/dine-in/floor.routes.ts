import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBodySchema, floorSessionsSchema, guestDecisionSchema, serviceCallSchema, serviceCallUpdateSchema, tableQrSchema, tableSessionSchema } from "@tavola/contracts";
import type { AppDeps } from "../../platform/deps.js";
import { requireSession, signedIn } from "../../platform/session.js";
import { decideAsStaff } from "./admission.service.js";
import { closeByStaff, floorSessions, managedRestaurant, rotateTableCode, tableCodes, updateCall } from "./floor.service.js";
import { streamFloor } from "./floor-stream.js";

const restaurantParams = z.object({ id: z.string().min(1).max(100) });
const staffErrors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** The restaurant team's side of dine-in (its owner and staff, and executives): the floor, calls, QR codes. */
/** Where this site is, as the browser sees it (honours X-Forwarded-* when TRUST_PROXY is on). */
const siteOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

export const floorRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/restaurants/:id/table-sessions",
      {
        ...signedIn,
        schema: {
          tags: ["dine-in"],
          summary: "The restaurant's open table sessions and the service calls not yet resolved",
          params: restaurantParams,
          response: { 200: floorSessionsSchema, ...staffErrors },
        },
      },
      async (request) => floorSessions(deps.db, requireSession(request), request.params.id),
    );

    app.post(
      "/api/restaurants/:id/service-calls/:callId",
      {
        ...signedIn,
        schema: {
          tags: ["dine-in"],
          summary: "Acknowledge or resolve a table's call",
          params: restaurantParams.extend({ callId: z.uuid({ error: "Service call not found" }) }),
          body: serviceCallUpdateSchema,
          response: { 200: serviceCallSchema, ...staffErrors, 409: errorBodySchema },
        },
      },
      async (request) => updateCall(deps.db, requireSession(request), request.params.id, request.params.callId, request.body.status),
    );

    app.post(
      "/api/restaurants/:id/table-sessions/:sessionId/close",
      {
        ...signedIn,
        schema: {
          tags: ["dine-in"],
          summary: "Close a table's session from the floor (e.g. paid in cash); 409 when it is already closed",
          params: restaurantParams.extend({ sessionId: z.uuid({ error: "Table session not found" }) }),
          response: { 200: tableSessionSchema, ...staffErrors, 409: errorBodySchema },
        },
      },
      async (request) => closeByStaff(deps.db, requireSession(request), request.params.id, request.params.sessionId),
    );

    app.post(
      "/api/restaurants/:id/table-sessions/:sessionId/guests/:guestId/admission",
      {
        ...signedIn,
        schema: {
          tags: ["dine-in"],
          summary: "Let in (or turn away) a guest who joined a table by its number only; answers the table's session",
          params: restaurantParams.extend({
            sessionId: z.uuid({ error: "Table session not found" }),
            guestId: z.uuid({ error: "That guest is no longer waiting to join" }),
          }),
          body: guestDecisionSchema,
          response: { 200: tableSessionSchema, ...staffErrors, 409: errorBodySchema },
        },
      },
      async (request) =>
        decideAsStaff(deps.db, requireSession(request), request.params.id, request.params.sessionId, request.params.guestId, request.body.decision),
    );

    app.get(
      "/api/restaurants/:id/table-codes",
      {
        ...signedIn,
        schema: {
          tags: ["dine-in"],
          summary: "Every table with the check-in link its QR code encodes and its card's short code (for printing)",
          params: restaurantParams,
          response: { 200: z.array(tableQrSchema), ...staffErrors },
        },
      },
      async (request) => tableCodes(deps.db, requireSession(request), request.params.id, siteOrigin(request)),
    );

    app.post(
      "/api/restaurants/:id/tables/:tableId/qr-code/rotate",
      {
        ...signedIn,
        schema: {
          tags: ["dine-in"],
          summary: "A new QR secret and short code for a table: cards printed before no longer check in",
          params: restaurantParams.extend({ tableId: z.uuid({ error: "Table not found" }) }),
          response: { 200: tableQrSchema, ...staffErrors },
        },
      },
      async (request) => rotateTableCode(deps.db, requireSession(request), request.params.id, request.params.tableId, siteOrigin(request)),
    );

    app.get(
      "/api/restaurants/:id/floor/stream",
      {
        ...signedIn,
        schema: {
          tags: ["dine-in"],
          summary: "Server-Sent Events: every change on the restaurant's floor (event `floor`, data a live floor event)",
          params: restaurantParams,
          response: { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
        },
      },
      async (request, reply) => {
        const r = await managedRestaurant(deps.db, requireSession(request), request.params.id);
        // Ends when the session does or is no longer of the restaurant's team (re-checked every few seconds).
        await streamFloor(deps, request, reply, r.id);
      },
    );
  };
