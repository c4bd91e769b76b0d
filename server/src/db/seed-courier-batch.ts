import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { bestBatchRoute, expectedRideMinutes, feeBand, haversineKm, type BatchJob } from "@tavola/contracts";
import type { Db } from "../platform/database.js";
import { newOrderReference } from "../modules/ordering/order-reference.js";
import { courierPositions, courierPresence, deliveryBatches, deliveryJobs, menuItems, orderEvents, orderItems, orders, restaurants, users } from "./schema/index.js";
import { seedOnce } from "./seed-marker.js";
import { DEMO_EMAIL_DOMAIN, demoEmailFor } from "./seed-data.js";

/**
 * Batching's demo (issue 18), under its own marker: Sam (the demo courier sign-in) carries a batch of two Maison
 * Lumière orders right now — automatic assignment gave them to him together 14 minutes ago, he collected both 4
 * minutes ago and is riding to the first door, his phone's last fixes on the way. /courier-dashboard opens on the
 * batch's stops in order; each customer's /order-tracking/{id} shows him coming, the second with the first door as a
 * stop before theirs. The two customers are new demo people without a password (Alex's orders stay as they are);
 * Maison Lumière is not the restaurant demo's Bellini.
 */
const KEY = "seed_courier_batch";
const VERSION = "1";
const MIN = 60_000;

/** Two doors north-east of the restaurant, one on the way to the other: a batch saves about a third of the riding. */
const CUSTOMERS = [
  {
    email: `batch-guest-ava@${DEMO_EMAIL_DOMAIN}`, firstName: "Ava", lastName: "Chen", phone: "+1 212-555-0191", tipCents: 350, handoverCode: "5307",
    address: { line1: "14 W 17th St", city: "New York", postalCode: "10011", country: "US", lat: 40.7389, lng: -73.9951 },
  },
  {
    email: `batch-guest-noah@${DEMO_EMAIL_DOMAIN}`, firstName: "Noah", lastName: "Kim", phone: "+1 212-555-0192", tipCents: 200, handoverCode: "6142",
    address: { line1: "40 W 22nd St", city: "New York", postalCode: "10010", country: "US", lat: 40.7421, lng: -73.9917 },
  },
];
const SLUG = "maison-lumiere";
/** Fixes from the restaurant towards the first door, stopping 60 % of the way (one every 30 s, the newest 30 s ago). */
const FIXES = 7;

