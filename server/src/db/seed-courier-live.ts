import { eq } from "drizzle-orm";
import { expectedRideMinutes, feeBand, haversineKm } from "@tavola/contracts";
import type { Db } from "../platform/database.js";
import { newOrderReference } from "../modules/ordering/order-reference.js";
import { courierPositions, courierPresence, deliveryJobs, menuItems, orderEvents, orderItems, orders, restaurants, users } from "./schema/index.js";
import { seedOnce } from "./seed-marker.js";
import { DEMO_EMAIL_DOMAIN, demoEmailFor } from "./seed-data.js";

/**
 * Live location's demo (issue 18), under its own marker: Alex (the demo customer) has a Sakura House order out for
 * delivery, carried by Lena on her bike, with the last six minutes of her ride as a position trail (one fix every
 * 30 s, the newest half a minute before the seed) — the tracking page opens on the map, the ETA range and the
 * distance. Bellini is left alone: the restaurant demo and its tests read its queue.
 */
const KEY = "seed_courier_live";
const VERSION = "1";
const MIN = 60_000;
/** Alex's usual delivery address and phone (seed.ts), so their saved address and contact stay the ones they use. */
const HOME = { line1: "25 Cooper Sq", city: "New York", postalCode: "10003", country: "US", lat: 40.7306, lng: -73.9866 };
const PHONE = "+1 212-555-0187";
/** Fixes from the restaurant towards the door, stopping 60 % of the way with a gentle bend (streets, not a ruler). */
const FIXES = 12;

export async function seedCourierLive(db: Db, now = Date.now()): Promise<boolean> {
  return seedOnce(db, KEY, VERSION, async (tx) => {
    const [alex] = await tx.select().from(users).where(eq(users.email, demoEmailFor("customer")));
    const [lena] = await tx.select().from(users).where(eq(users.email, `courier-lena@${DEMO_EMAIL_DOMAIN}`));
    const [r] = await tx.select().from(restaurants).where(eq(restaurants.slug, "sakura-house"));
    if (!alex || !lena || !r) return;
    const [dish] = await tx.select().from(menuItems).where(eq(menuItems.restaurantId, r.id)).limit(1);
    const price = dish?.priceCents ?? 2200;
    const tax = Math.round(price * 0.08875);
    const tip = 400;
    // Placed before the demo's Bellini order (72 minutes ago), so the home's recent orders still open on it; a slow
    // kitchen, then Lena picked it up 7 minutes ago.
    const placedAt = new Date(now - 95 * MIN);
    const distanceKm = Math.round(haversineKm(r, HOME) * 10) / 10;
    const [order] = await tx
      .insert(orders)
      .values({
        customerId: alex.id, restaurantId: r.id, status: "out_for_delivery", subtotalCents: price, deliveryFeeCents: 299, serviceFeeCents: Math.round(price * 0.05),
        taxCents: tax, tipCents: tip, totalCents: price + 299 + Math.round(price * 0.05) + tax + tip, placedAt, updatedAt: new Date(now - 7 * MIN),
        reference: newOrderReference(), slotStart: new Date(Math.floor(placedAt.getTime() / (15 * MIN)) * 15 * MIN), prepMinutes: 15,
        address: HOME, distanceKm, contactName: `${alex.firstName ?? "Alex"} ${alex.lastName ?? "Rivera"}`, contactPhone: PHONE,
        handoverCode: "4821", etaEarliest: new Date(now + 2 * MIN), etaLatest: new Date(now + 12 * MIN),
      })
      .returning();
    await tx.insert(orderEvents).values([
      { orderId: order!.id, status: "placed", actorId: alex.id, actorRole: "customer", createdAt: placedAt },
      { orderId: order!.id, fromStatus: "placed", status: "accepted", actorRole: "restaurant_staff", createdAt: new Date(placedAt.getTime() + 2 * MIN) },
      { orderId: order!.id, fromStatus: "accepted", status: "preparing", actorRole: "restaurant_staff", createdAt: new Date(placedAt.getTime() + 4 * MIN) },
      { orderId: order!.id, fromStatus: "preparing", status: "ready", actorRole: "restaurant_staff", createdAt: new Date(placedAt.getTime() + 18 * MIN) },
      { orderId: order!.id, fromStatus: "ready", status: "out_for_delivery", actorId: lena.id, actorRole: "courier", createdAt: new Date(now - 7 * MIN) },
    ]);
    if (dish) await tx.insert(orderItems).values({ orderId: order!.id, menuItemId: dish.id, name: dish.name, unitPriceCents: price, quantity: 1 });
    const expectedMinutes = expectedRideMinutes(distanceKm);
    const band = feeBand({ distanceKm, expectedMinutes, night: false, rain: false, peak: false });
    const fee = band.floorCents + 35;
    const [job] = await tx
      .insert(deliveryJobs)
      .values({
        orderId: order!.id, restaurantId: r.id, restaurantName: r.name, pickupArea: `${r.address}, ${r.city}`, pickupLat: r.lat, pickupLng: r.lng,
        dropoffArea: `${HOME.postalCode} ${HOME.city}`, dropoffLat: HOME.lat, dropoffLng: HOME.lng, distanceKm, expectedMinutes,
        feeFloorCents: band.floorCents, feeCapCents: band.capCents, night: false, rain: false, peak: false, dueBy: order!.etaLatest,
        bidClosesAt: new Date(placedAt.getTime() + 2 * MIN + 30_000), createdAt: new Date(placedAt.getTime() + 2 * MIN),
        status: "picked_up", courierId: lena.id, feeCents: fee, awardMethod: "bid", awardedAt: new Date(placedAt.getTime() + 3 * MIN), pickedUpAt: new Date(now - 7 * MIN),
        explanation: { method: "bid", winner: { courierId: lena.id, firstName: lena.firstName ?? "Lena", feeCents: fee, pickupMinutes: 5, score: 0.79 }, scores: { [lena.id]: 0.79 } },
      })
      .returning();
    const trail = Array.from({ length: FIXES }, (_, i) => {
      const f = (0.6 * (i + 1)) / FIXES;
      const bend = Math.sin(f * Math.PI) * 0.0015;
      return { lat: r.lat + (HOME.lat - r.lat) * f + bend, lng: r.lng + (HOME.lng - r.lng) * f - bend, recordedAt: new Date(now - (FIXES - i) * 30_000) };
    });
    await tx.insert(courierPositions).values(trail.map((p) => ({ jobId: job!.id, courierId: lena.id, lat: p.lat, lng: p.lng, accuracyM: 8, recordedAt: p.recordedAt })));
    const last = trail.at(-1)!;
    await tx
      .insert(courierPresence)
      .values({ userId: lena.id, online: true, lat: last.lat, lng: last.lng, reportedAt: last.recordedAt })
      .onConflictDoUpdate({ target: courierPresence.userId, set: { online: true, lat: last.lat, lng: last.lng, reportedAt: last.recordedAt } });
  });
}
