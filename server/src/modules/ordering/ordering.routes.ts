import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  cancelOrderSchema,
  checkoutSchema,
  customerContactSchema,
  customerOrderSummarySchema,
  errorBodySchema,
  orderListSchema,
  orderSchema,
  placeOrderSchema,
  quoteSchema,
  recentOrderSchema,
  SAVED_ADDRESSES_MAX,
  savedAddressSchema,
  refundSchema,
  restaurantBrowseQuerySchema,
  restaurantBrowseSchema,
  slotCapacitiesInputSchema,
  slotsSchema,
  transitionSchema,
  type RecentOrder,
} from "@tavola/contracts";
import type { AppDeps } from "../../platform/deps.js";
import { requireSession, signedIn } from "../../platform/session.js";
import { resolveManagedRestaurant } from "../restaurants/index.js";
import { browseRestaurants } from "./browse.service.js";
import { applySlotCapacities } from "./slot-capacity.service.js";
import { availableSlots, placeOrder, quoteOrder } from "./checkout.service.js";
import { IDEMPOTENCY_KEY_MAX, readIdempotencyKey } from "./idempotency.js";
import type { DeliveryHooks } from "./delivery-hooks.js";
import { cancelByCustomer, refundOrder, transitionOrder } from "./lifecycle.service.js";
import { streamOrder, streamRestaurant } from "./live.js";
import { listCustomerOrders, listRestaurantOrders, visibleOrder } from "./order-reads.js";
import { findUserById } from "../auth/index.js";
import { lastContactPhone, listRecentOrders, listSavedAddresses } from "./ordering.repository.js";
import { orderStatusLabel } from "@tavola/contracts";
import { customerOrderSummary } from "./customer-summary.js";

const RECENT_LIMIT = 5;
const orderParams = z.object({ id: z.uuid({ error: "Order not found" }) });
const managedQuery = z.object({ restaurantId: z.string().max(100).optional() });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

