import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBodySchema, recentOrderSchema, type RecentOrder } from "@tavola/contracts";
import type { AppDeps } from "../../platform/deps.js";
import { requireSession } from "../../platform/session.js";
import { listRecentOrders } from "./ordering.repository.js";
import { statusLabel } from "./order-status.js";

const RECENT_LIMIT = 5;

export const orderingRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
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
          status: statusLabel(r.status),
          total: Number(r.total_cents) / 100,
          totalCents: Number(r.total_cents),
        }));
      },
    );
  };
