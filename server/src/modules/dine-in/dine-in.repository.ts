import { and, eq, sql, type SQL } from "drizzle-orm";
import { queryRows, type Db } from "../../platform/database.js";
import { billPaymentItems, billPayments, serviceCalls, tableQrCodes, tableSessionGuests, tableSessions } from "../../db/schema/index.js";

/**
 * The dine-in module's tables. Views join the restaurant and its table (read-only, owned by restaurants)
 * so a session is one statement, like reservations' views.
 */

export type SessionRow = typeof tableSessions.$inferSelect;
export type ServiceCallRow = typeof serviceCalls.$inferSelect;

export async function findQrCode(db: Db, token: string) {
  const [row] = await db.select().from(tableQrCodes).where(eq(tableQrCodes.token, token));
  return row ?? null;
}

/**
 * The table's open session, opening one when there is none. The partial unique index (one open session per
 * table) decides races: a concurrent insert waits for the first to commit and then does nothing, and the
 * select that follows (a new snapshot) sees the winner's row.
 */
export async function openOrJoinSession(tx: Db, restaurantId: string, tableId: string): Promise<{ session: SessionRow; opened: boolean }> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const inserted = await queryRows<{ id: string }>(tx, sql`
      insert into table_sessions (restaurant_id, table_id) values (${restaurantId}, ${tableId})
      on conflict (table_id) where status = 'open' do nothing
      returning id`);
    const [session] = await tx
      .select()
      .from(tableSessions)
      .where(and(eq(tableSessions.tableId, tableId), eq(tableSessions.status, "open")));
    // Closed between the two statements (the bill was just paid): try again with a fresh session.
    if (session) return { session, opened: inserted.length > 0 };
  }
  throw new Error("could not open a table session");
}

export type GuestRow = typeof tableSessionGuests.$inferSelect;

export async function insertGuest(tx: Db, guest: typeof tableSessionGuests.$inferInsert): Promise<GuestRow> {
  const [row] = await tx.insert(tableSessionGuests).values(guest).returning();
  return row!;
}

/** The table card's short code (null when the table has no printed code). */
export async function findTableShortCode(db: Db, tableId: string): Promise<string | null> {
  const [row] = await db.select({ shortCode: tableQrCodes.shortCode }).from(tableQrCodes).where(eq(tableQrCodes.tableId, tableId));
  return row?.shortCode ?? null;
}

export async function countGuests(db: Db, sessionId: string, admission: "admitted" | "pending"): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tableSessionGuests)
    .where(and(eq(tableSessionGuests.sessionId, sessionId), eq(tableSessionGuests.admission, admission)));
  return Number(row?.n ?? 0);
}

/** A guest of this session, locked: two people deciding on the same newcomer take turns. */
export async function lockGuest(tx: Db, guestId: string, sessionId: string): Promise<GuestRow | null> {
  const [row] = await tx
    .select()
    .from(tableSessionGuests)
    .where(and(eq(tableSessionGuests.id, guestId), eq(tableSessionGuests.sessionId, sessionId)))
    .for("update");
  return row ?? null;
}

export async function setAdmission(
  tx: Db,
  guestId: string,
  admission: "admitted" | "declined",
  by: { guestId: string } | { userId: string },
): Promise<void> {
  await tx
    .update(tableSessionGuests)
    .set({
      admission,
      decidedAt: sql`now()`,
      decidedByGuestId: "guestId" in by ? by.guestId : null,
      decidedByUserId: "userId" in by ? by.userId : null,
    })
    .where(eq(tableSessionGuests.id, guestId));
}

/** The guest a secret belongs to, with their session (any status: a closed session's bill stays readable). */
export async function findGuestByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ guest: tableSessionGuests, session: tableSessions })
    .from(tableSessionGuests)
    .innerJoin(tableSessions, eq(tableSessions.id, tableSessionGuests.sessionId))
    .where(eq(tableSessionGuests.tokenHash, tokenHash));
  return row ?? null;
}

export async function findSession(db: Db, id: string, restaurantId: string): Promise<SessionRow | null> {
  const [row] = await db.select().from(tableSessions).where(and(eq(tableSessions.id, id), eq(tableSessions.restaurantId, restaurantId)));
  return row ?? null;
}

