import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  dishParamsSchema,
  errorBodySchema,
  ingredientInputSchema,
  ingredientParamsSchema,
  ingredientViewSchema,
  inventoryParamsSchema,
  inventoryRestaurantsSchema,
  inventorySchema,
  newIngredientSchema,
  portionsInputSchema,
  recipeInputSchema,
  stockAdjustmentSchema,
  stockCountParamsSchema,
  stockCountResultSchema,
  stockCountSheetSchema,
  stockCountSubmitSchema,
} from "@tavola/contracts";
import type { AppDeps } from "../../platform/deps.js";
import { notFound } from "../../platform/errors.js";
import { requireSession, signedIn } from "../../platform/session.js";
import { findRestaurant } from "../restaurants/index.js";
import {
  addIngredient,
  adjustStock,
  editIngredient,
  getInventory,
  managedRestaurants,
  resolveInventoryManager,
  saveRecipe,
  setDishPortions,
} from "./inventory.service.js";
import { streamMenu, streamTopic } from "./menu-live.js";
import { purchaseOrderRoutes } from "./purchase-orders.routes.js";
import { openStockCount, submitStockCount } from "./stock-count.service.js";
import { inventoryTopic, menuTopic } from "./stock-take.js";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema };
const TAG = ["inventory"];
const BASE = "/api/restaurants/:restaurantId/inventory";

/** `/inventory-management` (owner or manager of the restaurant), and the public menu's live 86s. */
export const inventoryRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const manager = (request: { params: { restaurantId: string } } & Parameters<typeof requireSession>[0]) =>
      resolveInventoryManager(deps.db, requireSession(request), request.params.restaurantId);
    await app.register(purchaseOrderRoutes(deps));

    app.get(
      "/api/inventory/restaurants",
      { ...signedIn, schema: { tags: TAG, summary: "The restaurants whose inventory you manage (owner or manager)", response: { 200: inventoryRestaurantsSchema, 401: errorBodySchema } } },
      async (request) => ({ restaurants: await managedRestaurants(deps.db, requireSession(request)) }),
    );
    app.get(BASE, { ...signedIn, schema: { tags: TAG, summary: "Ingredients, recipes, portions, 86'd dishes and the latest movements", params: inventoryParamsSchema, response: { 200: inventorySchema, ...errors } } }, async (request) =>
      getInventory(deps.db, await manager(request)),
    );
    app.post(
      `${BASE}/ingredients`,
      { ...signedIn, schema: { tags: TAG, summary: "Add an ingredient with its opening count (409 for a name the restaurant has)", params: inventoryParamsSchema, body: newIngredientSchema, response: { 201: ingredientViewSchema, ...errors } } },
      async (request, reply) => reply.code(201).send(await addIngredient(deps.db, await manager(request), requireSession(request), request.body)),
    );
    app.put(
      `${BASE}/ingredients/:ingredientId`,
      { ...signedIn, schema: { tags: TAG, summary: "Rename an ingredient, change its unit, levels or supplier (stock moves only by adjustments)", params: ingredientParamsSchema, body: ingredientInputSchema, response: { 200: ingredientViewSchema, ...errors } } },
      async (request) => editIngredient(deps.db, await manager(request), request.params.ingredientId, request.body),
    );
    app.post(
      `${BASE}/ingredients/:ingredientId/adjustments`,
      { ...signedIn, schema: { tags: TAG, summary: "A counted total, a delivery received or waste, with a reason (one ledger entry)", params: ingredientParamsSchema, body: stockAdjustmentSchema, response: { 200: ingredientViewSchema, ...errors } } },
      async (request) => adjustStock(deps.db, await manager(request), requireSession(request), request.params.ingredientId, request.body),
    );
    app.post(
      `${BASE}/counts`,
      { ...signedIn, schema: { tags: TAG, summary: "Opens a stock count sheet: every ingredient with its expected stock now", params: inventoryParamsSchema, response: { 201: stockCountSheetSchema, ...errors } } },
      async (request, reply) => reply.code(201).send(await openStockCount(deps.db, await manager(request), requireSession(request))),
    );
    app.post(
      `${BASE}/counts/:countId/submit`,
      {
        ...signedIn,
        schema: {
          tags: TAG,
          summary: "Submits a count once, all rows or none: each row moves stock by counted − expected at open (sales since open kept)",
          params: stockCountParamsSchema,
          body: stockCountSubmitSchema,
          response: { 200: stockCountResultSchema, ...errors },
        },
      },
      async (request) => submitStockCount(deps.db, await manager(request), requireSession(request), request.params.countId, request.body),
    );
    app.put(
      `${BASE}/dishes/:menuItemId/recipe`,
      { ...signedIn, schema: { tags: TAG, summary: "A dish's recipe per portion and what its options add", params: dishParamsSchema, body: recipeInputSchema, response: { 200: inventorySchema, ...errors } } },
      async (request) => saveRecipe(deps.db, await manager(request), request.params.menuItemId, request.body),
    );
    app.put(
      `${BASE}/dishes/:menuItemId/portions`,
      { ...signedIn, schema: { tags: TAG, summary: "Portions left of a limited dish (null stops counting); 0 86es it", params: dishParamsSchema, body: portionsInputSchema, response: { 200: inventorySchema, ...errors } } },
      async (request) => setDishPortions(deps.db, await manager(request), requireSession(request), request.params.menuItemId, request.body),
    );
    app.get(
      `${BASE}/stream`,
      { ...signedIn, schema: { tags: TAG, summary: "Server-Sent Events: `stock` whenever the restaurant's stock moves (the screen refetches)", params: inventoryParamsSchema, response: { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema } } },
      async (request, reply) => {
        const r = await manager(request);
        await streamTopic(deps, request, reply, inventoryTopic(r.id), "stock", {
          scope: `inventory:${r.id}`,
          stillAllowed: async (session) => {
            try {
              await resolveInventoryManager(deps.db, session, r.id);
              return true;
            } catch {
              return false;
            }
          },
        });
      },
    );
    app.get(
      "/api/restaurants/:id/menu/stream",
      {
        schema: {
          tags: TAG,
          summary: "Server-Sent Events, public: `availability` when dishes are 86'd or come back ({ items: [{ id, soldOut, available }] })",
          params: z.object({ id: z.string().max(100) }),
          response: { 404: errorBodySchema, 429: errorBodySchema },
        },
      },
      async (request, reply) => {
        const r = await findRestaurant(deps.db, request.params.id);
        if (!r) throw notFound("Restaurant not found");
        await streamMenu(deps, request, reply, menuTopic(r.id));
      },
    );
  };
