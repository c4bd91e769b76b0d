import { randomUUID } from "node:crypto";
import { and, gte, inArray, like, lt, sql } from "drizzle-orm";
import { queryRows, type Db } from "../platform/database.js";
import { feedback, menuItems, orderEvents, orderItems, orders, paymentOperations, payments, reservationPolicies, restaurants, users } from "./schema/index.js";
import { DEMO_EMAIL_DOMAIN } from "./seed-data.js";
import { seedOnce } from "./seed-marker.js";
import { mulberry32 as prng } from "../platform/seeded-random.js";

const INSIGHTS_SEED_KEY = "seed_insights";
const INSIGHTS_SEED_VERSION = "1";
const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
const WEEK = 7 * DAY;
/** The restaurant whose yesterday went wrong (cancellations, refunds and angry reviews): something to flag. */
export const INSIGHTS_DEMO_RESTAURANT = "spice-route";
const FEEDBACK_DAYS = 75;
const SAMPLED_WEEKS = 4;
const CANCELLED_ORDERS = 18;
const REFUNDED_ORDERS = 12;

/** Reviews by tone, each with the rating and sentiment the feedback form and analyser give such a text. */
const REVIEWS = {
  positive: [
    { rating: 5, category: "food-quality", text: "Delicious, still hot when it arrived. Will order again!", score: 0.8 },
    { rating: 5, category: "speed", text: "Fast delivery and everything was perfect.", score: 0.75 },
    { rating: 4, category: "value", text: "Great portions for the price, really tasty.", score: 0.6 },
    { rating: 4, category: "food-quality", text: "Lovely flavours, nicely packed.", score: 0.55 },
  ],
  neutral: [
    { rating: 3, category: "other", text: "It was fine, nothing special.", score: 0.05 },
    { rating: 3, category: "speed", text: "Arrived on time. Average food.", score: 0 },
  ],
  negative: [
    { rating: 1, category: "food-quality", text: "The dish was cold and soggy. Very disappointing.", score: -0.75 },
    { rating: 2, category: "food-quality", text: "Too salty and the portion was tiny. Not ordering this again.", score: -0.6 },
    { rating: 1, category: "speed", text: "Took forever and arrived cold. Terrible.", score: -0.8 },
    { rating: 2, category: "value", text: "Overpriced and bland, a real letdown.", score: -0.55 },
  ],
} as const;

/** The zone's offset from UTC at an instant (local wall time − UTC), by Intl. */
function zoneOffsetMs(timeZone: string, at: Date): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" })
      .formatToParts(at)
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>;
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!) - Math.floor(at.getTime() / 1000) * 1000;
}
/** The instant today's local midnight fell in a zone. */
function localMidnight(timeZone: string, now: number): number {
  const local = now + zoneOffsetMs(timeZone, new Date(now));
  const wall = local - (local % DAY);
  return wall - zoneOffsetMs(timeZone, new Date(wall));
}

/**
 * The AI Executive Control's demo (relative to the day it is seeded, after the business history):
 * 1. Yesterday made whole. The history stops 26 hours before it was seeded (the kitchens' boards stay the live
 *    demo's), which would make yesterday look like a collapse; each restaurant's hours left empty, up to its local
 *    midnight, are filled from the same hours of the 4 weeks before (each order repeated with a chance of one in
 *    four), so yesterday looks like a normal day of its weekday.
 * 2. Something worth flagging: yesterday at Spice Route, a run of cancelled orders, refunds on delivered ones and the
 *    angry reviews that came with them.
 * 3. Guest feedback on about a third of the last 75 days' deliveries (no feedback was seeded before), each restaurant with
 *    one dish that draws more complaints, so "which dishes get the most complaints" has an answer.
 * Only the history's regular customers are used; the demo customer's orders are not touched.
 */
