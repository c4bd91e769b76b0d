import { isExecutive } from "@tavola/contracts";
import type { Db } from "../../platform/database.js";
import { forbidden, notFound } from "../../platform/errors.js";
import type { SessionUser } from "../../platform/session.js";
import { findFeaturedRestaurant, findRestaurant, staffRestaurantIds, type RestaurantRow } from "./catalog.repository.js";

const RESTAURANT_ROLES = ["restaurant_owner", "restaurant_staff"];

/**
 * The restaurant a dashboard request acts on: staff act on their own (the first, unless they name another
 * of theirs); executives on any, the featured one by default. Anyone else gets 403.
 */
export async function resolveManagedRestaurant(db: Db, user: SessionUser, requestedId?: string): Promise<RestaurantRow> {
  if (isExecutive(user.role)) {
    const r = requestedId ? await findRestaurant(db, requestedId) : await findFeaturedRestaurant(db);
    if (!r) throw notFound("Restaurant not found");
    return r;
  }
  const mine = RESTAURANT_ROLES.includes(user.role) ? await staffRestaurantIds(db, user.userId) : [];
  if (mine.length === 0) throw forbidden("This dashboard is for restaurant teams");
  const id = requestedId ?? mine[0]!;
  const r = await findRestaurant(db, id);
  if (!r || !mine.includes(r.id)) throw forbidden("You do not work at this restaurant");
  return r;
}

/** Whether a user may see or act on a restaurant's orders. */
export async function worksAt(db: Db, user: SessionUser, restaurantId: string): Promise<boolean> {
  if (isExecutive(user.role)) return true;
  if (!RESTAURANT_ROLES.includes(user.role)) return false;
  return (await staffRestaurantIds(db, user.userId)).includes(restaurantId);
}

/**
 * The restaurant a team-only screen acts on (the point of sale, the kitchen display): its owner, managers and staff
 * only — executives oversee restaurants but do not ring up sales or bump tickets. Anyone else gets 403, and so
 * does the team of another restaurant.
 */
export async function resolveTeamRestaurant(db: Db, user: SessionUser, requestedId: string | undefined, screen: string): Promise<RestaurantRow> {
  if (!RESTAURANT_ROLES.includes(user.role)) throw forbidden(`${screen} is for the restaurant's team`);
  return resolveManagedRestaurant(db, user, requestedId);
}

/** Whether the user is (still) on the restaurant's team: a team-only stream re-checks this while open. */
export async function isOnTeam(db: Db, user: SessionUser, restaurantId: string): Promise<boolean> {
  return RESTAURANT_ROLES.includes(user.role) && (await staffRestaurantIds(db, user.userId)).includes(restaurantId);
}
