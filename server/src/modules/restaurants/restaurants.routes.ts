import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBodySchema, recommendedRestaurantSchema } from "@tavola/contracts";
import type { AppDeps } from "../../platform/deps.js";
import { requireSession } from "../../platform/session.js";
import { listRecommended } from "./restaurants.repository.js";

export const restaurantsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/restaurants/recommended",
      {
        schema: {
          tags: ["restaurants"],
          summary: "Restaurants for the signed-in user, by favourite cuisines, rating and distance",
          response: { 200: z.array(recommendedRestaurantSchema), 401: errorBodySchema },
        },
      },
      async (request) => {
        const rows = await listRecommended(deps.db, requireSession(request).userId);
        return rows.map((r) => ({
          id: r.id,
          name: r.name,
          cuisine: r.cuisine,
          rating: Number(r.rating),
          distance: Number(r.distance),
          imageUrl: r.image_url,
        }));
      },
    );
  };
