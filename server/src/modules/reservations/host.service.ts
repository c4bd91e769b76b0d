import { sql } from "drizzle-orm";
import type { Reservation } from "@tavola/contracts";
import type { Db } from "../../platform/database.js";
import { AppError, notFound } from "../../platform/errors.js";
import { publishFloorEvent } from "../../platform/floor-events.js";
import { hashToken, newToken } from "../../platform/session.js";
import { capturePayment, voidPayment } from "../payments/index.js";
import type { RestaurantRow } from "../restaurants/index.js";
import { forParty, loadRestaurantBooking, type RestaurantBooking } from "./availability.service.js";
import { EXCLUSION_VIOLATION, sqlState } from "./booking.service.js";
import { tablesFree } from "./free-busy.js";
import { hostMove, type HostAction } from "./host-machine.js";
import { newReservationReference } from "./reservation-reference.js";
import { toReservation } from "./reservation-view.js";
import {
  insertReservation,
  listHeldTableIds,
  listTableBookings,
  lockRestaurantBookings,
  lockRestaurantReservation,
  replaceReservationTables,
  selectReservationViews,
  setReservationStatus,
} from "./reservations.repository.js";
import { offerFreedTables } from "./waitlist-offers.service.js";

const NOT_FOUND = "Reservation not found";
export const TABLE_TAKEN_THEN = "That table is taken then";
export const TABLE_TAKEN_NOW = "That table is not free now";

const invalid = (field: string, message: string) => new AppError("invalid", message, { [field]: [message] });

async function readView(db: Db, id: string, now: Date): Promise<Reservation> {
  const [row] = await selectReservationViews(db, sql`r.id = ${id}`, 1);
  if (!row) throw notFound(NOT_FOUND);
  return toReservation(row, now);
}

const tableNumberOf = (base: RestaurantBooking, tableId: string | undefined) => base.tables.find((t) => t.id === tableId)?.number ?? null;

/**
 * Tables the host may put a party at: the restaurant's own, together seating the party, and — when more than
 * one — pushed together from one join group. Unlike online booking, a host may give a party a roomier table.
 */
function hostTables(base: RestaurantBooking, tableIds: string[], partySize: number): string[] {
  const ids = [...new Set(tableIds)];
  const chosen = ids.map((id) => base.tables.find((t) => t.id === id));
  if (chosen.some((t) => !t)) throw invalid("tableIds", "That table is not at this restaurant");
  const seats = chosen.reduce((sum, t) => sum + t!.capacity, 0);
  if (seats < partySize) throw invalid("tableIds", `That table is too small for a party of ${partySize}`);
  if (chosen.length > 1 && (!chosen[0]!.joinGroup || chosen.some((t) => t!.joinGroup !== chosen[0]!.joinGroup))) {
    throw invalid("tableIds", "Those tables cannot be pushed together");
  }
  return ids;
}

/** A lost race on the exclusion constraint is the same 409 as one the check saw. */
async function orTakenConflict<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (sqlState(error) === EXCLUSION_VIOLATION) throw new AppError("conflict", message);
    throw error;
  }
}

/**
 * Seat, complete or mark a no-show. The row is locked so two hosts tapping at once see each other's move;
 * an illegal move is a 409 and changes nothing. Completing releases the tables and the card hold; a no-show
 * releases the tables and charges the hold. Freed tables go to the waitlist.
 */
export async function applyHostAction(db: Db, restaurant: RestaurantRow, reservationId: string, action: HostAction, now = new Date()) {
  await db.transaction(async (tx) => {
    const row = await lockRestaurantReservation(tx, restaurant.id, reservationId);
    if (!row) throw notFound(NOT_FOUND);
    const move = hostMove(row.status, action, new Date(row.starts_at), now);
    if (!move.ok) throw new AppError("conflict", move.message);
    const heldTables = await listHeldTableIds(tx, row.id);
    await setReservationStatus(tx, row.id, move.to, action === "seat" ? { seatedAt: now } : { endedAt: now });
    if (row.hold_payment_id && move.hold === "capture") await capturePayment(tx, row.hold_payment_id);
    if (row.hold_payment_id && move.hold === "void") await voidPayment(tx, row.hold_payment_id, action === "complete" ? "Party completed" : null);
    const base = await loadRestaurantBooking(tx, restaurant.id);
    await publishFloorEvent(tx, { type: "reservation", restaurantId: restaurant.id, reservationId: row.id, tableNumber: tableNumberOf(base, heldTables[0]) });
    if (move.releasesTables && heldTables.length > 0) {
      const end = new Date(row.ends_at);
      if (end > now) await offerFreedTables(tx, restaurant.id, { start: new Date(Math.max(now.getTime(), new Date(row.starts_at).getTime())), end }, now);
    }
  });
  return readView(db, reservationId, now);
}

