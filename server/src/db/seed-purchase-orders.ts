import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../platform/database.js";
import { ingredients, purchaseOrderLines, purchaseOrders, restaurants } from "./schema/index.js";
import { seedOnce } from "./seed-marker.js";

/**
 * Purchasing's demo at Trattoria Bellini (issue 19), under its own marker: yesterday's order to Blue Harbor Fish for
 * sea bass (one of the low-stock ingredients), sent and waiting for its delivery, so the Purchasing tab has an order
 * to receive. Stock is not touched: receiving it is the demo.
 */
const KEY = "seed_purchase_orders";
const VERSION = "1";

export async function seedPurchaseOrders(db: Db, now = Date.now()): Promise<boolean> {
  return seedOnce(db, KEY, VERSION, async (tx) => {
    const [bellini] = await tx.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.slug, "trattoria-bellini"));
    if (!bellini) return;
    const stock = await tx
      .select()
      .from(ingredients)
      .where(and(eq(ingredients.restaurantId, bellini.id), inArray(ingredients.name, ["Sea bass"])));
    const seaBass = stock[0];
    if (!seaBass) return;
    const yesterday = new Date(now - 20 * 3_600_000);
    const [po] = await tx
      .insert(purchaseOrders)
      .values({ restaurantId: bellini.id, number: 1, supplier: "Blue Harbor Fish", supplierEmail: "orders@blueharbor.example", note: "Whole fish, gutted, on ice", status: "sent", createdAt: yesterday, sentAt: yesterday })
      .onConflictDoNothing()
      .returning();
    if (!po) return;
    await tx.insert(purchaseOrderLines).values({ purchaseOrderId: po.id, ingredientId: seaBass.id, position: 0, name: seaBass.name, unit: seaBass.unit, quantity: 12, unitCostCents: 1450 });
  });
}
