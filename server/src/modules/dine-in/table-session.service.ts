import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { checkInSchema, CheckInResult, Order, ServiceCall, TableSession } from "@tavola/contracts";
import type { Db } from "../../platform/database.js";
import { AppError } from "../../platform/errors.js";
import { publishFloorEvent } from "../../platform/floor-events.js";
import { hashToken, newToken } from "../../platform/session.js";
import { placeTableOrder } from "../ordering/index.js";
import { findRestaurant, listRestaurantTables } from "../restaurants/index.js";
import {
  findDemoTable,
  findGuestByTokenHash,
  findQrCode,
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
export type Guest = { guestId: string; userId: string | null; session: SessionRow };

/** "Simulate QR Scan" checks in at this table of the featured restaurant. */
const DEMO_TABLE_NUMBER = 4;
const CHECKED_OUT = "This table has checked out";
const QR_INVALID = "That QR code is no longer valid. Ask your server for help or use Manual Entry.";

export async function demoTable(db: Db) {
  const row = await findDemoTable(db, DEMO_TABLE_NUMBER);
  if (!row) throw new AppError("not_found", "There is no demo table");
  return { qrToken: row.token, tableNumber: Number(row.table_number), restaurantName: row.restaurant_name };
}

export async function sessionView(db: Db, sessionId: string): Promise<TableSession> {
  const [row] = await selectSessionViews(db, sql`s.id = ${sessionId}`);
  if (!row) throw new AppError("not_found", "Table session not found");
  return toSessionView(row);
}

/** The table a check-in names: by its QR secret, or by restaurant (id or slug) and table number. */
async function resolveTable(db: Db, input: CheckInInput): Promise<{ restaurantId: string; tableId: string; via: "qr" | "manual" }> {
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
  return { restaurantId: restaurant.id, tableId: table.id, via: "manual" };
}

/**
 * Joins the table's open session, or opens it for the first guest. Each phone gets its own secret, shown
 * once; only its SHA-256 is kept. A signed-in guest is remembered so their table orders show in My Orders.
 */
export async function checkIn(db: Db, userId: string | null, input: CheckInInput): Promise<CheckInResult> {
  const table = await resolveTable(db, input);
  const guestToken = newToken();
  const sessionId = await db.transaction(async (tx) => {
    const { session, opened } = await openOrJoinSession(tx, table.restaurantId, table.tableId);
    await insertGuest(tx, { sessionId: session.id, tokenHash: hashToken(guestToken), userId, joinedVia: table.via });
    if (opened) {
      const view = await sessionView(tx, session.id);
      await publishFloorEvent(tx, { type: "session_opened", restaurantId: table.restaurantId, tableNumber: view.table.tableNumber, sessionId: session.id });
    }
    return session.id;
  });
  return { session: await sessionView(db, sessionId), guestToken };
}

/** The guest behind an `X-Table-Guest` secret; it opens its own session and no other. */
export async function requireGuest(db: Db, token: string | undefined): Promise<Guest> {
  const found = token && token.length <= 200 ? await findGuestByTokenHash(db, hashToken(token)) : null;
  if (!found) throw new AppError("unauthorized", "Check in at your table first");
  return { guestId: found.guest.id, userId: found.guest.userId, session: found.session };
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
