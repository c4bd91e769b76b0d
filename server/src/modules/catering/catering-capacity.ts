import { eq } from "drizzle-orm";
import { CATERING_KITCHEN_FULL_MESSAGE, CATERING_PREP_WINDOW_MINUTES, cateringKitchenPlaces } from "@tavola/contracts";
import { cateringCapacityBookings, cateringLeadActivities } from "../../db/schema/index.js";
import type { Db } from "../../platform/database.js";
import { AppError } from "../../platform/errors.js";
import { bookKitchenPlaces, preparationSlots, releaseKitchenPlaces } from "../ordering/index.js";
import { findRestaurant } from "../restaurants/index.js";
import { eventStartOf } from "./event-time.js";
import type { LeadRow } from "./lead.repository.js";

/**
 * Accepting a quote books the kitchen: `cateringKitchenPlaces(headcount)` places in every 15-minute slot of the
 * two hours before the event, in the same `kitchen_slots` budget online checkout books (ordering's
 * kitchen-capacity.ts). No room in any slot → 409 with a clear message, and the caller's transaction (the accept)
 * rolls back whole. What was taken is recorded, so a cancellation gives it back.
 */
export async function bookEventCapacity(tx: Db, lead: LeadRow, now: Date): Promise<void> {
  if (!lead.restaurantId) return;
  const restaurant = await findRestaurant(tx, lead.restaurantId);
  if (!restaurant) return;
  const slots = preparationSlots(await eventStartOf(tx, lead), CATERING_PREP_WINDOW_MINUTES);
  const places = cateringKitchenPlaces(lead.headcount);
  if (!(await bookKitchenPlaces(tx, restaurant.id, slots, places, restaurant.slotCapacity))) {
    throw new AppError("conflict", CATERING_KITCHEN_FULL_MESSAGE);
  }
  await tx.insert(cateringCapacityBookings).values(slots.map((slotStart) => ({ leadId: lead.id, restaurantId: restaurant.id, slotStart, places })));
  await tx.insert(cateringLeadActivities).values({
    leadId: lead.id, kind: "kitchen_booked", actorUserId: null,
    body: `${places} kitchen place${places === 1 ? "" : "s"} booked in each slot from ${slots[0]!.toISOString().slice(11, 16)} to ${new Date(slots.at(-1)!.getTime() + 15 * 60_000).toISOString().slice(11, 16)} UTC`,
    data: { places, slots: slots.map((s) => s.toISOString()) }, createdAt: now,
  });
}

/** A cancelled or lost event gives its kitchen places back (once: the bookings are deleted as they are released). */
export async function releaseEventCapacity(tx: Db, leadId: string, now: Date): Promise<void> {
  const released = await tx.delete(cateringCapacityBookings).where(eq(cateringCapacityBookings.leadId, leadId)).returning();
  if (released.length === 0) return;
  await releaseKitchenPlaces(tx, released[0]!.restaurantId, released);
  await tx.insert(cateringLeadActivities).values({
    leadId, kind: "kitchen_released", actorUserId: null, body: "Kitchen capacity given back", data: { slots: released.length }, createdAt: now,
  });
}
