import { sql } from "drizzle-orm";
import type { FloorSessions, ServiceCall, TableQr, TableSession } from "@tavola/contracts";
import type { Db } from "../../platform/database.js";
import { AppError, notFound } from "../../platform/errors.js";
import { publishFloorEvent } from "../../platform/floor-events.js";
import type { SessionUser } from "../../platform/session.js";
import { listRestaurantTables, resolveManagedRestaurant, type RestaurantRow } from "../restaurants/index.js";
import {
  closeSession,
  listTableCodes,
  lockServiceCall,
  lockSession,
  resolveOpenCalls,
  rotateQrCode,
  selectServiceCalls,
  selectSessionViews,
  updateServiceCall,
} from "./dine-in.repository.js";
import { toServiceCallView, toSessionView, toTableQrView } from "./dine-in-view.js";
import { newQrToken, newTableShortCode } from "./qr-token.js";
import { sessionView } from "./table-session.service.js";

/**
 * The restaurant's side of dine-in. Every call first resolves the restaurant the way the dashboard does
 * (its team and executives; 403 for anyone else), then scopes each session, call and table to it: another
 * restaurant's ids answer 404, as if they did not exist.
 */
export const managedRestaurant = (db: Db, user: SessionUser, idOrSlug: string): Promise<RestaurantRow> => resolveManagedRestaurant(db, user, idOrSlug);

export async function floorSessions(db: Db, user: SessionUser, idOrSlug: string): Promise<FloorSessions> {
  const r = await managedRestaurant(db, user, idOrSlug);
  const sessions = await selectSessionViews(db, sql`s.restaurant_id = ${r.id} and s.status = 'open'`);
  const calls = await selectServiceCalls(db, sql`c.restaurant_id = ${r.id} and c.status <> 'resolved'`);
  return { sessions: sessions.map((s) => toSessionView(s)), serviceCalls: calls.map(toServiceCallView) };
}

/** Staff acknowledge a call ("on my way") and resolve it; a resolved call stays resolved. */
export async function updateCall(db: Db, user: SessionUser, idOrSlug: string, callId: string, status: "acknowledged" | "resolved"): Promise<ServiceCall> {
  const r = await managedRestaurant(db, user, idOrSlug);
  return db.transaction(async (tx) => {
    const call = await lockServiceCall(tx, callId, r.id);
    if (!call) throw notFound("Service call not found");
    if (call.status === "resolved") throw new AppError("conflict", "This call is already resolved");
    await updateServiceCall(tx, call.id, status, user.userId);
    const [row] = await selectServiceCalls(tx, sql`c.id = ${call.id}`);
    const view = toServiceCallView(row!);
    await publishFloorEvent(tx, { type: "service_call", restaurantId: r.id, tableNumber: view.tableNumber, sessionId: view.sessionId, serviceCall: view });
    return view;
  });
}

/** Staff close a table (paid in cash, or the party left); its open calls are resolved with it. */
export async function closeByStaff(db: Db, user: SessionUser, idOrSlug: string, sessionId: string): Promise<TableSession> {
  const r = await managedRestaurant(db, user, idOrSlug);
  return db.transaction(async (tx) => {
    const session = await lockSession(tx, sessionId, "update");
    if (!session || session.restaurantId !== r.id) throw notFound("Table session not found");
    if (session.status !== "open") throw new AppError("conflict", "This table has already checked out");
    await closeSession(tx, session.id);
    await resolveOpenCalls(tx, session.id, user.userId);
    const view = await sessionView(tx, session.id);
    await publishFloorEvent(tx, { type: "session_closed", restaurantId: r.id, tableNumber: view.table.tableNumber, sessionId: session.id });
    return view;
  });
}

/** `origin` is this site's (scheme and host of the request), which the printed codes link to. */
export async function tableCodes(db: Db, user: SessionUser, idOrSlug: string, origin: string): Promise<TableQr[]> {
  const r = await managedRestaurant(db, user, idOrSlug);
  return Promise.all((await listTableCodes(db, r.id)).map((row) => toTableQrView(row, origin)));
}

/** A new secret and short code for one table: cards printed before stop opening new sessions (open ones carry on). */
export async function rotateTableCode(db: Db, user: SessionUser, idOrSlug: string, tableId: string, origin: string): Promise<TableQr> {
  const r = await managedRestaurant(db, user, idOrSlug);
  const rotated = await db.transaction(async (tx) => {
    const table = (await listRestaurantTables(tx, r.id)).find((t) => t.id === tableId);
    if (!table) throw notFound("Table not found");
    // A new card never repeats the old short code (one draw in 234,000 would).
    const [current] = await listTableCodes(tx, r.id, tableId);
    let shortCode = newTableShortCode();
    while (shortCode === current?.short_code) shortCode = newTableShortCode();
    await rotateQrCode(tx, r.id, tableId, newQrToken(), shortCode);
    const [row] = await listTableCodes(tx, r.id, tableId);
    return row!;
  });
  return toTableQrView(rotated, origin);
}
