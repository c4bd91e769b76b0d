import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../platform/database.js";
import { hashPassword } from "../modules/auth/index.js";
import { newOrderReference } from "../modules/ordering/order-reference.js";
import { newQrToken, newTableShortCode } from "../modules/dine-in/index.js";
import { defaultBookingPolicy } from "../modules/reservations/index.js";
import { newReservationReference } from "../modules/reservations/reservation-reference.js";
import { hashToken, newToken } from "../platform/session.js";
import { creditAdjustment, creditOrderPoints, redeemReward } from "../modules/loyalty/index.js";
import { storeSavedCard } from "../modules/payments/index.js";
import { REFUND_WINDOW_HOURS } from "@tavola/contracts";
import {
  appMeta,
  cateringRequests,
  menuItems,
  orderEvents,
  orderItems,
  orders,
  reservationPolicies,
  reservations,
  reservationTables,
  savedCards,
  tableQrCodes,
  restaurants,
  restaurantStaff,
  restaurantTables,
  users,
} from "./schema/index.js";
import { seedCateringPipeline, seedSimpleRequestLead } from "./seed-catering.js";
import { seedCateringOps } from "./seed-catering-ops.js";
import { seedCateringAutopay } from "./seed-catering-autopay.js";
import { seedCompanies } from "./seed-companies.js";
import { seedCouriers } from "./seed-couriers.js";
import { seedAuditHistory } from "./seed-audit.js";
import { seedBusinessHistory } from "./seed-history.js";
import { seedInsightsDemo } from "./seed-insights.js";
import { seedDispatch } from "./seed-dispatch.js";
import { seedKitchen } from "./seed-kitchen.js";
import { seedWebEvents } from "./seed-web-events.js";
import { seedPos } from "./seed-pos.js";
import { seedPosApprovals } from "./seed-pos-approvals.js";
import { seedCourierLive } from "./seed-courier-live.js";
import { seedCourierBatch } from "./seed-courier-batch.js";
import { seedRestaurantOps } from "./seed-restaurant-ops.js";
import { seedInventory, seedItemSchedules } from "./seed-inventory.js";
import { seedPurchaseOrders } from "./seed-purchase-orders.js";
import { DEMO_PASSWORD, DEMO_USERS, NEW_CUSTOMER, SEED_RESTAURANTS, TABLE_JOIN_GROUPS, TABLE_LAYOUT, demoEmailFor, tableServerName } from "./seed-data.js";
import { refreshDishRollups, refreshInsightRollups, refreshRollups } from "../modules/analytics/index.js";

const SEED_KEY = "seed_version";
/**
 * The demo data's version. A fresh data directory gets everything at once and this version; one seeded at an older
 * version gets the top-ups made since (TOP_UPS), once each. Bump it with every addition to the demo data that an
 * existing data directory should receive (and add the addition as an idempotent top-up).
 */
const SEED_VERSION = 2;
const DAY = 86_400_000;
const SLOT_MS = 15 * 60_000;
/** Where the demo customer's deliveries go (their saved home, near Cooper Square). */
const ALEX_HOME = { line1: "25 Cooper Sq", city: "New York", postalCode: "10003", country: "US", lat: 40.7306, lng: -73.9866 };

/** The phone Alex gives the courier (a fictional 555-01xx number). */
const ALEX_PHONE = "+1 212-555-0187";

/** The demo customer's history: [restaurant slug, dish names, days ago, status]. */
const ORDER_HISTORY: Array<[string, string[], number, string]> = [
  ["trattoria-bellini", ["Tagliatelle al Ragù", "Tiramisù"], 0.05, "preparing"],
  ["sakura-house", ["Tonkotsu Ramen", "Gyoza"], 0.1, "out_for_delivery"],
  ["maison-lumiere", ["Steak Frites", "Crème Brûlée", "French Onion Soup"], 3, "delivered"],
  ["trattoria-bellini", ["Margherita DOP", "Margherita DOP", "Burrata & Heirloom Tomatoes"], 8, "delivered"],
  ["spice-route", ["Butter Chicken", "Samosa Chaat"], 15, "delivered"],
  ["sakura-house", ["Omakase Nigiri (10)"], 23, "delivered"],
  ["el-jardin", ["Tacos al Pastor (3)", "Churros"], 34, "cancelled"],
  ["trattoria-bellini", ["Branzino al Forno", "Panna Cotta"], 48, "delivered"],
];

type DeliveredOrder = { orderId: string; restaurantName: string; subtotal: number; completedAt: Date; timeZone: string };