/**
 * Moves a booked or seated party to other tables for the same time. Old holds out, new ones in, in one
 * transaction; the exclusion constraint has the last word on a race. The card hold stays as it is.
 */
export async function moveReservation(db: Db, restaurant: RestaurantRow, reservationId: string, tableIds: string[], now = new Date()) {
  const base = await loadRestaurantBooking(db, restaurant.id);
  await orTakenConflict(TABLE_TAKEN_THEN, () =>
    db.transaction(async (tx) => {
      const row = await lockRestaurantReservation(tx, restaurant.id, reservationId);
      if (!row) throw notFound(NOT_FOUND);
      if (row.status !== "booked" && row.status !== "seated") {
        throw new AppError("conflict", `Only a booked or seated party can be moved; this one is ${row.status === "no_show" ? "a no-show" : row.status}`);
      }
      const ids = hostTables(base, tableIds, Number(row.party_size));
      const oldIds = await listHeldTableIds(tx, row.id);
      if (ids.length === oldIds.length && ids.every((id) => oldIds.includes(id))) throw invalid("tableIds", "The party is already at that table");
      const startsAt = new Date(row.starts_at);
      const endsAt = new Date(row.ends_at);
      await lockRestaurantBookings(tx, restaurant.id);
      const held = await listTableBookings(tx, restaurant.id, startsAt, endsAt, row.id);
      if (!tablesFree(ids, startsAt, endsAt, held)) throw new AppError("conflict", TABLE_TAKEN_THEN);
      await replaceReservationTables(tx, { id: row.id, restaurantId: restaurant.id, startsAt, endsAt }, ids);
      await publishFloorEvent(tx, { type: "reservation", restaurantId: restaurant.id, reservationId: row.id, tableNumber: tableNumberOf(base, ids[0]) });
      const freedFrom = new Date(Math.max(now.getTime(), startsAt.getTime()));
      if (oldIds.some((id) => !ids.includes(id)) && endsAt > freedFrom) await offerFreedTables(tx, restaurant.id, { start: freedFrom, end: endsAt }, now);
    }),
  );
  return readView(db, reservationId, now);
}

/**
 * A party without a booking, seated now (to the minute) for its party size's duration, on tables free for all
 * of it. Recorded as a seated reservation (source walk_in) so the floor and availability see the table taken.
 */
export async function seatWalkIn(db: Db, restaurant: RestaurantRow, input: { partySize: number; tableIds: string[]; name?: string }, now = new Date()) {
  const ctx = forParty(await loadRestaurantBooking(db, restaurant.id), input.partySize);
  const ids = hostTables(ctx, input.tableIds, input.partySize);
  const startsAt = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  const endsAt = new Date(startsAt.getTime() + ctx.durationMinutes * 60_000);
  const id = await orTakenConflict(TABLE_TAKEN_NOW, () =>
    db.transaction(async (tx) => {
      await lockRestaurantBookings(tx, restaurant.id);
      const held = await listTableBookings(tx, restaurant.id, startsAt, endsAt);
      if (!tablesFree(ids, startsAt, endsAt, held)) {
        throw new AppError("conflict", `${TABLE_TAKEN_NOW}: it is booked within the next ${ctx.durationMinutes} minutes`);
      }
      const newId = await insertReservation(
        tx,
        {
          reference: newReservationReference(),
          restaurantId: restaurant.id,
          customerId: null,
          name: input.name?.trim() || "Walk-in",
          email: "",
          phone: "",
          notes: null,
          partySize: input.partySize,
          startsAt,
          endsAt,
          status: "seated",
          source: "walk_in",
          seatedAt: now,
          // A walk-in has no guest link; a random hash keeps the column's meaning (nobody holds the token).
          manageTokenHash: hashToken(newToken()),
        },
        ids,
      );
      await publishFloorEvent(tx, { type: "reservation", restaurantId: restaurant.id, reservationId: newId, tableNumber: tableNumberOf(ctx, ids[0]) });
      return newId;
    }),
  );
  return readView(db, id, now);
}
