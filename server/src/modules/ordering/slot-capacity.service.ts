import { isExecutive, type SlotCapacitiesInput } from "@tavola/contracts";
import type { Db } from "../../platform/database.js";
import { AppError, forbidden, notFound } from "../../platform/errors.js";
import type { SessionUser } from "../../platform/session.js";
import { findRestaurant, staffRoleAt } from "../restaurants/index.js";
import { setSlotCapacities } from "./ordering.repository.js";

const CAPACITY_EDITORS = ["owner", "manager"];
/** Capacities are set for the coming days only: from the current slot to 8 days ahead (the forecast's week and a day). */
const AHEAD_MS = 8 * 86_400_000;
const SLOT_MS = 15 * 60_000;

/** Executives, and the restaurant's owner or managers; anyone else 403 (the same whether or not it exists). */
export async function assertCapacityEditor(db: Db, user: SessionUser, restaurantId: string): Promise<void> {
  if (isExecutive(user.role)) return;
  const role = await staffRoleAt(db, user.userId, restaurantId);
  if (!role || !CAPACITY_EDITORS.includes(role)) throw forbidden("Only executives and the restaurant's owner or managers set its kitchen capacity");
}

/** Sets each slot's own capacity (null: back to the restaurant's), all in one transaction. */
export async function applySlotCapacities(db: Db, user: SessionUser, restaurantId: string, input: SlotCapacitiesInput, now = new Date()): Promise<{ updated: number }> {
  await assertCapacityEditor(db, user, restaurantId);
  const restaurant = await findRestaurant(db, restaurantId);
  if (!restaurant) throw notFound("Restaurant not found");
  const earliest = Math.floor(now.getTime() / SLOT_MS) * SLOT_MS;
  const outside = input.slots.findIndex((s) => Date.parse(s.start) < earliest || Date.parse(s.start) > now.getTime() + AHEAD_MS);
  if (outside >= 0) {
    const message = "Set capacities for the coming 8 days only";
    throw new AppError("invalid", message, { [`slots.${outside}.start`]: [message] });
  }
  const unique = new Map(input.slots.map((s) => [Date.parse(s.start), s.capacity]));
  await db.transaction(async (tx) => setSlotCapacities(tx, restaurant.id, [...unique].map(([ms, capacity]) => ({ start: new Date(ms), capacity }))));
  return { updated: unique.size };
}