/**
 * The demo customer's points, replayed oldest first through the loyalty module (as the live code would have written
 * them), so `loyalty_accounts` agrees with the ledger: a welcome credit, each delivered order's points (pending for
 * its refund window, so all but the latest are spendable by now), the first-order bonus and a Free Delivery
 * redeemed 20 days ago whose voucher is still valid.
 */
/**
 * The demo customer dined at Trattoria Bellini (Table 2) two weeks ago: a completed booking, so their
 * reservations list is not empty and booking again starts with the phone they gave then.
 */
async function seedPastDinner(tx: Db, p: { customerId: string; restaurantId: string; tableId: string; now: number }) {
  const startsAt = new Date(Math.floor((p.now - 14 * DAY) / (15 * 60_000)) * 15 * 60_000);
  const endsAt = new Date(startsAt.getTime() + 90 * 60_000);
  const [row] = await tx
    .insert(reservations)
    .values({
      reference: newReservationReference(), restaurantId: p.restaurantId, customerId: p.customerId,
      name: "Alex Rivera", email: demoEmailFor("customer"), phone: "+1 212 555 0147", partySize: 2,
      startsAt, endsAt, status: "completed", endedAt: endsAt, manageTokenHash: hashToken(newToken()), createdAt: new Date(startsAt.getTime() - 3 * DAY),
    })
    .returning({ id: reservations.id });
  await tx.insert(reservationTables).values({
    reservationId: row!.id, tableId: p.tableId, restaurantId: p.restaurantId, active: false,
    during: sql`tstzrange(${startsAt.toISOString()}::timestamptz, ${endsAt.toISOString()}::timestamptz, '[)')`,
  });
}

async function seedLoyalty(tx: Db, customerId: string, delivered: DeliveredOrder[], now: number) {
  await creditAdjustment(tx, { userId: customerId, points: 500, description: "Welcome bonus", now: new Date(now - 60 * DAY) });
  const redeemedAt = new Date(now - 20 * DAY);
  const credit = (d: DeliveredOrder) =>
    creditOrderPoints(tx, {
      orderId: d.orderId, customerId, restaurantName: d.restaurantName, eligibleCents: d.subtotal, completedAt: d.completedAt,
      availableAt: new Date(d.completedAt.getTime() + REFUND_WINDOW_HOURS * 3_600_000), timeZone: d.timeZone,
    });
  const events = [
    ...delivered.map((d) => ({ at: d.completedAt.getTime(), run: () => credit(d) })),
    { at: redeemedAt.getTime(), run: () => redeemReward(tx, customerId, "free-delivery", "seed-free-delivery", redeemedAt) },
  ].sort((a, b) => a.at - b.at);
  for (const e of events) await e.run();
}

/** The card Alex saved at an earlier checkout (the sandbox's Visa test card), valid three more years from today. */
async function seedSavedCard(tx: Db, customerId: string, now: number) {
  const today = new Date(now);
  await storeSavedCard(
    tx, customerId,
    { brand: "visa", last4: "4242", expMonth: today.getUTCMonth() + 1, expYear: today.getUTCFullYear() + 3 },
    "succeed", new Date(now - 3 * DAY),
  );
}

/**
 * Version 2 (issue 16: returning guests): the restaurants' phones, the contact details on the demo customer's
 * orders (checkout prefills the phone from them), their saved card and their past dinner. Each part looks before it
 * writes, so it adds only what is missing and changes nothing a person has changed since.
 */
async function topUpReturningGuest(tx: Db, now: number) {
  for (const r of SEED_RESTAURANTS) {
    await tx.update(restaurants).set({ phone: r.phone }).where(and(eq(restaurants.slug, r.slug), isNull(restaurants.phone)));
  }
  const [alex] = await tx.select({ id: users.id }).from(users).where(eq(users.email, demoEmailFor("customer")));
  if (!alex) return;
  await tx
    .update(orders)
    .set({ contactName: "Alex Rivera", contactPhone: ALEX_PHONE })
    .where(and(eq(orders.customerId, alex.id), isNull(orders.contactPhone)));
  const [card] = await tx.select({ id: savedCards.id }).from(savedCards).where(eq(savedCards.userId, alex.id)).limit(1);
  if (!card) await seedSavedCard(tx, alex.id, now);
  const [booking] = await tx.select({ id: reservations.id }).from(reservations).where(eq(reservations.customerId, alex.id)).limit(1);
  const [flagship] = await tx.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.slug, "trattoria-bellini"));
  if (!booking && flagship) {
    const [table] = await tx
      .select({ id: restaurantTables.id })
      .from(restaurantTables)
      .where(and(eq(restaurantTables.restaurantId, flagship.id), eq(restaurantTables.number, 2)));
    if (table) await seedPastDinner(tx, { customerId: alex.id, restaurantId: flagship.id, tableId: table.id, now });
  }
}

