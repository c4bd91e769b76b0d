import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../platform/database.js";
import { placePosOrder } from "../modules/ordering/index.js";
import { menuItems, modifierGroups, modifierOptions, orderEvents, restaurants, users } from "./schema/index.js";
import { seedOnce } from "./seed-marker.js";
import { DEMO_EMAIL_DOMAIN } from "./seed-data.js";

const KEY = "seed_kitchen";
const VERSION = "1";
const MINUTE = 60_000;

/**
 * The point of sale's and kitchen display's demo (issue 19), under its own marker: at Trattoria Bellini three POS
 * tickets rung up by the demo staff member 2, 7 and 12 minutes before the seed ran — green, amber and red on the
 * kitchen display, with the pizza's options and a note — so the KDS and the till's open tickets are alive on the day
 * the data directory is created. They are real orders (channel pos), priced by the same code as any POS sale.
 */
export async function seedKitchen(db: Db, now = Date.now()): Promise<boolean> {
  return seedOnce(db, KEY, VERSION, async (tx) => {
    const [bellini] = await tx.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.slug, "trattoria-bellini"));
    const [staff] = await tx.select({ id: users.id, role: users.role }).from(users).where(eq(users.email, `restaurant-staff@${DEMO_EMAIL_DOMAIN}`));
    if (!bellini || !staff) return;
    const dishes = await tx.select().from(menuItems).where(and(eq(menuItems.restaurantId, bellini.id), eq(menuItems.available, true)));
    const pizza = dishes.find((d) => d.name === "Pizza Quattro Formaggi");
    const plain = dishes.filter((d) => d.id !== pizza?.id);
    const starter = plain.find((d) => d.category === "starters") ?? plain[0];
    const main = plain.find((d) => d.category === "mains") ?? plain[0];
    const dessert = plain.find((d) => d.category === "desserts") ?? plain[0];
    if (!starter || !main || !dessert) return;
    let pizzaOptions: string[] = [];
    if (pizza) {
      const groups = await tx.select().from(modifierGroups).where(eq(modifierGroups.menuItemId, pizza.id));
      const options = await tx.select().from(modifierOptions).where(inArray(modifierOptions.groupId, groups.map((g) => g.id)));
      const size = groups.find((g) => g.name === "Size");
      const extras = groups.find((g) => g.name === "Extras");
      pizzaOptions = [options.find((o) => o.groupId === size?.id && o.name.startsWith("Large")), options.find((o) => o.groupId === extras?.id)].flatMap((o) => (o ? [o.id] : []));
    }
    const tickets = [
      { minutesAgo: 12, tableNumber: 2, lines: [{ menuItemId: starter.id, quantity: 2 }, { menuItemId: main.id, quantity: 2, note: "One without cheese" }] },
      { minutesAgo: 7, tableNumber: null, lines: [...(pizza ? [{ menuItemId: pizza.id, quantity: 1, modifierOptionIds: pizzaOptions }] : []), { menuItemId: dessert.id, quantity: 1 }] },
      { minutesAgo: 2, tableNumber: 3, lines: [{ menuItemId: main.id, quantity: 1 }, { menuItemId: starter.id, quantity: 1, note: "Allergy: nuts" }] },
    ];
    for (const t of tickets) {
      const at = new Date(now - t.minutesAgo * MINUTE);
      const order = await placePosOrder(tx, { restaurantId: bellini.id, tableNumber: t.tableNumber, lines: t.lines, staff: { id: staff.id, role: staff.role } }, at);
      // The order's events carry the time it was rung up (the kitchen's ticket ages from its acceptance).
      await tx.update(orderEvents).set({ createdAt: sql`${at.toISOString()}::timestamptz` }).where(eq(orderEvents.orderId, order.id));
    }
  });
}
