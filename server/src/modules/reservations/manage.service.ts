import { timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Reservation } from "@tavola/contracts";
import type { Db } from "../../platform/database.js";
import { AppError, notFound } from "../../platform/errors.js";
import { publishFloorEvent } from "../../platform/floor-events.js";
import { hashToken } from "../../platform/session.js";
import { voidPayment } from "../payments/index.js";
import { defaultBookingPolicy } from "./booking-policy.js";
import { isReservationReference } from "./reservation-reference.js";
import { cancelDeadline, toReservation } from "./reservation-view.js";
import { findReservationSecret, selectReservationViews, setReservationStatus, type ReservationSecretRow } from "./reservations.repository.js";
import { offerFreedTables } from "./waitlist-offers.service.js";

const NOT_FOUND = "Reservation not found";
export const TOO_LATE_TO_CANCEL = "This reservation can no longer be cancelled online; please call the restaurant";

/**
 * Who is opening a reservation: the holder of its link (only the token's hash is stored, so a guest cannot be sent
 * the link again), or the signed-in guest who booked it, from My reservations.
 */
export type ReservationAccess = { token: string } | { ownerId: string };

/** The link's token opens the reservation: its SHA-256 must equal the stored one (compared in constant time). */
function tokenMatches(row: ReservationSecretRow, token: string) {
  const given = Buffer.from(hashToken(token));
  const stored = Buffer.from(row.manage_token_hash);
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** The token of its link, or the session of the guest who booked it; anybody else's session opens nothing. */
function opens(row: ReservationSecretRow, access: ReservationAccess) {
  return "token" in access ? tokenMatches(row, access.token) : row.customer_id !== null && row.customer_id === access.ownerId;
}

async function readView(db: Db, id: string, now: Date): Promise<Reservation> {
  const [row] = await selectReservationViews(db, sql`r.id = ${id}`, 1);
  if (!row) throw notFound(NOT_FOUND);
  return toReservation(row, now);
}

/** A wrong reference, a wrong token and another guest's booking look the same: 404. */
export async function getReservation(db: Db, reference: string, access: ReservationAccess, now = new Date()): Promise<Reservation> {
  const row = isReservationReference(reference) ? await findReservationSecret(db, reference) : null;
  if (!row || !opens(row, access)) throw notFound(NOT_FOUND);
  return readView(db, row.id, now);
}

/**
 * The guest cancels through the link until the cancellation window opens (e.g. 2 hours before); later, only
 * the restaurant can. The row is locked so a cancel racing another change sees the committed status. The card
 * hold is released, the floor told, and the freed table offered to the waitlist, all in the same transaction.
 */
export async function cancelReservation(db: Db, reference: string, access: ReservationAccess, now = new Date()): Promise<Reservation> {
  if (!isReservationReference(reference)) throw notFound(NOT_FOUND);
  const id = await db.transaction(async (tx) => {
    const row = await findReservationSecret(tx, reference, true);
    if (!row || !opens(row, access)) throw notFound(NOT_FOUND);
    if (row.status === "cancelled") throw new AppError("conflict", "This reservation is already cancelled");
    if (row.status !== "booked") throw new AppError("conflict", TOO_LATE_TO_CANCEL);
    const windowMinutes = row.cancellation_window_minutes ?? defaultBookingPolicy("US").cancellationWindowMinutes;
    if (now >= cancelDeadline(new Date(row.starts_at), windowMinutes)) throw new AppError("conflict", TOO_LATE_TO_CANCEL);
    await setReservationStatus(tx, row.id, "cancelled");
    if (row.hold_payment_id) await voidPayment(tx, row.hold_payment_id, "Cancelled by the guest");
    await publishFloorEvent(tx, { type: "reservation", restaurantId: row.restaurant_id, reservationId: row.id });
    await offerFreedTables(tx, row.restaurant_id, { start: new Date(row.starts_at), end: new Date(row.ends_at) }, now);
    return row.id;
  });
  return readView(db, id, now);
}

/** The signed-in guest's own reservations, newest first. */
export async function listCustomerReservations(db: Db, customerId: string, now = new Date()): Promise<Reservation[]> {
  const rows = await selectReservationViews(db, sql`r.customer_id = ${customerId}`);
  return rows.map((r) => toReservation(r, now));
}
