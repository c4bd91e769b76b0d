import { randomUUID } from "node:crypto";
import { asc } from "drizzle-orm";
import type { Db } from "../platform/database.js";
import { menuItems, orderEvents, orderItems, orders, paymentOperations, payments, reservationPolicies, restaurants, users } from "./schema/index.js";
import { DEMO_EMAIL_DOMAIN } from "./seed-data.js";
import { seedOnce } from "./seed-marker.js";
import { mulberry32 as prng } from "../platform/seeded-random.js";

const HISTORY_SEED_KEY = "demo_history_seed";
const HISTORY_SEED_VERSION = "1";
const MINUTE = 60_000;
const DAY = 86_400_000;
/** How many customers the history has (demo accounts without a password: they cannot sign in). */
const CUSTOMERS = 400;

/** Busier on Fridays and Saturdays, quiet early in the week (Sunday = 0). */
const WEEKDAY_FACTOR = [1.0, 0.7, 0.75, 0.85, 1.0, 1.35, 1.3];

/**
 * The business's past, so the executives' dashboards open on four months of real figures: regular customers
 * ordering from every restaurant, growing week on week, with the weekly rhythm, a few cancellations and rejections,
 * deliveries mostly inside their promised window, and a few refunds — every order with its items, status events,
 * payment and (for refunds) the refund operation, exactly as checkout and the lifecycle write them. Everything is
 * more than 26 hours old, so no kitchen board or "today" list sees it. Seeded once, under its own marker.
 */