/** Locks the session row: bill payments and table orders of one session take turns on it. */
export async function lockSession(tx: Db, id: string, mode: "update" | "share"): Promise<SessionRow | null> {
  const [row] = await tx.select().from(tableSessions).where(eq(tableSessions.id, id)).for(mode);
  return row ?? null;
}

export async function closeSession(tx: Db, id: string): Promise<void> {
  await tx.update(tableSessions).set({ status: "closed", closedAt: sql`now()` }).where(eq(tableSessions.id, id));
}

export type ServiceCallViewRow = {
  id: string;
  restaurant_id: string;
  session_id: string;
  table_id: string;
  table_number: number;
  kind: string;
  status: string;
  created_at: Date | string;
  acknowledged_at: Date | string | null;
};

const CALL_COLUMNS = sql`c.id, c.restaurant_id, c.session_id, c.table_id, t.number as table_number, c.kind, c.status, c.created_at, c.acknowledged_at`;

export type SessionViewRow = {
  id: string;
  status: string;
  opened_at: Date | string;
  closed_at: Date | string | null;
  restaurant_id: string;
  restaurant_name: string;
  restaurant_address: string;
  restaurant_city: string;
  table_id: string;
  table_number: number;
  location: string;
  capacity: number;
  server_name: string | null;
  guest_count: number;
  service_call: Omit<ServiceCallViewRow, "table_number"> | null;
  waiting_guests: Array<{ id: string; name: string | null; joined_at: string }>;
};

/** Sessions as their views need them: table, restaurant, guest count and the call not yet resolved. */
export async function selectSessionViews(db: Db, where: SQL): Promise<SessionViewRow[]> {
  return queryRows<SessionViewRow>(db, sql`
    select s.id, s.status, s.opened_at, s.closed_at, s.restaurant_id, r.name as restaurant_name,
           r.address as restaurant_address, r.city as restaurant_city, s.table_id, t.number as table_number,
           t.location, t.capacity, t.server_name,
           (select count(*)::int from table_session_guests g where g.session_id = s.id and g.admission = 'admitted') as guest_count,
           (select coalesce(json_agg(json_build_object('id', g.id, 'name', u.first_name, 'joined_at', g.joined_at) order by g.joined_at), '[]'::json)
            from table_session_guests g left join users u on u.id = g.user_id
            where g.session_id = s.id and g.admission = 'pending') as waiting_guests,
           (select json_build_object('id', c.id, 'restaurant_id', c.restaurant_id, 'session_id', c.session_id,
                                     'table_id', c.table_id, 'kind', c.kind, 'status', c.status,
                                     'created_at', c.created_at, 'acknowledged_at', c.acknowledged_at)
            from service_calls c where c.session_id = s.id and c.status <> 'resolved'
            order by c.created_at desc limit 1) as service_call
    from table_sessions s
    join restaurant_tables t on t.id = s.table_id
    join restaurants r on r.id = s.restaurant_id
    where ${where}
    order by t.number, s.opened_at`);
}

// ---------- service calls ----------

/** A new call, unless the session has one open already (the partial unique index decides races). */
export async function insertServiceCall(tx: Db, call: { restaurantId: string; sessionId: string; tableId: string; kind: string }): Promise<string | null> {
  const rows = await queryRows<{ id: string }>(tx, sql`
    insert into service_calls (restaurant_id, session_id, table_id, kind)
    values (${call.restaurantId}, ${call.sessionId}, ${call.tableId}, ${call.kind})
    on conflict (session_id) where status <> 'resolved' do nothing
    returning id`);
  return rows[0]?.id ?? null;
}

export async function selectServiceCalls(db: Db, where: SQL): Promise<ServiceCallViewRow[]> {
  return queryRows<ServiceCallViewRow>(db, sql`
    select ${CALL_COLUMNS}
    from service_calls c join restaurant_tables t on t.id = c.table_id
    where ${where}
    order by c.created_at`);
}

export async function lockServiceCall(tx: Db, id: string, restaurantId: string): Promise<ServiceCallRow | null> {
  const [row] = await tx
    .select()
    .from(serviceCalls)
    .where(and(eq(serviceCalls.id, id), eq(serviceCalls.restaurantId, restaurantId)))
    .for("update");
  return row ?? null;
}

