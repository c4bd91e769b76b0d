import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../../platform/database.js";
import { SLOT_MS, slotFloor } from "./slots.js";

/**
 * The kitchen's one capacity budget, shared by every channel: `kitchen_slots.booked` counts places taken in each
 * 15-minute slot, against the slot's own `capacity` when one is set, else the restaurant's `slot_capacity`. Online checkout takes one place per order
 * (`bookSlot`); a catering event takes several places in every slot of its preparation window (here). Both write
 * the same rows with guarded updates, so together they never exceed what the kitchen declared.
 */

/** The 15-minute slots of the `minutes` before `start` (the event's preparation window), oldest first. */
export function preparationSlots(start: Date, minutes: number): Date[] {
  const first = slotFloor(new Date(start.getTime() - minutes * 60_000));
  const out: Date[] = [];
  for (let t = first.getTime(); t < start.getTime(); t += SLOT_MS) out.push(new Date(t));
  return out;
}

/**
 * Takes `places` in one slot if they fit: a guarded UPDATE (`booked + places <= capacity`, re-checked by Postgres
 * against the latest committed row, so racing bookings never overfill it), or the slot's first row.
 */
async function takePlaces(tx: Db, restaurantId: string, slot: Date, places: number, capacity: number): Promise<boolean> {
  const at = slot.toISOString();
  const take = () =>
    queryRows<{ booked: number }>(tx, sql`
      update kitchen_slots set booked = booked + ${places}
      where restaurant_id = ${restaurantId}::uuid and slot_start = ${at}::timestamptz and booked + ${places} <= coalesce(capacity, ${capacity})
      returning booked`);
  if ((await take()).length > 0) return true;
  if (places > capacity) return false;
  const inserted = await queryRows<{ booked: number }>(tx, sql`
    insert into kitchen_slots (restaurant_id, slot_start, booked) values (${restaurantId}::uuid, ${at}::timestamptz, ${places})
    on conflict (restaurant_id, slot_start) do nothing returning booked`);
  if (inserted.length > 0) return true;
  return (await take()).length > 0;
}

/**
 * Books `places` in every slot given, all or nothing: false as soon as one slot has no room (the caller throws and
 * its transaction rolls the slots already taken back). Slots are taken oldest first, so two bookings of
 * overlapping windows lock rows in the same order and cannot deadlock.
 */
export async function bookKitchenPlaces(tx: Db, restaurantId: string, slots: Date[], places: number, capacity: number): Promise<boolean> {
  const ordered = [...slots].sort((a, b) => a.getTime() - b.getTime());
  for (const slot of ordered) if (!(await takePlaces(tx, restaurantId, slot, places, capacity))) return false;
  return true;
}

/** Gives places back (a cancelled event): never below zero. */
export async function releaseKitchenPlaces(tx: Db, restaurantId: string, bookings: { slotStart: Date; places: number }[]): Promise<void> {
  for (const b of [...bookings].sort((x, y) => x.slotStart.getTime() - y.slotStart.getTime())) {
    await tx.execute(sql`
      update kitchen_slots set booked = greatest(booked - ${b.places}, 0)
      where restaurant_id = ${restaurantId}::uuid and slot_start = ${b.slotStart.toISOString()}::timestamptz`);
  }
}
