import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../platform/deps.js";
import { floorRoutes } from "./floor.routes.js";
import { tableSessionRoutes } from "./table-session.routes.js";

export { newQrToken, newTableShortCode } from "./qr-token.js";

/** Dine-in: the guests' table sessions and the restaurant's floor. */
export const dineInRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(tableSessionRoutes(deps));
    await app.register(floorRoutes(deps));
  };
