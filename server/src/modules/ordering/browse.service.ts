import { sql } from "drizzle-orm";
import type { RestaurantBrowse } from "@tavola/contracts";
import { queryRows, type Db } from "../../platform/database.js";
import { listRestaurants } from "../restaurants/index.js";
import { browseOrder, matchesBrowse, toRestaurantCard, type BrowseFilters, type Origin } from "./browse.js";

/** Where a signed-in guest usually is: the last address they had delivered to, else their saved home. */
async function guestOrigin(db: Db, userId: string): Promise<Origin> {
  const [row] = await queryRows<{ lat: number | null; lng: number | null }>(db, sql`
    select coalesce(
             (select (address->>'lat')::float8 from orders where customer_id = ${userId} and fulfillment = 'delivery' and address ? 'lat' order by placed_at desc limit 1),
             u.home_lat) as lat,
           coalesce(
             (select (address->>'lng')::float8 from orders where customer_id = ${userId} and fulfillment = 'delivery' and address ? 'lng' order by placed_at desc limit 1),
             u.home_lng) as lng
    from users u where u.id = ${userId}`);
  return row && row.lat !== null && row.lng !== null ? { lat: Number(row.lat), lng: Number(row.lng) } : null;
}

export async function browseRestaurants(
  db: Db,
  input: BrowseFilters & { origin: Origin; userId: string | null },
): Promise<RestaurantBrowse> {
  const origin = input.origin ?? (input.userId ? await guestOrigin(db, input.userId) : null);
  const cards = (await listRestaurants(db)).map((r) => toRestaurantCard(r, origin));
  const sorted = (xs: Iterable<string>) => [...new Set(xs)].sort((a, b) => a.localeCompare(b));
  return {
    restaurants: cards.filter((c) => matchesBrowse(c, input)).sort(browseOrder),
    cuisines: sorted(cards.map((c) => c.cuisine)),
    dietary: sorted(cards.flatMap((c) => c.dietary)),
  };
}
