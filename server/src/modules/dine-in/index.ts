import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../platform/database.js";
import type { AppDeps } from "../../platform/deps.js";
import { rotateQrCode } from "./dine-in.repository.js";
import { newQrToken, newTableShortCode } from "./qr-token.js";
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

/** Issues a QR secret and short code for each new table (a restaurant approved from its application). */
export async function issueTableCards(tx: Db, restaurantId: string, tableIds: readonly string[]): Promise<void> {
  for (const tableId of tableIds) await rotateQrCode(tx, restaurantId, tableId, newQrToken(), newTableShortCode());
}

/** The bill's integer arithmetic (tax shared over lines, even and by-dish shares), shared with the point of sale. */
export { evenShareCents, itemsShareCents, priceBillLines } from "./bill-split.js";