export async function seedCourierBatch(db: Db, now = Date.now()): Promise<boolean> {
  return seedOnce(db, KEY, VERSION, async (tx) => {
    const [sam] = await tx.select().from(users).where(eq(users.email, demoEmailFor("courier")));
    const [r] = await tx.select().from(restaurants).where(eq(restaurants.slug, SLUG));
    if (!sam || !r || sam.role !== "courier") return;
    // A courier holds one run or one batch: a data directory where Sam is already on a run keeps it.
    const [busy] = await tx
      .select({ id: deliveryJobs.id })
      .from(deliveryJobs)
      .where(and(eq(deliveryJobs.courierId, sam.id), inArray(deliveryJobs.status, ["assigned", "picked_up"])))
      .limit(1);
    if (busy) return;
    const dishes = await tx.select().from(menuItems).where(eq(menuItems.restaurantId, r.id)).limit(2);
    const placedAt = new Date(now - 38 * MIN);
    const awardedAt = new Date(now - 14 * MIN);
    const pickedUpAt = new Date(now - 4 * MIN);

    const placed = [];
    for (const [i, c] of CUSTOMERS.entries()) {
      const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, c.email));
      const customerId = existing?.id ?? (await tx.insert(users).values({ email: c.email, firstName: c.firstName, lastName: c.lastName, role: "customer" }).returning({ id: users.id }))[0]!.id;
      const dish = dishes[i % Math.max(1, dishes.length)];
      const price = dish?.priceCents ?? 2400;
      const tax = Math.round(price * 0.08875);
      const at = new Date(placedAt.getTime() + i * 2 * MIN);
      const distanceKm = Math.round(haversineKm(r, c.address) * 10) / 10;
      const [order] = await tx
        .insert(orders)
        .values({
          customerId, restaurantId: r.id, status: "out_for_delivery", subtotalCents: price, deliveryFeeCents: 299, serviceFeeCents: Math.round(price * 0.05),
          taxCents: tax, tipCents: c.tipCents, totalCents: price + 299 + Math.round(price * 0.05) + tax + c.tipCents, placedAt: at, updatedAt: pickedUpAt,
          reference: newOrderReference(), slotStart: new Date(Math.floor(at.getTime() / (15 * MIN)) * 15 * MIN), prepMinutes: 20,
          address: c.address, distanceKm, contactName: `${c.firstName} ${c.lastName}`, contactPhone: c.phone, handoverCode: c.handoverCode,
          etaEarliest: new Date(now + (3 + i * 3) * MIN), etaLatest: new Date(now + (13 + i * 3) * MIN),
        })
        .returning();
      await tx.insert(orderEvents).values([
        { orderId: order!.id, status: "placed", actorId: customerId, actorRole: "customer", createdAt: at },
        { orderId: order!.id, fromStatus: "placed", status: "accepted", actorRole: "restaurant_staff", createdAt: new Date(at.getTime() + 2 * MIN) },
        { orderId: order!.id, fromStatus: "accepted", status: "preparing", actorRole: "restaurant_staff", createdAt: new Date(at.getTime() + 4 * MIN) },
        { orderId: order!.id, fromStatus: "preparing", status: "ready", actorRole: "restaurant_staff", createdAt: new Date(now - 6 * MIN) },
        { orderId: order!.id, fromStatus: "ready", status: "out_for_delivery", actorId: sam.id, actorRole: "courier", createdAt: pickedUpAt },
      ]);
      if (dish) await tx.insert(orderItems).values({ orderId: order!.id, menuItemId: dish.id, name: dish.name, unitPriceCents: price, quantity: 1 });
      placed.push({ order: order!, customer: c, distanceKm, acceptedAt: new Date(at.getTime() + 2 * MIN) });
    }

    // The route exactly as automatic assignment plans it (contracts' published rule), on the jobs' ids-to-be.
    const jobIds = new Map(placed.map((p) => [p.order.id, randomUUID()]));
    const batchJobs: BatchJob[] = placed.map((p) => ({ id: jobIds.get(p.order.id)!, pickup: { lat: r.lat, lng: r.lng }, dropoff: p.customer.address, dueBy: p.order.etaLatest?.getTime() ?? null }));
    const route = bestBatchRoute(batchJobs);
    const [batch] = await tx.insert(deliveryBatches).values({ courierId: sam.id, stops: route.stops, routeKm: route.routeKm, separateKm: route.separateKm, createdAt: awardedAt }).returning();
    for (const p of placed) {
      const expectedMinutes = expectedRideMinutes(p.distanceKm);
      const band = feeBand({ distanceKm: p.distanceKm, expectedMinutes, night: false, rain: false, peak: false });
      const batchInfo = { orders: placed.length, routeKm: Math.round(route.routeKm * 10) / 10, separateKm: Math.round(route.separateKm * 10) / 10 };
      await tx.insert(deliveryJobs).values({
        id: jobIds.get(p.order.id)!,
        orderId: p.order.id, restaurantId: r.id, restaurantName: r.name, pickupArea: `${r.address}, ${r.city}`, pickupLat: r.lat, pickupLng: r.lng,
        dropoffArea: `${p.customer.address.postalCode} ${p.customer.address.city}`, dropoffLat: p.customer.address.lat, dropoffLng: p.customer.address.lng,
        distanceKm: p.distanceKm, expectedMinutes, feeFloorCents: band.floorCents, feeCapCents: band.capCents, night: false, rain: false, peak: false,
        dueBy: p.order.etaLatest, bidClosesAt: new Date(p.acceptedAt.getTime() + 30_000), createdAt: p.acceptedAt,
        status: "picked_up", courierId: sam.id, feeCents: band.capCents, awardMethod: "auto", awardedAt, pickedUpAt, batchId: batch!.id,
        explanation: { method: "auto", winner: { courierId: sam.id, firstName: sam.firstName ?? "Sam", feeCents: band.capCents, pickupMinutes: 3, score: null }, scores: {}, batch: batchInfo },
      });
    }

    // Sam's phone shares positions on the run he is on: towards the first door of the route.
    const firstDoor = placed.find((p) => jobIds.get(p.order.id) === route.stops.find((s) => s.kind === "dropoff")!.jobId)!;
    const to = firstDoor.customer.address;
    const trail = Array.from({ length: FIXES }, (_, i) => {
      const f = (0.6 * (i + 1)) / FIXES;
      return { lat: r.lat + (to.lat - r.lat) * f, lng: r.lng + (to.lng - r.lng) * f, recordedAt: new Date(now - (FIXES - i) * 30_000) };
    });
    const runId = jobIds.get(firstDoor.order.id)!;
    await tx.insert(courierPositions).values(trail.map((p) => ({ jobId: runId, courierId: sam.id, lat: p.lat, lng: p.lng, accuracyM: 6, recordedAt: p.recordedAt })));
    const last = trail.at(-1)!;
    await tx
      .insert(courierPresence)
      .values({ userId: sam.id, online: true, lat: last.lat, lng: last.lng, reportedAt: last.recordedAt })
      .onConflictDoUpdate({ target: courierPresence.userId, set: { online: true, lat: last.lat, lng: last.lng, reportedAt: last.recordedAt } });
  });
}
