import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  errorBodySchema,
  managedMenuItemSchema,
  managedMenuSchema,
  menuAvailabilitySchema,
  menuCategoryInputSchema,
  menuCategoryOrderSchema,
  menuCategoryParamsSchema,
  menuItemInputSchema,
  menuItemParamsSchema,
  menuRestaurantParamsSchema,
} from "@tavola/contracts";
import type { AppDeps } from "../../platform/deps.js";
import { requireSession, signedIn } from "../../platform/session.js";
import {
  addCategory,
  editCategory,
  getManagedMenu,
  removeCategory,
  reorderCategories,
  resolveMenuEditor,
  saveItem,
  setItemAvailability,
} from "./menu-admin.service.js";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema };
const TAG = ["menu management"];
const BASE = "/api/restaurants/:restaurantId/menu-admin";

/** The dashboard's Menu tab: categories in order, dishes and their modifier groups (owner or manager only). */
export const menuAdminRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const editor = (request: { params: { restaurantId: string } } & Parameters<typeof requireSession>[0]) =>
      resolveMenuEditor(deps.db, requireSession(request), request.params.restaurantId);
    const menu = { 200: managedMenuSchema, ...errors };
    const item = { 200: managedMenuItemSchema, ...errors };

    app.get(BASE, { ...signedIn, schema: { tags: TAG, summary: "The menu as its editors see it", params: menuRestaurantParamsSchema, response: menu } }, async (request) =>
      getManagedMenu(deps.db, await editor(request)),
    );
    app.post(
      `${BASE}/categories`,
      { ...signedIn, schema: { tags: TAG, summary: "Add a category at the end (409 for a name the menu has)", params: menuRestaurantParamsSchema, body: menuCategoryInputSchema, response: menu } },
      async (request) => addCategory(deps.db, await editor(request), request.body),
    );
    app.put(
      `${BASE}/categories/:categoryId`,
      { ...signedIn, schema: { tags: TAG, summary: "Rename a category or move it to another course", params: menuCategoryParamsSchema, body: menuCategoryInputSchema, response: menu } },
      async (request) => editCategory(deps.db, await editor(request), request.params.categoryId, request.body),
    );
    app.delete(
      `${BASE}/categories/:categoryId`,
      { ...signedIn, schema: { tags: TAG, summary: "Remove an empty category (409 while it has dishes)", params: menuCategoryParamsSchema, response: menu } },
      async (request) => removeCategory(deps.db, await editor(request), request.params.categoryId),
    );
    app.put(
      `${BASE}/category-order`,
      { ...signedIn, schema: { tags: TAG, summary: "Put the categories in this order (each named once)", params: menuRestaurantParamsSchema, body: menuCategoryOrderSchema, response: menu } },
      async (request) => reorderCategories(deps.db, await editor(request), request.body.categoryIds),
    );
    app.post(
      `${BASE}/items`,
      { ...signedIn, schema: { tags: TAG, summary: "Add a dish with its modifier groups", params: menuRestaurantParamsSchema, body: menuItemInputSchema, response: { ...item, 201: managedMenuItemSchema } } },
      async (request, reply) => reply.code(201).send(await saveItem(deps.db, await editor(request), null, request.body)),
    );
    app.put(
      `${BASE}/items/:itemId`,
      { ...signedIn, schema: { tags: TAG, summary: "Replace a dish and its modifier groups (groups and options sent with their ids keep them)", params: menuItemParamsSchema, body: menuItemInputSchema, response: item } },
      async (request) => saveItem(deps.db, await editor(request), request.params.itemId, request.body),
    );
    app.put(
      `${BASE}/items/:itemId/availability`,
      { ...signedIn, schema: { tags: TAG, summary: "Turn a dish on or off", params: menuItemParamsSchema, body: menuAvailabilitySchema, response: item } },
      async (request) => setItemAvailability(deps.db, await editor(request), request.params.itemId, request.body.available),
    );
  };