/** Additions to the demo data after data directories were first seeded, by the version that brought them. */
const TOP_UPS: ReadonlyArray<{ version: number; run: (tx: Db, now: number) => Promise<void> }> = [{ version: 2, run: topUpReturningGuest }];

/**
 * Brings a data directory seeded at an older version up to SEED_VERSION: the marker row is locked, so of two
 * processes starting together one tops up and the other then sees the new version and does nothing.
 */
async function topUpDemoData(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [marker] = await tx.select().from(appMeta).where(eq(appMeta.key, SEED_KEY)).for("update");
    const from = Number(marker?.value ?? SEED_VERSION);
    if (!marker || from >= SEED_VERSION) return false;
    const now = Date.now();
    for (const step of TOP_UPS) if (step.version > from) await step.run(tx, now);
    await tx.update(appMeta).set({ value: String(SEED_VERSION) }).where(eq(appMeta.key, SEED_KEY));
    return true;
  });
}

/**
 * Seeds the demo data once: a marker row in app_meta, written in the same transaction as the data, makes a
 * restart (or a second process racing the first) seed nothing twice. A data directory seeded by an older version
 * gets the additions made since (topUpDemoData). True when anything was written.
 */
export async function seedDemoData(db: Db, options: { historyDays?: number } = {}): Promise<boolean> {
  const seeded = await seedPlatformData(db);
  // Seeded apart, under its own marker: data directories from before the catering pipeline get its demo too.
  const pipeline = await seedCateringPipeline(db);
  // The couriers' demo likewise, under a marker of its own (seed-couriers.ts).
  const couriers = await seedCouriers(db);
  // The audit log's demo history (the couriers' approvals among it), after the couriers.
  const audit = await seedAuditHistory(db);
  // Catering operations (a pending reconfirmation, a balance due today), under its own marker (seed-catering-ops.ts).
  const cateringOps = await seedCateringOps(db);
  // A delivered event whose balance was captured from the card kept on file (seed-catering-autopay.ts).
  const autopay = await seedCateringAutopay(db);
  // Dispatch's demo after the couriers it puts online (seed-dispatch.ts).
  const dispatch = await seedDispatch(db);
  // A courier mid-run with a position trail for the demo customer's tracking map (seed-courier-live.ts).
  const live = await seedCourierLive(db);
  // The demo courier carrying a batch of two orders on one route right now (seed-courier-batch.ts).
  const batch = await seedCourierBatch(db);
  // The B2B company accounts' demo likewise (seed-companies.ts), after the pipeline whose leads it re-points.
  const b2b = await seedCompanies(db);
  // Restaurant operations' demo (categories, a pizza with options, an application in the queue): seed-restaurant-ops.ts.
  const ops = await seedRestaurantOps(db);
  // POS tickets on the kitchen display (seed-kitchen.ts), after the pizza with options it rings up.
  const kitchen = await seedKitchen(db);
  // The till's demo: an open shift with a cash and a card sale, a held course, the owner's PIN (seed-pos.ts).
  const pos = await seedPos(db);
  // A staff discount waiting on the owner's till for approval (seed-pos-approvals.ts).
  const posApprovals = await seedPosApprovals(db);
  // Inventory's demo at Trattoria Bellini (ingredients, recipes, low stock, a counted dish): seed-inventory.ts.
  const inventory = await seedInventory(db);
  // Item schedules' demo (a breakfast dish at Maison Lumière): seed-inventory.ts too, under its own marker.
  const schedules = await seedItemSchedules(db);
  // Purchasing's demo (a sent order for sea bass waiting for its delivery): seed-purchase-orders.ts.
  const purchasing = await seedPurchaseOrders(db);
  // Four months of the business's orders from regular customers, for the executives' dashboards.
  const history = (options.historyDays ?? 0) > 0 ? await seedBusinessHistory(db, options.historyDays!) : false;
  // The funnel's browser events of the last 60 days, around the paid orders above (seed-web-events.ts).
  const webEvents = await seedWebEvents(db);
  // The AI Executive Control's demo on top of the history: yesterday made whole, Spice Route's bad evening, feedback.
  const insights = (options.historyDays ?? 0) > 0 ? await seedInsightsDemo(db) : false;
  // The analytics rollups take in what was just written (or are built whole on a fresh database), so the dashboards
  // show the demo at once rather than after the first refresh job.
  await refreshRollups(db);
  await refreshInsightRollups(db);
  await refreshDishRollups(db);
  return seeded || pipeline || couriers || audit || cateringOps || autopay || dispatch || live || batch || b2b || ops || kitchen || pos || posApprovals || inventory || schedules || purchasing || history || webEvents || insights;
}

