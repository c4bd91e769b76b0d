import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../platform/database.js";
import { orders, posApprovalRequests, restaurants, users } from "./schema/index.js";
import { seedOnce } from "./seed-marker.js";
import { DEMO_EMAIL_DOMAIN } from "./seed-data.js";

const KEY = "seed_pos_approvals";
const VERSION = "1";

/**
 * The till's approval demo (issue 19), under its own marker: on Table 6's ticket (seed-pos.ts) the demo staff member
 * asked three minutes before the seed ran for 15 % off, waiting on the owner's and managers' POS screens under
 * "Discounts to approve". The amount is the server's rule (15 % of the ticket, rounded half up).
 */
export async function seedPosApprovals(db: Db, now = Date.now()): Promise<boolean> {
  return seedOnce(db, KEY, VERSION, async (tx) => {
    const [bellini] = await tx.select().from(restaurants).where(eq(restaurants.slug, "trattoria-bellini"));
    const [staff] = await tx.select({ id: users.id }).from(users).where(eq(users.email, `restaurant-staff@${DEMO_EMAIL_DOMAIN}`));
    if (!bellini || !staff) return;
    const [ticket] = await tx
      .select({ id: orders.id, totalCents: orders.totalCents })
      .from(orders)
      .where(and(eq(orders.restaurantId, bellini.id), eq(orders.channel, "pos"), eq(orders.tableNumber, 6), sql`${orders.status} not in ('rejected', 'cancelled')`))
      .orderBy(desc(orders.placedAt))
      .limit(1);
    if (!ticket) return;
    await tx.insert(posApprovalRequests).values({
      orderId: ticket.id,
      restaurantId: bellini.id,
      kind: "percent",
      value: 15,
      amountCents: Math.floor((ticket.totalCents * 15 + 50) / 100),
      reason: "Regulars' anniversary",
      requestedBy: staff.id,
      createdAt: new Date(now - 3 * 60_000),
    });
  });
}
