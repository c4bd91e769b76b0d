import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { MenuItem, Restaurant } from "@tavola/contracts";
import { queryRows, type Db } from "../../platform/database.js";
import { menuItems, restaurants, restaurantStaff, restaurantTables } from "../../db/schema/index.js";

export type RestaurantRow = typeof restaurants.$inferSelect;
export type MenuItemRow = typeof menuItems.$inferSelect;

export const toRestaurant = (r: RestaurantRow): Restaurant => ({
  id: r.id,
  slug: r.slug,
  name: r.name,
  cuisine: r.cuisine,
  description: r.description,
  rating: r.rating,
  address: r.address,
  city: r.city,
  country: r.country,
  lat: r.lat,
  lng: r.lng,
  imageUrl: r.imageUrl,
  featured: r.featured,
  isOpen: r.isOpen,
  busyMode: r.busyMode,
  usesPlatformCouriers: r.usesPlatformCouriers,
  prepMinutes: r.prepMinutes,
  busyExtraMinutes: r.busyExtraMinutes,
  deliveryRadiusKm: r.deliveryRadiusKm,
  slotCapacity: r.slotCapacity,
});

export const toMenuItem = (m: MenuItemRow): MenuItem => ({
  id: m.id,
  restaurantId: m.restaurantId,
  name: m.name,
  description: m.description,
  category: m.category as MenuItem["category"],
  priceCents: m.priceCents,
  rating: m.rating,
  imageUrl: m.imageUrl,
  available: m.available,
  soldOut: m.soldOut,
  servedFrom: m.servedFrom,
  servedUntil: m.servedUntil,
  categoryId: m.categoryId,
  dietaryTags: m.dietaryTags,
  prepMinutes: m.prepMinutes,
  station: m.station,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (s: string) => UUID.test(s);

export async function listRestaurants(db: Db): Promise<RestaurantRow[]> {
  return db.select().from(restaurants).orderBy(desc(restaurants.featured), desc(restaurants.rating), asc(restaurants.name));
}

/** By id or slug; null when there is none (a malformed id is simply not found). */
export async function findRestaurant(db: Db, idOrSlug: string): Promise<RestaurantRow | null> {
  const where = isUuid(idOrSlug) ? eq(restaurants.id, idOrSlug) : eq(restaurants.slug, idOrSlug);
  const [row] = await db.select().from(restaurants).where(where);
  return row ?? null;
}

export async function findFeaturedRestaurant(db: Db): Promise<RestaurantRow | null> {
  const [row] = await db.select().from(restaurants).orderBy(desc(restaurants.featured), asc(restaurants.name)).limit(1);
  return row ?? null;
}

const CATEGORY_ORDER = sql`case ${menuItems.category} when 'starters' then 0 when 'mains' then 1 else 2 end`;

export async function listMenu(db: Db, restaurantId: string): Promise<MenuItemRow[]> {
  return db.select().from(menuItems).where(eq(menuItems.restaurantId, restaurantId)).orderBy(CATEGORY_ORDER, asc(menuItems.name));
}

/**
 * The public menu (contracts' menuSchema) as JSON text built by one statement: the busiest public read costs
 * one round trip and no per-row mapping in Node. Null when the restaurant does not exist.
 */
export async function menuJson(db: Db, idOrSlug: string): Promise<string | null> {
  const where = isUuid(idOrSlug) ? sql`r.id = ${idOrSlug}` : sql`r.slug = ${idOrSlug}`;
  const rows = await queryRows<{ body: string }>(db, sql`
    select json_build_object(
      'restaurant', json_build_object(
        'id', r.id, 'slug', r.slug, 'name', r.name, 'cuisine', r.cuisine, 'description', r.description,
        'rating', r.rating, 'address', r.address, 'city', r.city, 'country', r.country, 'lat', r.lat, 'lng', r.lng,
        'imageUrl', r.image_url, 'featured', r.featured, 'isOpen', r.is_open, 'busyMode', r.busy_mode,
        'prepMinutes', r.prep_minutes, 'busyExtraMinutes', r.busy_extra_minutes,
        'deliveryRadiusKm', r.delivery_radius_km, 'slotCapacity', r.slot_capacity),
      'items', coalesce((
        select json_agg(json_build_object(
                 'id', m.id, 'restaurantId', m.restaurant_id, 'name', m.name, 'description', m.description,
                 'category', m.category, 'priceCents', m.price_cents, 'rating', m.rating, 'imageUrl', m.image_url,
                 -- Orderable: the owner's switch, not 86'd, and inside its serving window (local to the restaurant).
                 'available', m.available and not m.sold_out and (
                   (m.served_from is null and m.served_until is null)
                   or (case when coalesce(m.served_from, '00:00')::time < coalesce(m.served_until, '24:00')::time
                            then lt.t >= coalesce(m.served_from, '00:00')::time and lt.t < coalesce(m.served_until, '24:00')::time
                            else lt.t >= coalesce(m.served_from, '00:00')::time or lt.t < coalesce(m.served_until, '24:00')::time end)),
                 'soldOut', m.sold_out, 'servedFrom', m.served_from, 'servedUntil', m.served_until, 'categoryId', m.category_id, 'dietaryTags', m.dietary_tags,
                 'prepMinutes', m.prep_minutes, 'station', m.station,
                 'modifierGroups', coalesce((
                   select json_agg(json_build_object(
                            'id', g.id, 'name', g.name, 'minSelect', g.min_select, 'maxSelect', g.max_select,
                            'options', coalesce((
                              select json_agg(json_build_object('id', o.id, 'name', o.name,
                                       'priceDeltaCents', o.price_delta_cents, 'available', o.available)
                                     order by o.position, o.name)
                              from modifier_options o where o.group_id = g.id), '[]'::json))
                          order by g.position, g.name)
                   from modifier_groups g where g.menu_item_id = m.id), '[]'::json))
               order by case m.category when 'starters' then 0 when 'mains' then 1 else 2 end, m.name)
        from menu_items m where m.restaurant_id = r.id), '[]'::json)
    )::text as body
    from restaurants r
    -- The restaurant's local time of day (its booking policy's zone), for dishes served in a window.
    cross join lateral (
      select (now() at time zone coalesce((select p.timezone from reservation_policies p where p.restaurant_id = r.id), 'America/New_York'))::time as t
    ) lt
    where ${where}`);
  return rows[0]?.body ?? null;
}

export async function menuItemsByIds(db: Db, ids: string[]): Promise<MenuItemRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(menuItems).where(inArray(menuItems.id, ids));
}

/** The restaurants a user works at (owner or staff). */
export async function staffRestaurantIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ id: restaurantStaff.restaurantId }).from(restaurantStaff).where(eq(restaurantStaff.userId, userId));
  return rows.map((r) => r.id);
}

export async function updateRestaurantSettings(
  db: Db,
  id: string,
  patch: Partial<Pick<RestaurantRow, "slotCapacity" | "busyMode" | "isOpen" | "usesPlatformCouriers">>,
): Promise<RestaurantRow> {
  if (Object.keys(patch).length === 0) return (await findRestaurant(db, id))!;
  const [row] = await db.update(restaurants).set(patch).where(eq(restaurants.id, id)).returning();
  return row!;
}

export async function setMenuItemAvailable(db: Db, restaurantId: string, itemId: string, available: boolean) {
  const [row] = await db
    .update(menuItems)
    .set({ available })
    .where(and(eq(menuItems.id, itemId), eq(menuItems.restaurantId, restaurantId)))
    .returning();
  return row ?? null;
}

export type RestaurantTableRow = typeof restaurantTables.$inferSelect;

/** A restaurant's dining tables, by number (reservations reads them to seat parties). */
export async function listRestaurantTables(db: Db, restaurantId: string): Promise<RestaurantTableRow[]> {
  return db.select().from(restaurantTables).where(eq(restaurantTables.restaurantId, restaurantId)).orderBy(asc(restaurantTables.number));
}
