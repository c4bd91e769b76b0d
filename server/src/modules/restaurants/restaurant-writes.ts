import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { MENU_CATEGORIES, MENU_CATEGORY_LABELS, type RestaurantApplicationData } from "@tavola/contracts";
import type { Db } from "../../platform/database.js";
import { menuCategories, menuItems, restaurants, restaurantStaff, restaurantTables } from "../../db/schema/index.js";

/**
 * Illustrations exist for these cuisines (web/public/illustrations; restaurant-writes.test.ts checks each file); others
 * show the restaurant's initial. There is no Asian one: a broken picture is worse than the initial.
 */
export const ILLUSTRATED_CUISINES: ReadonlySet<string> = new Set(["italian", "mexican", "american", "mediterranean", "french", "indian"]);

export const slugify = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60) || "restaurant";

/**
 * The first free slug of "name", "name-2", "name-3"…: two approvals of same-named restaurants take turns on a
 * transaction-scoped advisory lock on the name, so the second reads the first's committed slug.
 */
async function freeSlug(tx: Db, name: string): Promise<string> {
  const base = slugify(name);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`restaurant-slug:${base}`}))`);
  const candidates = [base, ...Array.from({ length: 20 }, (_, i) => `${base}-${i + 2}`)];
  const taken = new Set((await tx.select({ slug: restaurants.slug }).from(restaurants).where(inArray(restaurants.slug, candidates))).map((r) => r.slug));
  return candidates.find((c) => !taken.has(c)) ?? `${base}-${Date.now().toString(36)}`;
}

/**
 * A live restaurant from an approved application: the restaurant row (listed and orderable at once), its owner on
 * the team, its tables, and one category per course so the owner can add dishes straight away.
 */
export async function createRestaurantFromApplication(tx: Db, ownerId: string, d: RestaurantApplicationData) {
  const cuisine = d.cuisine.charAt(0).toUpperCase() + d.cuisine.slice(1);
  const [row] = await tx
    .insert(restaurants)
    .values({
      slug: await freeSlug(tx, d.restaurantName),
      name: d.restaurantName,
      cuisine,
      description: d.description,
      address: d.address,
      city: d.city,
      country: d.country,
      lat: d.lat,
      lng: d.lng,
      phone: d.phone,
      email: d.email,
      seatingCapacity: d.capacity,
      services: d.services,
      paymentMethods: d.paymentMethods,
      taxRatePpm: d.taxRatePpm,
      imageUrl: ILLUSTRATED_CUISINES.has(d.cuisine) ? `/illustrations/${d.cuisine}.webp` : null,
    })
    .returning();
  const restaurant = row!;
  await tx.insert(restaurantStaff).values({ restaurantId: restaurant.id, userId: ownerId, role: "owner" });
  const tables = await tx
    .insert(restaurantTables)
    .values(d.tables.map((t) => ({ restaurantId: restaurant.id, number: t.number, capacity: t.capacity, location: t.location })))
    .returning({ id: restaurantTables.id });
  await tx.insert(menuCategories).values(MENU_CATEGORIES.map((course, position) => ({ restaurantId: restaurant.id, name: MENU_CATEGORY_LABELS[course], course, position })));
  return { restaurant, tableIds: tables.map((t) => t.id) };
}

/** The team role of a user at a restaurant (owner, manager, staff), or null. */
export async function staffRoleAt(db: Db, userId: string, restaurantId: string): Promise<string | null> {
  const rows = await db.select({ role: restaurantStaff.role, restaurantId: restaurantStaff.restaurantId }).from(restaurantStaff).where(eq(restaurantStaff.userId, userId));
  return rows.find((r) => r.restaurantId === restaurantId)?.role ?? null;
}

/**
 * Marks dishes 86'd or back, for the inventory module (in the transaction that moved the stock). Rows are updated
 * one at a time in id order and only when the flag changes, so racing sales never take menu rows in crossed
 * orders (no deadlock), and the answer is what really changed — what the live menu stream announces.
 */
export async function setSoldOut(tx: Db, restaurantId: string, wanted: ReadonlyArray<{ id: string; soldOut: boolean }>): Promise<Array<{ id: string; soldOut: boolean }>> {
  const changed: Array<{ id: string; soldOut: boolean }> = [];
  for (const w of [...wanted].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))) {
    const rows = await tx
      .update(menuItems)
      .set({ soldOut: w.soldOut })
      .where(and(eq(menuItems.id, w.id), eq(menuItems.restaurantId, restaurantId), ne(menuItems.soldOut, w.soldOut)))
      .returning({ id: menuItems.id });
    if (rows.length > 0) changed.push(w);
  }
  return changed;
}
