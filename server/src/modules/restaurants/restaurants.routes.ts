import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  type Menu,
  errorBodySchema,
  menuItemAvailabilitySchema,
  menuItemSchema,
  menuSchema,
  recommendedRestaurantSchema,
  restaurantSchema,
  restaurantSettingsSchema,
  restaurantWorkspaceSchema,
} from "@tavola/contracts";
import type { AppDeps } from "../../platform/deps.js";
import { notFound } from "../../platform/errors.js";
import { requireSession, signedIn } from "../../platform/session.js";
import { resolveManagedRestaurant } from "./access.policy.js";
import {
  findRestaurant,
  listMenu,
  listRestaurants,
  menuJson,
  setMenuItemAvailable,
  toMenuItem,
  toRestaurant,
  updateRestaurantSettings,
} from "./catalog.repository.js";
import { listRecommended } from "./restaurants.repository.js";
import { menuAdminRoutes } from "./menu-admin.routes.js";
import { menuPhotoRoutes } from "./menu-photos.routes.js";
import { staffInviteRoutes } from "./staff-invites.routes.js";

export const restaurantsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(menuAdminRoutes(deps));
    await app.register(menuPhotoRoutes(deps));
    await app.register(staffInviteRoutes(deps));
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

    app.get(
      "/api/restaurants",
      {
        schema: {
          tags: ["restaurants"],
          summary: "Every restaurant, featured first",
          response: { 200: z.array(restaurantSchema) },
        },
      },
      async () => (await listRestaurants(deps.db)).map(toRestaurant),
    );

    const idParams = z.object({ id: z.string().min(1).max(100) });

    app.get(
      "/api/restaurants/:id",
      {
        schema: {
          tags: ["restaurants"],
          summary: "One restaurant, by id or slug",
          params: idParams,
          response: { 200: restaurantSchema, 404: errorBodySchema },
        },
      },
      async (request) => {
        const r = await findRestaurant(deps.db, request.params.id);
        if (!r) throw notFound("Restaurant not found");
        return toRestaurant(r);
      },
    );

    app.get(
      "/api/restaurants/:id/menu",
      {
        schema: {
          tags: ["restaurants"],
          summary: "A restaurant's menu (unavailable items included, marked available: false)",
          params: idParams,
          response: { 200: menuSchema, 404: errorBodySchema },
        },
      },
      async (request, reply) => {
        const body = await menuJson(deps.db, request.params.id);
        if (!body) throw notFound("Restaurant not found");
        // Already JSON in the contract's shape (the API tests parse it with menuSchema); Fastify sends a string
        // as is, without serialising it again.
        return reply.type("application/json; charset=utf-8").send(body as unknown as Menu);
      },
    );

    const managedQuery = z.object({ restaurantId: z.string().max(100).optional() });

    app.get(
      "/api/restaurant/workspace",
      {
        ...signedIn,
        schema: {
          tags: ["restaurant dashboard"],
          summary: "The restaurant the signed-in team member runs, with its whole menu",
          querystring: managedQuery,
          response: { 200: restaurantWorkspaceSchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
        },
      },
      async (request) => {
        const r = await resolveManagedRestaurant(deps.db, requireSession(request), request.query.restaurantId);
        return { restaurant: toRestaurant(r), menu: (await listMenu(deps.db, r.id)).map(toMenuItem) };
      },
    );

    app.patch(
      "/api/restaurant/settings",
      {
        ...signedIn,
        schema: {
          tags: ["restaurant dashboard"],
          summary: "Kitchen capacity per 15-minute slot, busy mode, open or closed, delivery by Tavola's couriers or its own drivers",
          querystring: managedQuery,
          body: restaurantSettingsSchema,
          response: { 200: restaurantSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
        },
      },
      async (request) => {
        const r = await resolveManagedRestaurant(deps.db, requireSession(request), request.query.restaurantId);
        const patch = Object.fromEntries(Object.entries(request.body).filter(([, v]) => v !== undefined));
        return toRestaurant(await updateRestaurantSettings(deps.db, r.id, patch));
      },
    );

    app.patch(
      "/api/restaurant/menu/:itemId",
      {
        ...signedIn,
        schema: {
          tags: ["restaurant dashboard"],
          summary: "Mark a menu item available or unavailable",
          querystring: managedQuery,
          params: z.object({ itemId: z.uuid({ error: "Unknown menu item" }) }),
          body: menuItemAvailabilitySchema,
          response: { 200: menuItemSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
        },
      },
      async (request) => {
        const r = await resolveManagedRestaurant(deps.db, requireSession(request), request.query.restaurantId);
        const item = await setMenuItemAvailable(deps.db, r.id, request.params.itemId, request.body.available);
        if (!item) throw notFound("Menu item not found");
        return toMenuItem(item);
      },
    );
  };