export async function seedBusinessHistory(db: Db, historyDays: number, now = Date.now()): Promise<boolean> {
  return seedOnce(db, HISTORY_SEED_KEY, HISTORY_SEED_VERSION, async (tx) => {
    const random = prng(20261127);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
    const places = await tx.select({ id: restaurants.id }).from(restaurants).orderBy(asc(restaurants.slug));
    const dishes = await tx
      .select({ id: menuItems.id, restaurantId: menuItems.restaurantId, name: menuItems.name, priceCents: menuItems.priceCents })
      .from(menuItems);
    const menus = new Map<string, typeof dishes>();
    for (const d of dishes) menus.set(d.restaurantId, [...(menus.get(d.restaurantId) ?? []), d]);
    const open = places.filter((p) => (menus.get(p.id) ?? []).length > 0);
    if (open.length === 0) return;
    // Lunch and dinner are the restaurant's own hours: its zone from its booking policy (New York without one).
    const zones = new Map((await tx.select({ id: reservationPolicies.restaurantId, tz: reservationPolicies.timezone }).from(reservationPolicies)).map((z) => [z.id, z.tz]));

    // Customers join over the months (more of them lately), order at their own pace, and some drift away:
    // a base that grows, repeat customers and churn, as a real one does.
    const people = Array.from({ length: CUSTOMERS }, (_, i) => {
      const joinedDaysAgo = Math.floor(historyDays * (1 - Math.sqrt(random())));
      return {
        email: `regular-${String(i + 1).padStart(3, "0")}@${DEMO_EMAIL_DOMAIN}`,
        firstName: pick(["Maja", "Lars", "Sofia", "Omar", "Ines", "Theo", "Freya", "Jonas", "Lea", "Mateo", "Nora", "Emil"]),
        lastName: pick(["Jensen", "Nielsen", "Berg", "Costa", "Haddad", "Moreau", "Schmidt", "Lind", "Rossi", "Kaur"]),
        joinedDaysAgo,
        /** Orders a week while they stay: most order now and then, a few several times a week. */
        perWeek: 0.15 + 2.5 * random() ** 3,
        /** The day they stop ordering (churn), if they do before today. */
        leavesDaysAgo: random() < 0.45 ? Math.max(1, joinedDaysAgo - Math.floor(7 + random() * 60)) : 0,
      };
    });
    const rows = await tx
      .insert(users)
      .values(people.map((p) => ({ email: p.email, firstName: p.firstName, lastName: p.lastName, role: "customer", createdAt: new Date(now - (p.joinedDaysAgo + 1) * DAY) })))
      .returning({ id: users.id });
    const customers = people.map((p, i) => ({ ...p, id: rows[i]!.id }));

    type OrderRow = typeof orders.$inferInsert;
    const orderRows: OrderRow[] = [];
    const itemRows: Array<typeof orderItems.$inferInsert> = [];
    const eventRows: Array<typeof orderEvents.$inferInsert> = [];
    const paymentRows: Array<typeof payments.$inferInsert> = [];
    const operationRows: Array<typeof paymentOperations.$inferInsert> = [];

    for (let daysAgo = historyDays; daysAgo >= 1; daysAgo--) {
      const dayStart = now - daysAgo * DAY;
      const weekday = new Date(dayStart).getUTCDay();
      const ordering = customers.filter(
        (c) => c.joinedDaysAgo >= daysAgo && c.leavesDaysAgo < daysAgo && random() < (c.perWeek / 7) * WEEKDAY_FACTOR[weekday]!,
      );
      for (const customer of ordering) {
        const place = pick(open);
        const menu = menus.get(place.id)!;
        const lines = new Map<string, { id: string; name: string; priceCents: number; quantity: number }>();
        for (let l = 0, n = 1 + Math.floor(random() * 3); l < n; l++) {
          const d = pick(menu);
          const line = lines.get(d.id);
          if (line) line.quantity += 1;
          else lines.set(d.id, { id: d.id, name: d.name, priceCents: d.priceCents, quantity: 1 });
        }
        const subtotal = [...lines.values()].reduce((s, l) => s + l.priceCents * l.quantity, 0);
        const deliveryFee = 299;
        const serviceFee = Math.round(subtotal * 0.05);
        const tax = Math.round(subtotal * 0.08875);
        const tip = Math.round(subtotal * pick([0, 0.1, 0.15, 0.18, 0.2]));
        const total = subtotal + deliveryFee + serviceFee + tax + tip;
        // Lunch (11–14) or dinner (17–22) in the restaurant's zone (the forecast reads its local week).
        const hour = random() < 0.4 ? 11 + random() * 3 : 17 + random() * 5;
        const wall = dayStart - (dayStart % DAY) + hour * 3_600_000;
        const placedAt = new Date(wall - zoneOffsetMs(zones.get(place.id) ?? "America/New_York", new Date(wall)));
        // Nothing in the last 26 hours: the kitchens' boards and "today" lists stay the live demo's.
        if (placedAt.getTime() > now - 26 * 3_600_000) continue;
        const roll = random();
        const status = roll < 0.04 ? "cancelled" : roll < 0.07 ? "rejected" : "delivered";
        const orderId = randomUUID();
        const etaEarliest = new Date(placedAt.getTime() + 35 * MINUTE);
        const etaLatest = new Date(placedAt.getTime() + 50 * MINUTE);
        // Most arrive inside the window; about one in eight is late by up to 20 minutes.
        const rideMinutes = random() < 0.88 ? 30 + random() * 20 : 50 + random() * 20;
        const completedAt = status === "delivered" ? new Date(placedAt.getTime() + rideMinutes * MINUTE) : null;
        orderRows.push({
          id: orderId,
          reference: `H${String(orderRows.length + 1).padStart(6, "0")}`,
          customerId: customer.id,
          restaurantId: place.id,
          status,
          fulfillment: "delivery",
          subtotalCents: subtotal,
          deliveryFeeCents: deliveryFee,
          serviceFeeCents: serviceFee,
          taxCents: tax,
          tipCents: tip,
          totalCents: total,
          placedAt,
          updatedAt: completedAt ?? new Date(placedAt.getTime() + 5 * MINUTE),
          completedAt,
          etaEarliest,
          etaLatest,
          prepMinutes: 20,
          distanceKm: Math.round((0.5 + random() * 5) * 10) / 10,
          ...(status === "rejected" ? { rejectionReason: "Kitchen at capacity" } : {}),
        });
        for (const l of lines.values()) {
          itemRows.push({ orderId, menuItemId: l.id, name: l.name, unitPriceCents: l.priceCents, quantity: l.quantity });
        }
        eventRows.push(
          { orderId, status: "placed", actorId: customer.id, actorRole: "customer", createdAt: placedAt },
          {
            orderId,
            fromStatus: "placed",
            status,
            actorRole: status === "cancelled" ? "customer" : "restaurant_staff",
            createdAt: completedAt ?? new Date(placedAt.getTime() + 5 * MINUTE),
          },
        );
        if (status === "cancelled") continue;
        // Card payments: captured at delivery, voided when the kitchen rejected the order.
        const paymentId = randomUUID();
        const refunded = status === "delivered" && random() < 0.03 ? Math.round(total * pick([0.25, 0.5, 1])) : 0;
        paymentRows.push({
          id: paymentId,
          purpose: "order",
          orderId,
          provider: random() < 0.7 ? "global" : "regional",
          reference: `hist_${orderId.slice(0, 8)}`,
          status: status === "rejected" ? "voided" : refunded === total ? "refunded" : refunded > 0 ? "partially_refunded" : "captured",
          brand: pick(["visa", "mastercard", "amex"]),
          last4: pick(["4242", "4444", "0005", "1881"]),
          amountCents: total,
          capturedCents: status === "delivered" ? total : 0,
          refundedCents: refunded,
          createdAt: placedAt,
          updatedAt: completedAt ?? placedAt,
        });
        operationRows.push({ paymentId, kind: "authorize", amountCents: total, createdAt: placedAt });
        if (status === "rejected") operationRows.push({ paymentId, kind: "void", amountCents: 0, createdAt: new Date(placedAt.getTime() + 5 * MINUTE) });
        else operationRows.push({ paymentId, kind: "capture", amountCents: total, createdAt: completedAt! });
        if (refunded > 0) {
          operationRows.push({ paymentId, kind: "refund", amountCents: refunded, reason: "Items missing from the bag", createdAt: new Date(completedAt!.getTime() + 3 * 3_600_000) });
        }
      }
    }
    for (const [table, rows] of [
      [orders, orderRows],
      [orderItems, itemRows],
      [orderEvents, eventRows],
      [payments, paymentRows],
      [paymentOperations, operationRows],
    ] as const) {
      for (let i = 0; i < rows.length; i += 500) await tx.insert(table).values(rows.slice(i, i + 500) as never);
    }
  });
}

/** The zone's offset from UTC at an instant (local wall time − UTC), by Intl. */
function zoneOffsetMs(timeZone: string, at: Date): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" })
      .formatToParts(at)
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>;
  const local = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return local - Math.floor(at.getTime() / 1000) * 1000;
}
