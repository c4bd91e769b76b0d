import type { GuestDecision, TableSession } from "@tavola/contracts";
import type { Db } from "../../platform/database.js";
import { AppError, notFound } from "../../platform/errors.js";
import { publishFloorEvent } from "../../platform/floor-events.js";
import type { SessionUser } from "../../platform/session.js";
import { closeSession, countGuests, findSession, lockGuest, lockSession, resolveOpenCalls, setAdmission } from "./dine-in.repository.js";
import { managedRestaurant } from "./floor.service.js";
import { requireAdmitted, sessionView, type Guest } from "./table-session.service.js";

const CHECKED_OUT = "This table has checked out";
const GUEST_GONE = "That guest is no longer waiting to join";

/**
 * Lets a waiting guest in or turns them away, in one transaction with the session locked: two guests (or a
 * guest and the host) deciding at once take turns. The same decision twice is answered as done; the
 * opposite one, after the first, is a 409 that says what happened. Turning away the last guest of a table
 * nobody was let in to closes it (nothing can have been ordered there), so the floor plan frees the table.
 */
async function decide(
  tx: Db,
  sessionId: string,
  guestId: string,
  decision: GuestDecision,
  by: { guestId: string } | { userId: string },
): Promise<void> {
  const session = await lockSession(tx, sessionId, "update");
  if (!session || session.status !== "open") throw new AppError("conflict", CHECKED_OUT);
  const guest = await lockGuest(tx, guestId, session.id);
  if (!guest) throw notFound(GUEST_GONE);
  const wanted = decision === "admit" ? "admitted" : "declined";
  const view = await sessionView(tx, session.id);
  const tableNumber = view.table.tableNumber;
  if (guest.admission === wanted) return;
  if (guest.admission !== "pending") {
    throw new AppError("conflict", guest.admission === "admitted" ? "That guest was already let in" : "That guest was already turned away");
  }
  await setAdmission(tx, guest.id, wanted, by);
  let closed = false;
  if (wanted === "declined" && (await countGuests(tx, session.id, "admitted")) === 0 && (await countGuests(tx, session.id, "pending")) === 0) {
    await closeSession(tx, session.id);
    await resolveOpenCalls(tx, session.id, "userId" in by ? by.userId : null);
    closed = true;
  }
  await publishFloorEvent(tx, { type: "guest_decided", restaurantId: session.restaurantId, tableNumber, sessionId: session.id });
  if (closed) await publishFloorEvent(tx, { type: "session_closed", restaurantId: session.restaurantId, tableNumber, sessionId: session.id });
}

/** A guest at the table lets in (or turns away) someone who joined by the table number only. */
export async function decideAsGuest(db: Db, guest: Guest, waitingGuestId: string, decision: GuestDecision): Promise<TableSession> {
  requireAdmitted(guest);
  await db.transaction((tx) => decide(tx, guest.session.id, waitingGuestId, decision, { guestId: guest.guestId }));
  return sessionView(db, guest.session.id, "admitted");
}

/** The restaurant's staff let a guest in from the floor plan (or turn them away). */
export async function decideAsStaff(db: Db, user: SessionUser, idOrSlug: string, sessionId: string, guestId: string, decision: GuestDecision): Promise<TableSession> {
  const r = await managedRestaurant(db, user, idOrSlug);
  if (!(await findSession(db, sessionId, r.id))) throw notFound("Table session not found");
  await db.transaction((tx) => decide(tx, sessionId, guestId, decision, { userId: user.userId }));
  return sessionView(db, sessionId);
}
