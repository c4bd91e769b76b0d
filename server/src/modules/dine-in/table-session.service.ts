import { timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import { WAITING_GUESTS_MAX, type checkInSchema, type CheckInResult, type GuestAdmission, type Order, type ServiceCall, type TableSession } from "@tavola/contracts";
import type { Db } from "../../platform/database.js";
import { AppError } from "../../platform/errors.js";
import { publishFloorEvent } from "../../platform/floor-events.js";
import { hashToken, newToken } from "../../platform/session.js";
import { placeTableOrder } from "../ordering/index.js";
import { findRestaurant, listRestaurantTables } from "../restaurants/index.js";
import {
  countGuests,
  findDemoTable,
  findGuestByTokenHash,
  findQrCode,
  findTableShortCode,
  insertGuest,
  insertServiceCall,
  lockSession,
  openOrJoinSession,
  selectServiceCalls,
  selectSessionViews,
  type SessionRow,
} from "./dine-in.repository.js";
import { toServiceCallView, toSessionView } from "./dine-in-view.js";

type CheckInInput = z.output<typeof checkInSchema>;
export type Guest = { guestId: string; userId: string | null; admission: GuestAdmission; session: SessionRow };

/**
 * Counts Manual Entry's code attempts at a table (guest-limits.ts): `consume` before the code is compared
 * (429 when the table or the address has had too many), `succeeded` gives the attempt back.
 */
export type CodeAttempts = { consume(tableId: string): Promise<void>; succeeded(tableId: string): Promise<void> };

/** "Simulate QR Scan" checks in at this table of the featured restaurant. */
const DEMO_TABLE_NUMBER = 4;
const CHECKED_OUT = "This table has checked out";
const QR_INVALID = "That QR code is no longer valid. Ask your server for help or use Manual Entry.";
const wrongCode = (tableNumber: number) => `That is not table ${tableNumber}'s code. Check the card on your table, or leave the code empty to ask to join.`;
export const NOT_LET_IN = "You are waiting to be let in to this table. A guest at the table or your server can let you in.";
export const DECLINED = "You were not let in to this table. Ask your server for the code on the table card.";
const TOO_MANY_WAITING = "Too many people are waiting to join this table. Please ask a member of staff.";

/** The featured restaurant's table 4 and its codes, for "Simulate QR Scan" — in demo mode only (a real table otherwise). */
export async function demoTable(db: Db, demoMode: boolean) {
  const row = demoMode ? await findDemoTable(db, DEMO_TABLE_NUMBER) : null;
  if (!row) throw new AppError("not_found", "There is no demo table");
  return { qrToken: row.token, tableNumber: Number(row.table_number), restaurantName: row.restaurant_name, shortCode: row.short_code };
}

/** A session as `admission` may see it (staff: null, everything). */
export async function sessionView(db: Db, sessionId: string, admission: GuestAdmission | null = null): Promise<TableSession> {
  const [row] = await selectSessionViews(db, sql`s.id = ${sessionId}`);
  if (!row) throw new AppError("not_found", "Table session not found");
  return toSessionView(row, admission);
}

/** Short codes compared in constant time (both normalised to 4 characters by the contract). */
const sameCode = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The table a check-in names and how: its QR secret ("qr"), restaurant (id or slug), table number and the
 * card's short code ("code"), or the number alone ("manual", let in only by the table or the staff).
 */
async function resolveTable(db: Db, input: CheckInInput, attempts: CodeAttempts): Promise<{ restaurantId: string; tableId: string; via: "qr" | "code" | "manual" }> {
  if ("qrToken" in input) {
    const code = await findQrCode(db, input.qrToken);
    if (!code) throw new AppError("not_found", QR_INVALID, { qrToken: [QR_INVALID] });
    return { restaurantId: code.restaurantId, tableId: code.tableId, via: "qr" };
  }
  const restaurant = await findRestaurant(db, input.restaurantId);
  if (!restaurant) throw new AppError("not_found", "Restaurant not found", { restaurantId: ["Restaurant not found"] });
  const table = (await listRestaurantTables(db, restaurant.id)).find((t) => t.number === input.tableNumber);
  if (!table) {
    const msg = `There is no table ${input.tableNumber} here`;
    throw new AppError("not_found", msg, { tableNumber: [msg] });
  }
  if (input.tableCode === undefined) return { restaurantId: restaurant.id, tableId: table.id, via: "manual" };
  // Counted by table id (not by the slug or id typed), before the comparison: guesses cannot outrun the limit.
  await attempts.consume(table.id);
  const expected = await findTableShortCode(db, table.id);
  if (!expected || !sameCode(expected, input.tableCode)) {
    const msg = wrongCode(table.number);
    throw new AppError("invalid", msg, { tableCode: [msg] });
  }
  await attempts.succeeded(table.id);
  return { restaurantId: restaurant.id, tableId: table.id, via: "code" };
}

/**
 * Joins the table's open session, or opens it for the first guest. Each phone gets its own secret, shown
 * once; only its SHA-256 is kept. A signed-in guest is remembered so their table orders show in My Orders.
 * A guest who gave the table number only waits (pending) until a guest let in or the staff admit them —
 * even at an empty table, so the party that sits down later never finds a stranger already on its bill.
 */
export async function checkIn(db: Db, userId: string | null, input: CheckInInput, attempts: CodeAttempts): Promise<CheckInResult> {
  const table = await resolveTable(db, input, attempts);
  const guestToken = newToken();
  const admission: GuestAdmission = table.via === "manual" ? "pending" : "admitted";
  const sessionId = await db.transaction(async (tx) => {
    const { session, opened } = await openOrJoinSession(tx, table.restaurantId, table.tableId);
    if (admission === "pending") {
      // The session row's lock makes the count exact under a burst of number-only check-ins.
      await lockSession(tx, session.id, "update");
      if ((await countGuests(tx, session.id, "pending")) >= WAITING_GUESTS_MAX) {
        throw new AppError("rate_limited", TOO_MANY_WAITING, undefined, { "Retry-After": "60" });
      }
    }
    await insertGuest(tx, { sessionId: session.id, tokenHash: hashToken(guestToken), userId, joinedVia: table.via, admission });
    const view = await sessionView(tx, session.id);
    if (opened) {
      await publishFloorEvent(tx, { type: "session_opened", restaurantId: table.restaurantId, tableNumber: view.table.tableNumber, sessionId: session.id });
    }
    if (admission === "pending") {
      await publishFloorEvent(tx, { type: "guest_waiting", restaurantId: table.restaurantId, tableNumber: view.table.tableNumber, sessionId: session.id });
    }
    return session.id;
  });
  return { session: await sessionView(db, sessionId, admission), guestToken };
}

/** The guest behind an `X-Table-Guest` secret, let in or not; it opens its own session and no other. */
export async function requireGuest(db: Db, token: string | undefined): Promise<Guest> {
  const found = token && token.length <= 200 ? await findGuestByTokenHash(db, hashToken(token)) : null;
  if (!found) throw new AppError("unauthorized", "Check in at your table first");
  const admission: GuestAdmission = found.guest.admission === "pending" || found.guest.admission === "declined" ? found.guest.admission : "admitted";
  return { guestId: found.guest.id, userId: found.guest.userId, admission, session: found.session };
}

/** Only a guest let in reads the bill, orders, pays, calls the server or lets others in (403 otherwise). */
export function requireAdmitted(guest: Guest): Guest {
  if (guest.admission === "pending") throw new AppError("forbidden", NOT_LET_IN);
  if (guest.admission === "declined") throw new AppError("forbidden", DECLINED);
  return guest;
}

/**
 * Orders to the table through the ordering module. The session row is share-locked meanwhile, so an order
 * never lands on a bill that a payment is closing: it either commits first (and is billed) or sees the table
 * checked out.
 */
export async function orderToTable(db: Db, guest: Guest, signedInUserId: string | null, items: Array<{ menuItemId: string; quantity: number }>): Promise<Order> {
  return db.transaction(async (tx) => {
    const session = await lockSession(tx, guest.session.id, "share");
    if (!session || session.status !== "open") throw new AppError("conflict", CHECKED_OUT);
    const view = await sessionView(tx, session.id);
    const order = await placeTableOrder(tx, {
      restaurantId: session.restaurantId,
      tableSessionId: session.id,
      tableNumber: view.table.tableNumber,
      customerId: signedInUserId ?? guest.userId,
      items,
    });
    await publishFloorEvent(tx, { type: "table_order", restaurantId: session.restaurantId, tableNumber: view.table.tableNumber, sessionId: session.id });
    return order;
  });
}

/**
 * "Call Server": one open call per table at a time. Pressing again answers the call already on its way
 * (`created: false`) instead of paging twice; the partial unique index holds under concurrency.
 */
export async function callServer(db: Db, guest: Guest, kind: "server" | "bill"): Promise<{ call: ServiceCall; created: boolean }> {
  return db.transaction(async (tx) => {
    const session = await lockSession(tx, guest.session.id, "share");
    if (!session || session.status !== "open") throw new AppError("conflict", CHECKED_OUT);
    const id = await insertServiceCall(tx, { restaurantId: session.restaurantId, sessionId: session.id, tableId: session.tableId, kind });
    const where = id ? sql`c.id = ${id}` : sql`c.session_id = ${session.id} and c.status <> 'resolved'`;
    const [row] = await selectServiceCalls(tx, where);
    if (!row) throw new AppError("conflict", "Your call was just answered. Please try again.");
    const call = toServiceCallView(row);
    if (id) {
      await publishFloorEvent(tx, { type: "service_call", restaurantId: session.restaurantId, tableNumber: call.tableNumber, sessionId: session.id, serviceCall: call });
    }
    return { call, created: id !== null };
  });
}