export async function seedInsightsDemo(db: Db, now = Date.now()): Promise<boolean> {
  return seedOnce(db, INSIGHTS_SEED_KEY, INSIGHTS_SEED_VERSION, async (tx) => {
    const random = prng(20261120);
    const places = await tx.select({ id: restaurants.id, slug: restaurants.slug }).from(restaurants);
    const zones = new Map((await tx.select({ id: reservationPolicies.restaurantId, tz: reservationPolicies.timezone }).from(reservationPolicies)).map((z) => [z.id, z.tz]));
    const zoneOf = (id: string) => zones.get(id) ?? "America/New_York";
    const gapStart = now - 26 * HOUR;
    const gapEnd = new Map(places.map((p) => [p.id, localMidnight(zoneOf(p.id), now)]));
    const latestEnd = Math.max(...gapEnd.values());
    if (!(latestEnd > gapStart)) return;

    // 1. The gap filled from the same hours of the 4 weeks before: each of their orders repeated, with a chance of
    //    one in four, as many weeks later — about an average such day, never a copy of one week (which would make
    //    "as a week before" look perfect to the demand forecast's backtest).
    const all = await tx
      .select()
      .from(orders)
      .where(and(like(orders.reference, "H%"), gte(orders.placedAt, new Date(gapStart - SAMPLED_WEEKS * WEEK)), lt(orders.placedAt, new Date(latestEnd - WEEK))));
    const weeksOf = new Map<string, number>();
    for (const o of all.sort((a, b) => a.placedAt.getTime() - b.placedAt.getTime() || a.id.localeCompare(b.id))) {
      for (let k = 1; k <= SAMPLED_WEEKS; k++) {
        const at = o.placedAt.getTime() + k * WEEK;
        if (at >= gapStart && at < gapEnd.get(o.restaurantId)! && random() < 1 / SAMPLED_WEEKS) weeksOf.set(o.id, k);
      }
    }
    const sources = all.filter((o) => weeksOf.has(o.id));
    const later = (id: string) => weeksOf.get(id)! * WEEK;
    const spice = places.find((p) => p.slug === INSIGHTS_DEMO_RESTAURANT);
    const spiceYesterday = spice ? localMidnight(zoneOf(spice.id), gapEnd.get(spice.id)! - 12 * HOUR) : 0;
    // Spice Route's refunded deliveries below take the place of as many of its repeated ones (not on top of them).
    const replaced = new Set(
      sources
        .filter((o) => o.restaurantId === spice?.id && o.status === "delivered" && o.placedAt.getTime() + later(o.id) >= spiceYesterday)
        .slice(0, REFUNDED_ORDERS)
        .map((o) => o.id),
    );
    const picked = sources.filter((o) => !replaced.has(o.id));
    const ids = picked.map((o) => o.id);
    const items = ids.length ? await tx.select().from(orderItems).where(inArray(orderItems.orderId, ids)) : [];
    const pays = ids.length ? await tx.select().from(payments).where(inArray(payments.orderId, ids)) : [];
    const ops = pays.length ? await tx.select().from(paymentOperations).where(inArray(paymentOperations.paymentId, pays.map((p) => p.id))) : [];
    const shiftOf = (orderId: string) => (d: Date | null) => (d ? new Date(d.getTime() + later(orderId)) : null);
    const orderRows: Array<typeof orders.$inferInsert> = [];
    const itemRows: Array<typeof orderItems.$inferInsert> = [];
    const eventRows: Array<typeof orderEvents.$inferInsert> = [];
    const paymentRows: Array<typeof payments.$inferInsert> = [];
    const operationRows: Array<typeof paymentOperations.$inferInsert> = [];
    const newId = new Map<string, string>();
    let sequence = 0;
    const reference = () => `I${String(++sequence).padStart(6, "0")}`;
    // A repeated order that was its customer's first ever is a new customer's first a week later (a new account
    // like the history's, without a password), so yesterday's new customers look like its weekday's too.
    const firstOrders = new Set(
      (await queryRows<{ id: string }>(tx, sql`select distinct on (customer_id) id::text as id from orders where customer_id is not null and reference like 'H%' order by customer_id, placed_at, id`)).map((r) => r.id),
    );
    const newcomers = picked.filter((o) => firstOrders.has(o.id) && o.customerId);
    const profiles = newcomers.length
      ? new Map((await tx.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, newcomers.map((o) => o.customerId!)))).map((u) => [u.id, u]))
      : new Map<string, { firstName: string | null; lastName: string | null }>();
    const newUsers = newcomers.length
      ? await tx
          .insert(users)
          .values(newcomers.map((o, i) => ({ email: `regular-w${String(i + 1).padStart(3, "0")}@${DEMO_EMAIL_DOMAIN}`, firstName: profiles.get(o.customerId!)?.firstName ?? "Alex", lastName: profiles.get(o.customerId!)?.lastName ?? "Berg", role: "customer", createdAt: new Date(o.placedAt.getTime() + later(o.id) - DAY) })))
          .returning({ id: users.id })
      : [];
    const customerOf = new Map(newcomers.map((o, i) => [o.id, newUsers[i]!.id]));
    for (const o of picked) {
      const id = randomUUID();
      newId.set(o.id, id);
      const shift = shiftOf(o.id);
      const placedAt = shift(o.placedAt)!;
      const { id: _id, reference: _ref, ...rest } = o;
      orderRows.push({ ...rest, customerId: customerOf.get(o.id) ?? o.customerId, id, reference: reference(), placedAt, updatedAt: shift(o.updatedAt)!, completedAt: shift(o.completedAt), etaEarliest: shift(o.etaEarliest), etaLatest: shift(o.etaLatest) });
      eventRows.push(
        { orderId: id, status: "placed", actorId: customerOf.get(o.id) ?? o.customerId, actorRole: "customer", createdAt: placedAt },
        { orderId: id, fromStatus: "placed", status: o.status, actorRole: o.status === "cancelled" ? "customer" : "restaurant_staff", createdAt: shift(o.completedAt) ?? new Date(placedAt.getTime() + 5 * MINUTE) },
      );
    }
    for (const i of items) {
      const { id: _id, ...rest } = i;
      itemRows.push({ ...rest, orderId: newId.get(i.orderId)! });
    }
    const newPayment = new Map<string, string>();
    for (const p of pays) {
      const id = randomUUID();
      newPayment.set(p.id, id);
      const { id: _id, ...rest } = p;
      const shift = shiftOf(p.orderId!);
      paymentRows.push({ ...rest, id, orderId: newId.get(p.orderId!)!, reference: `hist_${id.slice(0, 8)}`, createdAt: shift(p.createdAt)!, updatedAt: shift(p.updatedAt)! });
    }
    for (const op of ops) {
      const { id: _id, ...rest } = op;
      const orderId = pays.find((p) => p.id === op.paymentId)!.orderId!;
      operationRows.push({ ...rest, paymentId: newPayment.get(op.paymentId)!, createdAt: shiftOf(orderId)(op.createdAt)! });
    }

    // 2. Spice Route's bad lunch yesterday (its local day, 11:30–15:30, so the same day in New York, UTC and
    //    Copenhagen): orders cancelled after waiting, and delivered ones refunded with the reviews that said why.
    const feedbackRows: Array<typeof feedback.$inferInsert> = [];
    if (spice) {
      const yesterdayStart = spiceYesterday;
      const menu = await tx.select({ id: menuItems.id, name: menuItems.name, priceCents: menuItems.priceCents }).from(menuItems).where(inArray(menuItems.restaurantId, [spice.id]));
      const regulars = [...new Set(sources.map((o) => o.customerId).filter((c): c is string => c !== null))];
      for (let k = 0; k < CANCELLED_ORDERS + REFUNDED_ORDERS && menu.length && regulars.length; k++) {
        const id = randomUUID();
        const cancelled = k < CANCELLED_ORDERS;
        const placedAt = new Date(yesterdayStart + 11.5 * HOUR + k * 8 * MINUTE);
        const dish = menu[k % menu.length]!;
        const subtotal = dish.priceCents * 2;
        const serviceFee = Math.round(subtotal * 0.05);
        const tax = Math.round(subtotal * 0.08875);
        const total = subtotal + 299 + serviceFee + tax;
        const customerId = regulars[(k * 7) % regulars.length]!;
        const completedAt = cancelled ? null : new Date(placedAt.getTime() + 62 * MINUTE);
        const settledAt = completedAt ?? new Date(placedAt.getTime() + 25 * MINUTE);
        const base = {
          id, reference: reference(), customerId, restaurantId: spice.id, fulfillment: "delivery", subtotalCents: subtotal, deliveryFeeCents: 299,
          serviceFeeCents: serviceFee, taxCents: tax, tipCents: 0, totalCents: total, placedAt, updatedAt: settledAt, completedAt,
          etaEarliest: new Date(placedAt.getTime() + 35 * MINUTE), etaLatest: new Date(placedAt.getTime() + 50 * MINUTE), prepMinutes: 20, distanceKm: 2.4,
        } as const;
        orderRows.push({ ...base, status: cancelled ? "cancelled" : "delivered" });
        itemRows.push({ orderId: id, menuItemId: dish.id, name: dish.name, unitPriceCents: dish.priceCents, quantity: 2 });
        eventRows.push(
          { orderId: id, status: "placed", actorId: customerId, actorRole: "customer", createdAt: placedAt },
          cancelled
            ? { orderId: id, fromStatus: "placed", status: "cancelled", actorId: customerId, actorRole: "customer", reason: "Still not accepted after 25 minutes", createdAt: settledAt }
            : { orderId: id, fromStatus: "placed", status: "delivered", actorRole: "restaurant_staff", createdAt: settledAt },
        );
        if (cancelled) continue;
        // Delivered late and cold: refunded in full or by half, forty minutes later, and a review saying so.
        const paymentId = randomUUID();
        const refunded = k % 2 ? total : Math.round(total / 2);
        const refundAt = new Date(completedAt!.getTime() + 40 * MINUTE);
        paymentRows.push({
          id: paymentId, purpose: "order", orderId: id, provider: "global", reference: `hist_${paymentId.slice(0, 8)}`,
          status: refunded === total ? "refunded" : "partially_refunded", brand: "visa", last4: "4242", amountCents: total, capturedCents: total,
          refundedCents: refunded, createdAt: placedAt, updatedAt: refundAt,
        });
        operationRows.push(
          { paymentId, kind: "authorize", amountCents: total, createdAt: placedAt },
          { paymentId, kind: "capture", amountCents: total, createdAt: completedAt! },
          { paymentId, kind: "refund", amountCents: refunded, reason: "Arrived cold", createdAt: refundAt },
        );
        feedbackRows.push(reviewRow(base, REVIEWS.negative[k % REVIEWS.negative.length]!, new Date(refundAt.getTime() - 10 * MINUTE), "open"));
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

    // 3. Feedback on about a third of the last 75 days' deliveries; each restaurant's priciest dish draws more complaints.
    const since = new Date(now - FEEDBACK_DAYS * DAY);
    const recent = (await tx.select().from(orders).where(and(gte(orders.placedAt, since), lt(orders.placedAt, new Date(now))))).filter(
      (o) => o.status === "delivered" && o.completedAt && /^[HI]\d+$/.test(o.reference ?? "") && !feedbackRows.some((f) => f.orderId === o.id),
    );
    const recentItems = recent.length ? await tx.select({ orderId: orderItems.orderId, menuItemId: orderItems.menuItemId }).from(orderItems).where(inArray(orderItems.orderId, recent.map((o) => o.id))) : [];
    const dishesOf = new Map<string, string[]>();
    for (const i of recentItems) dishesOf.set(i.orderId, [...(dishesOf.get(i.orderId) ?? []), i.menuItemId ?? ""]);
    const priciest = new Map<string, { id: string; priceCents: number }>();
    for (const d of await tx.select({ id: menuItems.id, restaurantId: menuItems.restaurantId, priceCents: menuItems.priceCents }).from(menuItems)) {
      if (d.priceCents > (priciest.get(d.restaurantId)?.priceCents ?? -1)) priciest.set(d.restaurantId, { id: d.id, priceCents: d.priceCents });
    }
    for (const o of recent.sort((a, b) => a.placedAt.getTime() - b.placedAt.getTime())) {
      if (random() >= 0.35) continue;
      const troubled = (dishesOf.get(o.id) ?? []).includes(priciest.get(o.restaurantId)?.id ?? "-");
      const roll = random();
      const tone = roll < (troubled ? 0.45 : 0.1) ? "negative" : roll < (troubled ? 0.6 : 0.25) ? "neutral" : "positive";
      const review = REVIEWS[tone][Math.floor(random() * REVIEWS[tone].length)]!;
      const at = Math.min(o.completedAt!.getTime() + (1 + random() * 3) * HOUR, now - 5 * MINUTE);
      feedbackRows.push(reviewRow(o, review, new Date(at), tone === "negative" ? "resolved" : null));
    }
    for (let i = 0; i < feedbackRows.length; i += 500) await tx.insert(feedback).values(feedbackRows.slice(i, i + 500));
  });
}

type Review = { rating: number; category: string; text: string; score: number };
function reviewRow(o: { id?: string; customerId?: string | null; restaurantId: string }, r: Review, at: Date, alert: "open" | "resolved" | null): typeof feedback.$inferInsert {
  return {
    customerId: o.customerId ?? null,
    restaurantId: o.restaurantId,
    orderId: o.id!,
    rating: r.rating,
    category: r.category,
    text: r.text,
    sentimentScore: r.score,
    sentimentLabel: r.score >= 0.3 ? "positive" : r.score <= -0.3 ? "negative" : "neutral",
    language: "en",
    alertState: alert,
    alertResolvedAt: alert === "resolved" ? new Date(at.getTime() + 2 * HOUR) : null,
    createdAt: at,
  };
}
