import { sql } from "drizzle-orm";
import { isExecutive } from "@tavola/contracts";
import { queryRows, type Db } from "../../../platform/database.js";
import { forbidden, notFound } from "../../../platform/errors.js";
import type { SessionUser } from "../../../platform/session.js";

export type RestaurantRef = { id: string; name: string };
/** Whom a figure may cover: every restaurant (executives) or the caller's own; `ids` null means no filter. */
export type Scope = { scope: "platform" | "own"; restaurants: RestaurantRef[]; restaurant: RestaurantRef | null; ids: string[] | null };

/** Team roles that see their restaurant's analytics (a restaurant's staff do not). */
const ANALYTICS_TEAM_ROLES = ["owner", "manager"];
export const NOT_ALLOWED = "Only executives and a restaurant's owner or managers see these figures";

/**
 * Executives see the whole platform, optionally one restaurant; an owner or manager sees the restaurants they run
 * (all of them, or one they name — another's is 403); anyone else 403. Checked on the server for every request.
 */
export async function resolveScope(db: Db, user: SessionUser, restaurantId?: string): Promise<Scope> {
  if (isExecutive(user.role)) {
    const restaurants = await queryRows<RestaurantRef>(db, sql`select id, name from restaurants order by name`);
    if (!restaurantId) return { scope: "platform", restaurants, restaurant: null, ids: null };
    const restaurant = restaurants.find((r) => r.id === restaurantId.toLowerCase());
    if (!restaurant) throw notFound("No such restaurant");
    return { scope: "platform", restaurants, restaurant, ids: [restaurant.id] };
  }
  const own = await queryRows<RestaurantRef>(db, sql`
    select r.id, r.name from restaurant_staff s join restaurants r on r.id = s.restaurant_id
    where s.user_id = ${user.userId}::uuid and s.role in (${sql.join(ANALYTICS_TEAM_ROLES.map((r) => sql`${r}`), sql`, `)})
    order by r.name`);
  if (own.length === 0) throw forbidden(NOT_ALLOWED);
  if (!restaurantId) return { scope: "own", restaurants: own, restaurant: null, ids: own.map((r) => r.id) };
  const restaurant = own.find((r) => r.id === restaurantId.toLowerCase());
  if (!restaurant) throw forbidden(NOT_ALLOWED);
  return { scope: "own", restaurants: own, restaurant, ids: [restaurant.id] };
}