export async function updateServiceCall(tx: Db, id: string, status: "acknowledged" | "resolved", userId: string | null): Promise<void> {
  await tx
    .update(serviceCalls)
    .set(
      status === "acknowledged"
        ? { status, acknowledgedAt: sql`coalesce(${serviceCalls.acknowledgedAt}, now())` }
        : { status, resolvedAt: sql`now()`, resolvedBy: userId, acknowledgedAt: sql`coalesce(${serviceCalls.acknowledgedAt}, now())` },
    )
    .where(eq(serviceCalls.id, id));
}

/** When the table leaves, whatever it was calling for is done. Returns the ids resolved. */
export async function resolveOpenCalls(tx: Db, sessionId: string, userId: string | null): Promise<string[]> {
  const rows = await tx
    .update(serviceCalls)
    .set({ status: "resolved", resolvedAt: sql`now()`, resolvedBy: userId })
    .where(and(eq(serviceCalls.sessionId, sessionId), sql`${serviceCalls.status} <> 'resolved'`))
    .returning({ id: serviceCalls.id });
  return rows.map((r) => r.id);
}

// ---------- bill payments ----------

export type BillPaymentRow = typeof billPayments.$inferSelect;

export async function listBillPayments(db: Db, sessionId: string): Promise<BillPaymentRow[]> {
  return db.select().from(billPayments).where(eq(billPayments.sessionId, sessionId)).orderBy(billPayments.createdAt, billPayments.id);
}

/** The order lines a "by item" payment of this session already covered. */
export async function paidOrderItemIds(db: Db, sessionId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: billPaymentItems.orderItemId })
    .from(billPaymentItems)
    .innerJoin(billPayments, eq(billPayments.id, billPaymentItems.billPaymentId))
    .where(eq(billPayments.sessionId, sessionId));
  return new Set(rows.map((r) => r.id));
}

export async function insertBillPayment(tx: Db, row: typeof billPayments.$inferInsert): Promise<BillPaymentRow> {
  const [inserted] = await tx.insert(billPayments).values(row).returning();
  return inserted!;
}

export async function insertBillPaymentItems(tx: Db, rows: Array<typeof billPaymentItems.$inferInsert>): Promise<void> {
  if (rows.length > 0) await tx.insert(billPaymentItems).values(rows);
}

export async function setBillPaymentId(tx: Db, billPaymentId: string, paymentId: string): Promise<void> {
  await tx.update(billPayments).set({ paymentId }).where(eq(billPayments.id, billPaymentId));
}

// ---------- QR codes ----------

export type TableCodeRow = {
  table_id: string;
  table_number: number;
  location: string;
  capacity: number;
  token: string;
  short_code: string;
  rotated_at: Date | string;
};

export async function listTableCodes(db: Db, restaurantId: string, tableId?: string): Promise<TableCodeRow[]> {
  return queryRows<TableCodeRow>(db, sql`
    select t.id as table_id, t.number as table_number, t.location, t.capacity, q.token, q.short_code, q.rotated_at
    from restaurant_tables t join table_qr_codes q on q.table_id = t.id
    where t.restaurant_id = ${restaurantId} ${tableId ? sql`and t.id = ${tableId}` : sql``}
    order by t.number`);
}

/** A new secret and short code for the table's card (the code is created if the table never had one). */
export async function rotateQrCode(tx: Db, restaurantId: string, tableId: string, token: string, shortCode: string): Promise<void> {
  await tx
    .insert(tableQrCodes)
    .values({ tableId, restaurantId, token, shortCode })
    .onConflictDoUpdate({ target: tableQrCodes.tableId, set: { token, shortCode, rotatedAt: sql`now()` } });
}

/** The featured restaurant's table with this number and its code (the public demo table). */
export async function findDemoTable(db: Db, tableNumber: number) {
  const [row] = await queryRows<{ token: string; short_code: string; table_number: number; restaurant_name: string }>(db, sql`
    select q.token, q.short_code, t.number as table_number, r.name as restaurant_name
    from restaurants r
    join restaurant_tables t on t.restaurant_id = r.id and t.number = ${tableNumber}
    join table_qr_codes q on q.table_id = t.id
    order by r.featured desc, r.name
    limit 1`);
  return row ?? null;
}