async function seedPlatformData(db: Db): Promise<boolean> {
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, SEED_KEY));
  if (done) return Number(done.value) < SEED_VERSION ? topUpDemoData(db) : false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    const marker = await tx
      .insert(appMeta)
      .values({ key: SEED_KEY, value: String(SEED_VERSION) })
      .onConflictDoNothing()
      .returning();
    if (marker.length === 0) return false;

    const now = Date.now();
    const userIds: Record<string, string> = {};
    for (const [i, u] of DEMO_USERS.entries()) {
      const [row] = await tx
        .insert(users)
        .values({
          email: demoEmailFor(u.role),
          passwordHash,
          firstName: u.firstName,
          lastName: u.lastName,
          role: u.role,
          favoriteCuisines: [...u.favoriteCuisines],
          homeLat: u.home?.[0] ?? null,
          homeLng: u.home?.[1] ?? null,
          organizationId: u.role === "enterprise_client" ? "org-northwind" : null,
          permissions: u.role === "super_admin" ? ["*"] : u.role === "ceo" ? ["executive:read"] : [],
          createdAt: new Date(now - (400 - i) * DAY),
        })
        .returning({ id: users.id });
      userIds[u.role] = row!.id;
    }
    await tx.insert(users).values({ ...NEW_CUSTOMER, passwordHash, role: "customer" });

    const dishIds = new Map<string, { id: string; priceCents: number }>();
    const restaurantIds: Record<string, string> = {};
    const tableIdsBySlug: Record<string, string[]> = {};
    for (const r of SEED_RESTAURANTS) {
      const [row] = await tx
        .insert(restaurants)
        .values({
          slug: r.slug, name: r.name, cuisine: r.cuisine, description: r.description, rating: r.rating,
          address: r.address, phone: r.phone, city: r.city, country: r.country, lat: r.lat, lng: r.lng,
          featured: r.featured ?? false, dietary: r.dietary, imageUrl: `/illustrations/${r.cuisine.toLowerCase()}.webp`,
          // Danish prices carry 25 % VAT; New York sales tax is 8.875 %.
          taxRatePpm: r.country === "DK" ? 250_000 : 88_750,
        })
        .returning({ id: restaurants.id });
      restaurantIds[r.slug] = row!.id;
      const dishes = (["starters", "mains", "desserts"] as const).flatMap((category) =>
        r.menu[category].map(([name, description, priceCents, rating]) => ({
          // No photo: image_url is for the restaurant's own photos; until it uploads one the web draws the dish by kind.
          restaurantId: row!.id, name, description, category, priceCents, rating,
        })),
      );
      const inserted = await tx.insert(menuItems).values(dishes).returning();
      for (const d of inserted) dishIds.set(`${r.slug}/${d.name}`, { id: d.id, priceCents: d.priceCents });
      const tables = await tx
        .insert(restaurantTables)
        .values(
          TABLE_LAYOUT.map(([number, capacity, location]) => ({
            restaurantId: row!.id, number, capacity, location, joinGroup: TABLE_JOIN_GROUPS[number] ?? null,
            serverName: tableServerName(number),
          })),
        )
        .returning({ id: restaurantTables.id });
      tableIdsBySlug[r.slug] = tables.map((t) => t.id);
      // Each table's QR secret (the dine-in module rotates it later).
      await tx.insert(tableQrCodes).values(tables.map((t) => ({ tableId: t.id, restaurantId: row!.id, token: newQrToken(), shortCode: newTableShortCode() })));
      // A booking policy each (kept if one is already there).
      const policy = defaultBookingPolicy(r.country);
      // Maison Lumière rests on Mondays and holds a card for $25 a guest, charged only on a no-show.
      if (r.slug === "maison-lumiere") Object.assign(policy, { openingHours: { ...policy.openingHours, mon: [] }, noShowFeeCentsPerGuest: 2500 });
      await tx.insert(reservationPolicies).values({ restaurantId: row!.id, ...policy }).onConflictDoNothing();
    }
    const flagship = restaurantIds["trattoria-bellini"]!;
    await tx.insert(restaurantStaff).values([
      { restaurantId: flagship, userId: userIds.restaurant_owner!, role: "owner" },
      { restaurantId: flagship, userId: userIds.restaurant_staff!, role: "staff" },
    ]);

    const customerId = userIds.customer!;
    const delivered: DeliveredOrder[] = [];
    for (const [slug, names, daysAgo, status] of ORDER_HISTORY) {
      const lines = names.map((n) => ({ name: n, ...dishIds.get(`${slug}/${n}`)! }));
      const subtotal = lines.reduce((s, l) => s + l.priceCents, 0);
      const deliveryFee = 299;
      const serviceFee = Math.round(subtotal * 0.05);
      const tax = Math.round(subtotal * 0.08875);
      const tip = Math.round(subtotal * 0.15);
      const placedAt = new Date(now - daysAgo * DAY);
      const [order] = await tx
        .insert(orders)
        .values({
          customerId, restaurantId: restaurantIds[slug]!, status, subtotalCents: subtotal,
          deliveryFeeCents: deliveryFee, serviceFeeCents: serviceFee, taxCents: tax, tipCents: tip,
          totalCents: subtotal + deliveryFee + serviceFee + tax + tip, placedAt, updatedAt: placedAt,
          reference: newOrderReference(), slotStart: new Date(Math.floor(placedAt.getTime() / SLOT_MS) * SLOT_MS),
          prepMinutes: 20, address: ALEX_HOME, distanceKm: 1.5, contactName: "Alex Rivera", contactPhone: ALEX_PHONE,
          // Delivered when the status event says: the refund window runs from here.
          ...(status === "delivered" ? { completedAt: new Date(placedAt.getTime() + 5 * 60_000) } : {}),
          // Orders still under way carry an honest window: ready 20 minutes after placing, then the ride.
          ...(["delivered", "cancelled"].includes(status)
            ? {}
            : { etaEarliest: new Date(placedAt.getTime() + 30 * 60_000), etaLatest: new Date(placedAt.getTime() + 45 * 60_000) }),
        })
        .returning({ id: orders.id });
      await tx.insert(orderEvents).values([
        { orderId: order!.id, status: "placed", actorId: customerId, actorRole: "customer", createdAt: placedAt },
        ...(status === "placed"
          ? []
          : [{ orderId: order!.id, fromStatus: "placed", status, actorRole: "restaurant_staff", createdAt: new Date(placedAt.getTime() + 5 * 60_000) }]),
      ]);
      // Repeated dishes become one line with a quantity.
      const grouped = new Map<string, { name: string; id: string; priceCents: number; quantity: number }>();
      for (const l of lines) {
        const g = grouped.get(l.name);
        if (g) g.quantity += 1;
        else grouped.set(l.name, { ...l, quantity: 1 });
      }
      await tx.insert(orderItems).values(
        [...grouped.values()].map((l) => ({
          orderId: order!.id, menuItemId: l.id, name: l.name, unitPriceCents: l.priceCents, quantity: l.quantity,
        })),
      );
      if (status === "delivered") {
        const r = SEED_RESTAURANTS.find((x) => x.slug === slug)!;
        // Delivered when the status event says (5 minutes after placing).
        delivered.push({
          orderId: order!.id, restaurantName: r.name, subtotal,
          completedAt: new Date(placedAt.getTime() + 5 * 60_000), timeZone: defaultBookingPolicy(r.country).timezone,
        });
      }
    }
    await seedLoyalty(tx, customerId, delivered, now);
    // Last used with the latest delivery: checkout preselects it.
    await seedSavedCard(tx, customerId, now);
    const requests = await tx.insert(cateringRequests).values([
      {
        userId: userIds.enterprise_client!, name: "Quarterly All-Hands Lunch", eventDate: new Date(now + 21 * DAY),
        guestCount: "51-100 people", cuisinePreferences: ["Italian", "American"], status: "confirmed",
        message: "Vegetarian options for a third of the guests.", createdAt: new Date(now - 5 * DAY),
      },
      {
        userId: userIds.enterprise_client!, name: "Board Dinner", eventDate: new Date(now + 9 * DAY),
        guestCount: "10-25 people", cuisinePreferences: ["Asian"], status: "in_progress",
        message: null, createdAt: new Date(now - 2 * DAY),
      },
      {
        userId: customerId, name: "Birthday Party", eventDate: new Date(now + 30 * DAY),
        guestCount: "26-50 people", cuisinePreferences: ["Mexican"], status: "pending",
        message: "Outdoor garden, around 6 pm.", createdAt: new Date(now - 1 * DAY),
      },
    ]).returning();
    for (const request of requests) await seedSimpleRequestLead(tx, request);
    await seedPastDinner(tx, { customerId, restaurantId: flagship, tableId: tableIdsBySlug["trattoria-bellini"]![1]!, now });
    return true;
  });
}