export const orderingRoutes =
  (deps: AppDeps, delivery?: DeliveryHooks): FastifyPluginAsyncZod =>
  async (app) => {
    // How long a delivered or picked-up order stays refundable (its loyalty points pending meanwhile).
    const refundWindow = deps.config.REFUND_WINDOW_SECONDS;
    app.get(
      "/api/restaurants/browse",
      {
        schema: {
          tags: ["ordering"],
          summary: "Restaurant cards for browsing: search by name, cuisine or area; filter by cuisine, diet, open now",
          querystring: restaurantBrowseQuerySchema,
          response: { 200: restaurantBrowseSchema, 400: errorBodySchema },
        },
      },
      async (request) => {
        const { q, cuisine, dietary, openNow, lat, lng } = request.query;
        const origin = lat !== undefined && lng !== undefined ? { lat, lng } : null;
        return browseRestaurants(deps.db, { q, cuisine, dietary, openNow: openNow === "true", origin, userId: request.session?.userId ?? null });
      },
    );

    app.put(
      "/api/restaurants/:restaurantId/kitchen-capacity",
      {
        ...signedIn,
        schema: {
          tags: ["ordering"],
          summary: "Gives kitchen slots of the coming days a capacity of their own (null: back to the restaurant's); executives, owners and managers",
          params: z.object({ restaurantId: z.uuid({ error: "Restaurant not found" }) }),
          body: slotCapacitiesInputSchema,
          response: { 200: z.object({ updated: z.number().int() }), 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
        },
      },
      async (request) => applySlotCapacities(deps.db, requireSession(request), request.params.restaurantId, request.body),
    );

    app.get(
      "/api/orders/recent",
      {
        schema: {
          tags: ["ordering"],
          summary: "The signed-in customer's most recent orders",
          response: { 200: z.array(recentOrderSchema), 401: errorBodySchema },
        },
      },
      async (request): Promise<RecentOrder[]> => {
        const rows = await listRecentOrders(deps.db, requireSession(request).userId, RECENT_LIMIT);
        return rows.map((r) => ({
          id: r.id,
          restaurantName: r.restaurant_name,
          items: r.items,
          orderDate: new Date(r.placed_at).toISOString(),
          status: orderStatusLabel(r.status),
          total: Number(r.total_cents) / 100,
          totalCents: Number(r.total_cents),
        }));
      },
    );

    app.get(
      "/api/orders/summary",
      {
        schema: {
          tags: ["ordering"],
          summary: "The signed-in customer's completed orders, savings from discounts and favourite restaurant (/customer-dashboard)",
          response: { 200: customerOrderSummarySchema, 401: errorBodySchema },
        },
      },
      async (request) => customerOrderSummary(deps.db, requireSession(request).userId),
    );

    app.get(
      "/api/orders/contact",
      {
        schema: {
          tags: ["ordering"],
          summary: "What checkout prefills for the signed-in customer: the account's name and email, the phone given with their last order",
          response: { 200: customerContactSchema, 401: errorBodySchema },
        },
      },
      async (request) => {
        const { userId } = requireSession(request);
        const user = await findUserById(deps.db, userId);
        return {
          name: [user?.firstName, user?.lastName].filter(Boolean).join(" "),
          email: user?.email ?? null,
          phone: await lastContactPhone(deps.db, userId),
        };
      },
    );

    app.get(
      "/api/orders/addresses",
      {
        schema: {
          tags: ["ordering"],
          summary: "The signed-in customer's delivery addresses from earlier orders, the last used first (checkout offers them)",
          response: { 200: z.array(savedAddressSchema), 401: errorBodySchema },
        },
      },
      async (request) => {
        const rows = await listSavedAddresses(deps.db, requireSession(request).userId, SAVED_ADDRESSES_MAX);
        return rows.map((r) => ({
          line1: r.address.line1,
          city: r.address.city,
          ...(r.address.postalCode ? { postalCode: r.address.postalCode } : {}),
          country: r.address.country,
          lat: Number(r.address.lat),
          lng: Number(r.address.lng),
          lastUsedAt: new Date(r.last_used_at).toISOString(),
          orders: Number(r.orders),
        }));
      },
    );

    app.get(
      "/api/restaurants/:id/slots",
      {
        schema: {
          tags: ["ordering"],
          summary: "The 15-minute slots of the next 12 hours the kitchen can still take",
          params: z.object({ id: z.string().min(1).max(100) }),
          response: { 200: slotsSchema, 404: errorBodySchema },
        },
      },
      async (request) => availableSlots(deps.db, request.params.id),
    );

    app.post(
      "/api/orders/quote",
      {
        ...signedIn,
        schema: {
          tags: ["ordering"],
          summary: "Prices a cart on the server (no side effects): fees, tax, discounts, slot, ETA, payment route",
          body: checkoutSchema,
          response: { 200: quoteSchema, ...errors, 409: errorBodySchema, 422: errorBodySchema, 503: errorBodySchema },
        },
      },
      async (request) => quoteOrder(deps.db, requireSession(request), request.body),
    );

    app.post(
      "/api/orders",
      {
        ...signedIn,
        schema: {
          tags: ["ordering"],
          summary: "Places an order once per Idempotency-Key (required header); payment is authorized",
          headers: z.object({
            "idempotency-key": z.string().max(IDEMPOTENCY_KEY_MAX, { error: `Idempotency-Key must be at most ${IDEMPOTENCY_KEY_MAX} characters` }).optional(),
          }),
          body: placeOrderSchema,
          response: {
            201: orderSchema,
            ...errors,
            402: errorBodySchema,
            409: errorBodySchema,
            422: errorBodySchema,
            503: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const key = readIdempotencyKey(request.headers["idempotency-key"]);
        const result = await placeOrder(deps.db, requireSession(request), key, request.body, refundWindow);
        if (result.replayed) reply.header("Idempotent-Replayed", "true");
        return reply.status(result.status).send(result.body);
      },
    );

    app.get(
      "/api/orders",
      {
        ...signedIn,
        schema: {
          tags: ["ordering"],
          summary: "The signed-in customer's orders, newest first",
          querystring: z.object({ scope: z.enum(["active", "past", "all"]).default("all") }),
          response: { 200: orderListSchema, 400: errorBodySchema, 401: errorBodySchema },
        },
      },
      async (request) => listCustomerOrders(deps.db, requireSession(request).userId, request.query.scope, refundWindow),
    );

    app.get(
      "/api/orders/:id",
      {
        ...signedIn,
        schema: {
          tags: ["ordering"],
          summary: "One order (its customer, that restaurant's team, executives; 404 for anyone else)",
          params: orderParams,
          response: { 200: orderSchema, ...errors },
        },
      },
      async (request) => visibleOrder(deps.db, requireSession(request), request.params.id, refundWindow),
    );

    app.post(
      "/api/orders/:id/cancel",
      {
        ...signedIn,
        schema: {
          tags: ["ordering"],
          summary: "The customer cancels an order the restaurant has not accepted yet",
          params: orderParams,
          body: cancelOrderSchema,
          response: { 200: orderSchema, ...errors, 409: errorBodySchema },
        },
      },
      async (request) => cancelByCustomer(deps.db, requireSession(request), request.params.id, request.body?.reason, refundWindow),
    );

    app.get(
      "/api/orders/:id/events",
      {
        ...signedIn,
        schema: {
          tags: ["ordering"],
          summary: "Server-Sent Events: the order now, then every change (event `order`, data { type, order })",
          params: orderParams,
          response: { 401: errorBodySchema, 404: errorBodySchema },
        },
      },
      async (request, reply) => {
        const order = await visibleOrder(deps.db, requireSession(request), request.params.id, refundWindow);
        // Ends when the session does or may no longer see the order (re-checked every few seconds).
        await streamOrder(deps, request, reply, order);
      },
    );

    app.get(
      "/api/restaurant/orders",
      {
        ...signedIn,
        schema: {
          tags: ["restaurant dashboard"],
          summary: "The restaurant's orders: the live queue (oldest first), today's or all",
          querystring: managedQuery.extend({ scope: z.enum(["active", "today", "all"]).default("active") }),
          response: { 200: orderListSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
        },
      },
      async (request) => {
        const r = await resolveManagedRestaurant(deps.db, requireSession(request), request.query.restaurantId);
        return listRestaurantOrders(deps.db, r.id, request.query.scope, refundWindow);
      },
    );

    app.get(
      "/api/restaurant/orders/events",
      {
        ...signedIn,
        schema: {
          tags: ["restaurant dashboard"],
          summary: "Server-Sent Events: every new order and change at the restaurant (event `order`)",
          querystring: managedQuery,
          response: { 401: errorBodySchema, 403: errorBodySchema },
        },
      },
      async (request, reply) => {
        const r = await resolveManagedRestaurant(deps.db, requireSession(request), request.query.restaurantId);
        // Ends when the session does or is no longer of the restaurant's team (re-checked every few seconds).
        await streamRestaurant(deps, request, reply, r.id);
      },
    );

    app.post(
      "/api/restaurant/orders/:id/transition",
      {
        ...signedIn,
        schema: {
          tags: ["restaurant dashboard"],
          summary: "Moves an order along its lifecycle; 409 for a move the lifecycle does not allow",
          params: orderParams,
          body: transitionSchema,
          response: { 200: orderSchema, ...errors, 409: errorBodySchema },
        },
      },
      async (request) => transitionOrder(deps.db, requireSession(request), request.params.id, request.body, refundWindow, delivery),
    );

    app.post(
      "/api/restaurant/orders/:id/refund",
      {
        ...signedIn,
        schema: {
          tags: ["restaurant dashboard"],
          summary: "Refunds part or all of a captured payment; 409 once a completed order's refund window has closed",
          params: orderParams,
          body: refundSchema,
          response: { 200: orderSchema, ...errors, 409: errorBodySchema },
        },
      },
      async (request) => refundOrder(deps.db, requireSession(request), request.params.id, request.body, refundWindow),
    );
  };
