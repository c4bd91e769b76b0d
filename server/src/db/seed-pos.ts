import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../platform/database.js";
import { placePosOrder } from "../modules/ordering/index.js";
import { authorizePayment, capturePayment, tokenizeCard } from "../modules/payments/index.js";
import { hashPin } from "../modules/pos/index.js";
import { randomUUID } from "node:crypto";
import { kitchenBumps, menuItems, orderEvents, orderItems, orders, posApproverPins, posPayments, posShifts, restaurants, users } from "./schema/index.js";
import { seedOnce } from "./seed-marker.js";
import { DEMO_EMAIL_DOMAIN } from "./seed-data.js";

const KEY = "seed_pos";
const VERSION = "1";
const MINUTE = 60_000;
/** The demo owner's approver PIN at Trattoria Bellini (README's demo table). */
export const DEMO_APPROVER_PIN = "2468";

/**
 * The till's demo (issue 19), under its own marker: at Trattoria Bellini the demo staff member's shift on "Till 1"
 * opened two hours before the seed ran with a $150 float; a table paid in cash with change and a takeaway paid by card
 * with an 18 % tip in it, so the close-out has figures; Table 6 with its mains (course 2) held, waiting for Fire; and
 * the demo owner's PIN for approving discounts. Orders are priced by placePosOrder like any POS sale.
 */
export async function seedPos(db: Db, now = Date.now()): Promise<boolean> {
  return seedOnce(db, KEY, VERSION, async (tx) => {
    const [bellini] = await tx.select().from(restaurants).where(eq(restaurants.slug, "trattoria-bellini"));
    const people = await tx.select({ id: users.id, role: users.role, email: users.email }).from(users).where(sql`${users.email} in (${`restaurant-staff@${DEMO_EMAIL_DOMAIN}`}, ${`restaurant-owner@${DEMO_EMAIL_DOMAIN}`})`);
    const staff = people.find((p) => p.email.startsWith("restaurant-staff@"));
    const owner = people.find((p) => p.email.startsWith("restaurant-owner@"));
    if (!bellini || !staff || !owner) return;
    const dishes = (await tx.select().from(menuItems).where(and(eq(menuItems.restaurantId, bellini.id), eq(menuItems.available, true)))).filter((d) => d.name !== "Pizza Quattro Formaggi");
    const starter = dishes.find((d) => d.category === "starters") ?? dishes[0];
    const main = dishes.find((d) => d.category === "mains") ?? dishes[0];
    if (!starter || !main) return;
    await tx.insert(posApproverPins).values({ restaurantId: bellini.id, userId: owner.id, pinHash: await hashPin(DEMO_APPROVER_PIN) }).onConflictDoNothing();
    const [shift] = await tx
      .insert(posShifts)
      .values({ restaurantId: bellini.id, terminal: "Till 1", openedBy: staff.id, openingFloatCents: 150_00, openedAt: new Date(now - 120 * MINUTE) })
      .onConflictDoNothing()
      .returning();
    const ring = async (minutesAgo: number, tableNumber: number | null, lines: Parameters<typeof placePosOrder>[1]["lines"], heldCourses: number[] = []) => {
      const at = new Date(now - minutesAgo * MINUTE);
      const order = await placePosOrder(tx, { restaurantId: bellini.id, tableNumber, lines, heldCourses, staff: { id: staff.id, role: staff.role } }, at);
      await tx.update(orderEvents).set({ createdAt: sql`${at.toISOString()}::timestamptz` }).where(eq(orderEvents.orderId, order.id));
      return order;
    };
    const table = await ring(100, 4, [
      { menuItemId: starter.id, quantity: 2, seat: 1, course: 1 },
      { menuItemId: main.id, quantity: 2, seat: 2, course: 2 },
    ]);
    const takeaway = await ring(70, null, [{ menuItemId: main.id, quantity: 1 }]);
    await ring(6, 6, [
      { menuItemId: starter.id, quantity: 1, seat: 1, course: 1 },
      { menuItemId: main.id, quantity: 1, seat: 1, course: 2 },
      { menuItemId: main.id, quantity: 1, seat: 2, course: 2, note: "Sauce on the side" },
    ], [2]);
    // The two paid tickets left the kitchen long ago: bumped at the pass, so the display shows only what is cooking,
    // and finished (served at the table, collected at the counter), so the live queue shows only open orders.
    for (const [done, minutesAgo] of [[table, 100], [takeaway, 70]] as const) {
      const lines = await tx.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, done.id));
      const actionId = randomUUID();
      await tx.insert(kitchenBumps).values(lines.map((l) => ({ actionId, restaurantId: bellini.id, orderId: done.id, orderItemId: l.id, view: "all", bumpedBy: staff.id })));
      const [row] = await tx.select({ fulfillment: orders.fulfillment }).from(orders).where(eq(orders.id, done.id));
      const finished = row?.fulfillment === "dine_in" ? "served" : "picked_up";
      const at = (m: number) => new Date(now - m * MINUTE);
      const steps = [["accepted", "preparing", minutesAgo - 2], ["preparing", "ready", minutesAgo - 20], ["ready", finished, minutesAgo - 25]] as const;
      await tx.insert(orderEvents).values(steps.map(([from, to, m]) => ({ orderId: done.id, fromStatus: from, status: to, actorId: staff.id, actorRole: staff.role, createdAt: at(m) })));
      await tx.update(orders).set({ status: finished, completedAt: at(minutesAgo - 25), updatedAt: at(minutesAgo - 25) }).where(eq(orders.id, done.id));
    }
    if (!shift) return;
    // Table 4 paid in cash, rounded up to the next $10 note: the change comes out of the drawer.
    const tendered = Math.ceil((table.totalCents + 1) / 1000) * 1000;
    await tx.insert(posPayments).values({
      orderId: table.id, restaurantId: bellini.id, tender: "cash", splitMode: "full", amountCents: table.totalCents,
      tenderedCents: tendered, changeCents: tendered - table.totalCents, shiftId: shift.id, takenBy: staff.id, createdAt: new Date(now - 40 * MINUTE),
    });
    // The takeaway by card with an 18 % tip on top (charged together through the sandbox).
    const tip = Math.floor((takeaway.totalCents * 18 + 50) / 100);
    const [card] = await tx.insert(posPayments).values({
      orderId: takeaway.id, restaurantId: bellini.id, tender: "card", splitMode: "full", amountCents: takeaway.totalCents,
      tipCents: tip, shiftId: shift.id, takenBy: staff.id, createdAt: new Date(now - 65 * MINUTE),
    }).returning();
    const token = await tokenizeCard(tx, { cardNumber: "4242424242424242", expMonth: 12, expYear: new Date(now).getUTCFullYear() + 3, cvc: "123" });
    const payment = await authorizePayment(tx, { purpose: "pos", subjectId: card!.id, token: token.token, amountCents: takeaway.totalCents + tip, country: bellini.country });
    await capturePayment(tx, payment.paymentId);
    await tx.update(posPayments).set({ paymentId: payment.paymentId }).where(eq(posPayments.id, card!.id));
  });
}
