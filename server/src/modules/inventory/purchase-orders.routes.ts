import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  errorBodySchema,
  inventoryParamsSchema,
  purchaseOrderInputSchema,
  purchaseOrderListSchema,
  purchaseOrderParamsSchema,
  purchaseOrderReceiptSchema,
  purchaseOrderSchema,
  purchaseSuggestionsSchema,
} from "@tavola/contracts";
import type { AppDeps } from "../../platform/deps.js";
import { requireSession, signedIn } from "../../platform/session.js";
import { resolveInventoryManager } from "./inventory.service.js";
import { closeOrder, createOrder, editOrder, getOrder, listOrders, receiveOrder, sendOrder, suggestions } from "./purchase-orders.service.js";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema };
const TAG = ["inventory"];
const BASE = "/api/restaurants/:restaurantId/inventory/purchase-orders";

/** Purchase orders to suppliers, for the restaurant's owner and managers (as the rest of inventory). */
export const purchaseOrderRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const manager = (request: { params: { restaurantId: string } } & Parameters<typeof requireSession>[0]) =>
      resolveInventoryManager(deps.db, requireSession(request), request.params.restaurantId);
    const one = { 200: purchaseOrderSchema, ...errors };

    app.get(BASE, { ...signedIn, schema: { tags: TAG, summary: "The latest 50 purchase orders, newest first", params: inventoryParamsSchema, response: { 200: purchaseOrderListSchema, ...errors } } }, async (request) =>
      listOrders(deps.db, await manager(request)),
    );
    app.get(
      `${BASE}/suggestions`,
      { ...signedIn, schema: { tags: TAG, summary: "Low-stock ingredients by supplier, each with the quantity that brings it to par", params: inventoryParamsSchema, response: { 200: purchaseSuggestionsSchema, ...errors } } },
      async (request) => suggestions(deps.db, await manager(request)),
    );
    app.post(
      BASE,
      { ...signedIn, schema: { tags: TAG, summary: "Draft a purchase order (lines: ingredient, quantity, unit cost in cents)", params: inventoryParamsSchema, body: purchaseOrderInputSchema, response: { 201: purchaseOrderSchema, ...errors } } },
      async (request, reply) => reply.code(201).send(await createOrder(deps.db, await manager(request), requireSession(request), request.body)),
    );
    app.get(`${BASE}/:purchaseOrderId`, { ...signedIn, schema: { tags: TAG, summary: "A purchase order with its lines (also its print view's data)", params: purchaseOrderParamsSchema, response: one } }, async (request) =>
      getOrder(deps.db, await manager(request), request.params.purchaseOrderId),
    );
    app.put(
      `${BASE}/:purchaseOrderId`,
      { ...signedIn, schema: { tags: TAG, summary: "Replace a draft (409 once sent)", params: purchaseOrderParamsSchema, body: purchaseOrderInputSchema, response: one } },
      async (request) => editOrder(deps.db, await manager(request), request.params.purchaseOrderId, request.body),
    );
    app.post(
      `${BASE}/:purchaseOrderId/send`,
      { ...signedIn, schema: { tags: TAG, summary: "Send a draft to the supplier by email (through the outbox); 409 unless a draft", params: purchaseOrderParamsSchema, response: one } },
      async (request) => sendOrder(deps, await manager(request), request.params.purchaseOrderId),
    );
    app.post(
      `${BASE}/:purchaseOrderId/receipts`,
      { ...signedIn, schema: { tags: TAG, summary: "Record a delivery: stock grows through the ledger; never beyond what was ordered (409)", params: purchaseOrderParamsSchema, body: purchaseOrderReceiptSchema, response: one } },
      async (request) => receiveOrder(deps.db, await manager(request), requireSession(request), request.params.purchaseOrderId, request.body),
    );
    app.post(
      `${BASE}/:purchaseOrderId/close`,
      { ...signedIn, schema: { tags: TAG, summary: "Close a sent order (what has not arrived will not)", params: purchaseOrderParamsSchema, response: one } },
      async (request) => closeOrder(deps.db, await manager(request), request.params.purchaseOrderId),
    );
  };
