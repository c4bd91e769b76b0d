import { eq, inArray } from "drizzle-orm";
import { commissionCents, expectedRideMinutes, feeBand } from "@tavola/contracts";
import type { Db } from "../platform/database.js";
import { newOrderReference } from "../modules/ordering/order-reference.js";
import { courierEarnings, courierPresence, deliveryBids, deliveryJobs, menuItems, orderEvents, orderItems, orders, restaurants, users } from "./schema/index.js";
import { runWeeklyPayouts } from "../modules/couriers/dispatch/payouts.service.js";
import { seedOnce } from "./seed-marker.js";
import { DEMO_EMAIL_DOMAIN, demoEmailFor } from "./seed-data.js";

/**
 * Dispatch's demo (issue 18), under its own marker so data directories seeded before it get it too: Lena and Diego
 * are online in Lower Manhattan and Brooklyn, Sam offline nearby; three accepted orders have jobs open for bidding for the
 * next few hours (the per-minute sweep awards them when their windows close); Sam has deliveries this week with
 * their earnings in the ledger. Smoke & Oak keeps its own drivers (manual delivery steps). The demo orders belong
 * to a guest without a password and are placed at restaurants other than Trattoria Bellini, whose queue the
 * restaurant demo and its tests read.
 */
const KEY = "seed_dispatch";
const VERSION = "1";
const MIN = 60_000;
const DAY = 24 * 60 * MIN;

const GUEST = { email: `dispatch-guest@${DEMO_EMAIL_DOMAIN}`, firstName: "Jordan", lastName: "Lee" };
const DROPOFF = { line1: "70 Washington Sq S", city: "New York", postalCode: "10012", country: "US", lat: 40.7295, lng: -73.9965 };

const POSITIONS: Record<string, { lat: number; lng: number; online: boolean }> = {
  // Sam (the demo sign-in) starts offline at a last-known spot: one tap puts him online among the open jobs, and
  // automatic assignment never hands him a stray run while nobody is looking.
  [demoEmailFor("courier")]: { lat: 40.7245, lng: -73.993, online: false },
  [`courier-lena@${DEMO_EMAIL_DOMAIN}`]: { lat: 40.721, lng: -73.999, online: true },
  [`courier-diego@${DEMO_EMAIL_DOMAIN}`]: { lat: 40.715, lng: -73.96, online: true },
};

/** [restaurant slug, minutes ago placed, status, open for bidding (hours) | delivered by Sam (days ago)]. */
const OPEN: Array<[string, number, string, number]> = [
  ["maison-lumiere", 6, "accepted", 3],
  ["spice-route", 9, "preparing", 4],
  ["olive-and-fig", 4, "accepted", 5],
];
const DELIVERED: Array<[string, number, number]> = [
  ["sakura-house", 0.08, 300],
  ["spice-route", 0.2, 450],
  ["maison-lumiere", 1.1, 0],
  ["el-jardin", 2.2, 275],
  // Last week (this weekday a week ago): paid out below, so the dashboard has a payout with its statement.
  ["olive-and-fig", 7, 350],
  ["sakura-house", 7 - 1 / 1440, 200],
];

export async function seedDispatch(db: Db, now = Date.now()): Promise<boolean> {
  return seedOnce(db, KEY, VERSION, async (tx) => {
    await tx.update(restaurants).set({ usesPlatformCouriers: false }).where(eq(restaurants.slug, "smoke-and-oak"));
    const couriers = await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, Object.keys(POSITIONS)));
    for (const c of couriers) {
      const p = POSITIONS[c.email]!;
      await tx.insert(courierPresence).values({ userId: c.id, ...p, reportedAt: new Date(now - 2 * MIN) }).onConflictDoNothing();
    }
    const sam = couriers.find((c) => c.email === demoEmailFor("courier"));
    const lena = couriers.find((c) => c.email === `courier-lena@${DEMO_EMAIL_DOMAIN}`);
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, GUEST.email));
    const guestId = existing?.id ?? (await tx.insert(users).values({ ...GUEST, role: "customer" }).returning({ id: users.id }))[0]!.id;
    const slugs = [...new Set([...OPEN.map((o) => o[0]), ...DELIVERED.map((d) => d[0])])];
    const rs = await tx.select().from(restaurants).where(inArray(restaurants.slug, slugs));

    const placeOrder = async (slug: string, placedAt: Date, status: string, tipCents?: number) => {
      const r = rs.find((x) => x.slug === slug);
      if (!r) return null;
      const [dish] = await tx.select().from(menuItems).where(eq(menuItems.restaurantId, r.id)).limit(1);
      const price = dish?.priceCents ?? 1800;
      const tip = tipCents ?? Math.round(price * 0.15);
      const tax = Math.round(price * 0.08875);
      const [order] = await tx
        .insert(orders)
        .values({
          customerId: guestId, restaurantId: r.id, status, subtotalCents: price, deliveryFeeCents: 299, serviceFeeCents: Math.round(price * 0.05),
          taxCents: tax, tipCents: tip, totalCents: price + 299 + Math.round(price * 0.05) + tax + tip, placedAt, updatedAt: placedAt,
          reference: newOrderReference(), slotStart: new Date(Math.floor(placedAt.getTime() / (15 * MIN)) * 15 * MIN), prepMinutes: 20,
          address: DROPOFF, distanceKm: 1.8, contactName: `${GUEST.firstName} ${GUEST.lastName}`, contactPhone: "+1 212-555-0190",
          handoverCode: String(1000 + Math.floor((placedAt.getTime() / MIN) % 9000)).slice(0, 4),
          etaEarliest: new Date(placedAt.getTime() + 30 * MIN), etaLatest: new Date(placedAt.getTime() + 45 * MIN),
          ...(status === "delivered" ? { completedAt: new Date(placedAt.getTime() + 38 * MIN) } : {}),
        })
        .returning();
      await tx.insert(orderEvents).values([
        { orderId: order!.id, status: "placed", actorId: guestId, actorRole: "customer", createdAt: placedAt },
        { orderId: order!.id, fromStatus: "placed", status: status === "delivered" ? "delivered" : status, actorRole: status === "delivered" ? "courier" : "restaurant_staff", createdAt: new Date(placedAt.getTime() + 3 * MIN) },
      ]);
      if (dish) await tx.insert(orderItems).values({ orderId: order!.id, menuItemId: dish.id, name: dish.name, unitPriceCents: price, quantity: 1 });
      return { order: order!, restaurant: r };
    };

    const jobValues = (o: NonNullable<Awaited<ReturnType<typeof placeOrder>>>, bidClosesAt: Date) => {
      const expectedMinutes = expectedRideMinutes(1.8);
      const band = feeBand({ distanceKm: 1.8, expectedMinutes, night: false, rain: false, peak: false });
      return {
        orderId: o.order.id, restaurantId: o.restaurant.id, restaurantName: o.restaurant.name, pickupArea: `${o.restaurant.address}, ${o.restaurant.city}`,
        pickupLat: o.restaurant.lat, pickupLng: o.restaurant.lng, dropoffArea: `${DROPOFF.postalCode} ${DROPOFF.city}`, dropoffLat: DROPOFF.lat, dropoffLng: DROPOFF.lng,
        distanceKm: 1.8, expectedMinutes, feeFloorCents: band.floorCents, feeCapCents: band.capCents, night: false, rain: false, peak: false,
        dueBy: o.order.etaLatest, bidClosesAt, createdAt: o.order.placedAt,
      };
    };

    for (const [slug, minutesAgo, status, hours] of OPEN) {
      const o = await placeOrder(slug, new Date(now - minutesAgo * MIN), status);
      if (!o) continue;
      const [job] = await tx.insert(deliveryJobs).values(jobValues(o, new Date(now + hours * 60 * MIN))).returning();
      // Lena has bid on one of them already: Sam sees the job, never her bid.
      if (lena && slug === "spice-route") await tx.insert(deliveryBids).values({ jobId: job!.id, courierId: lena.id, amountCents: job!.feeFloorCents + 40, toPickupKm: 2.6 });
    }

    if (!sam) return;
    for (const [slug, daysAgo, tip] of DELIVERED) {
      const placedAt = new Date(now - daysAgo * DAY - 45 * MIN);
      const o = await placeOrder(slug, placedAt, "delivered", tip);
      if (!o) continue;
      const v = jobValues(o, new Date(placedAt.getTime() + 30_000));
      const fee = v.feeFloorCents + 50;
      const deliveredAt = new Date(placedAt.getTime() + 38 * MIN);
      const [job] = await tx
        .insert(deliveryJobs)
        .values({
          ...v, status: "delivered", courierId: sam.id, feeCents: fee, awardMethod: "bid", awardedAt: new Date(placedAt.getTime() + MIN),
          pickedUpAt: new Date(placedAt.getTime() + 25 * MIN), deliveredAt,
          explanation: { method: "bid", winner: { courierId: sam.id, firstName: "Sam", feeCents: fee, pickupMinutes: 4, score: 0.81 }, scores: { [sam.id]: 0.81 } },
        })
        .returning();
      await tx.insert(courierEarnings).values([
        { courierId: sam.id, jobId: job!.id, kind: "fee", amountCents: fee, createdAt: deliveredAt },
        { courierId: sam.id, jobId: job!.id, kind: "commission", amountCents: -commissionCents(fee), createdAt: deliveredAt },
        { courierId: sam.id, jobId: job!.id, kind: "tip", amountCents: tip, createdAt: deliveredAt },
      ]);
    }
    await runWeeklyPayouts(tx, new Date(now));
  });
}
