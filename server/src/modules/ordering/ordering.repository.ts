import { and, desc, eq, isNotNull, sql, type SQL } from "drizzle-orm";
import type { ChosenModifier } from "@tavola/contracts";
import { queryRows, type Db } from "../../platform/database.js";
import { idempotencyKeys, kitchenSlots, orderEvents, orderItems, orders, promoCodes } from "../../db/schema/index.js";
import type { Promo } from "./pricing.js";

export type RecentOrderRow = {
  id: string;
  restaurant_name: string;
  items: string[];
  placed_at: Date | string;
  status: string;
  total_cents: number;
};

export async function listRecentOrders(db: Db, customerId: string, limit: number) {
  return queryRows<RecentOrderRow>(db, sql`
    select o.id, r.name as restaurant_name, o.placed_at, o.status, o.total_cents,
           coalesce((select array_agg(case when oi.quantity > 1 then oi.quantity || '× ' || oi.name else oi.name end
                                      order by oi.name)
                     from order_items oi where oi.order_id = o.id), '{}') as items
    from orders o join restaurants r on r.id = o.restaurant_id
    where o.customer_id = ${customerId}
    order by o.placed_at desc
    limit ${limit}`);
}

export type SavedAddressRow = {
  address: { line1: string; city: string; postalCode?: string; country: string; lat: number; lng: number };
  last_used_at: Date | string;
  orders: number;
};

/**
 * The customer's delivery addresses, one per street, city and country (as typed, ignoring case and spaces
 * around), each with its latest pin and how often it was used; the most recently used first.
 */
export async function listSavedAddresses(db: Db, customerId: string, limit: number): Promise<SavedAddressRow[]> {
  return queryRows<SavedAddressRow>(db, sql`
    with delivered as (
      select address, placed_at,
             lower(trim(address->>'line1')) || '|' || lower(trim(address->>'city')) || '|' || upper(address->>'country') as k
      from orders
      where customer_id = ${customerId} and fulfillment = 'delivery' and address is not null
    ), latest as (
      select distinct on (k) address, max(placed_at) over (partition by k) as last_used_at, count(*) over (partition by k)::int as orders
      from delivered
      order by k, placed_at desc
    )
    select address, last_used_at, orders from latest order by last_used_at desc limit ${limit}`);
}

/** The phone the customer gave with their latest order that had one (checkout prefills it). */
export async function lastContactPhone(db: Db, customerId: string): Promise<string | null> {
  const [row] = await db
    .select({ phone: orders.contactPhone })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), isNotNull(orders.contactPhone)))
    .orderBy(desc(orders.placedAt))
    .limit(1);
  return row?.phone ?? null;
}

export type OrderRow = typeof orders.$inferSelect;

/** An order with what its views need, read in one statement (items and events aggregated as JSON). */
export type OrderViewRow = {
  id: string;
  reference: string;
  customer_id: string | null;
  table_session_id: string | null;
  table_number: number | null;
  customer_first_name: string | null;
  customer_last_name: string | null;
  restaurant_id: string;
  restaurant_name: string;
  restaurant_address: string;
  restaurant_city: string;
  restaurant_phone: string | null;
  contact_name: string | null;
  contact_phone: string | null;
  distance_km: number | null;
  status: string;
  fulfillment: string;
  /** online, dine_in (a table's QR menu) or pos. */
  channel: string;
  address: unknown;
  scheduled_for: Date | string | null;
  slot_start: Date | string | null;
  prep_minutes: number | null;
  eta_earliest: Date | string | null;
  eta_latest: Date | string | null;
  rejection_reason: string | null;
  promo_code: string | null;
  subtotal_cents: number;
  delivery_fee_cents: number;
  service_fee_cents: number;
  tax_cents: number;
  tip_cents: number;
  discount_cents: number;
  total_cents: number;
  food_discount_cents: number;
  voucher_id: string | null;
  completed_at: Date | string | null;
  handover_code: string | null;
  placed_at: Date | string;
  updated_at: Date | string;
  items: Array<{ menuItemId: string | null; name: string; unitPriceCents: number; quantity: number; modifiers?: ChosenModifier[] }>;
  events: Array<{ status: string; at: string; actorRole: string; reason: string | null }>;
};

export async function selectOrderViews(db: Db, where: SQL, order: SQL, limit = 100): Promise<OrderViewRow[]> {
  return queryRows<OrderViewRow>(db, sql`
    select o.id, o.reference, o.customer_id, o.table_session_id, o.table_number, u.first_name as customer_first_name, u.last_name as customer_last_name,
           o.restaurant_id, r.name as restaurant_name, r.address as restaurant_address, r.city as restaurant_city, r.phone as restaurant_phone,
           o.distance_km, o.contact_name, o.contact_phone, o.status, o.fulfillment, o.channel, o.address, o.scheduled_for, o.slot_start, o.prep_minutes, o.eta_earliest,
           o.eta_latest, o.rejection_reason, o.promo_code, o.subtotal_cents, o.delivery_fee_cents,
           o.service_fee_cents, o.tax_cents, o.tip_cents, o.discount_cents, o.total_cents, o.food_discount_cents, o.voucher_id, o.completed_at, o.handover_code,
           o.placed_at, o.updated_at,
           coalesce((select json_agg(json_build_object('menuItemId', oi.menu_item_id, 'name', oi.name,
                                                       'unitPriceCents', oi.unit_price_cents, 'quantity', oi.quantity,
                                                       'modifiers', oi.modifiers)
                                     order by oi.name)
                     from order_items oi where oi.order_id = o.id), '[]'::json) as items,
           coalesce((select json_agg(json_build_object('status', e.status, 'at', e.created_at,
                                                       'actorRole', e.actor_role, 'reason', e.reason) order by e.id)
                     from order_events e where e.order_id = o.id), '[]'::json) as events
    from orders o
    join restaurants r on r.id = o.restaurant_id
    left join users u on u.id = o.customer_id
    where ${where}
    order by ${order}
    limit ${limit}`);
}

export async function lockOrder(tx: Db, id: string): Promise<OrderRow | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for("update");
  return row ?? null;
}

export async function findOrder(db: Db, id: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row ?? null;
}

export async function insertOrder(
  tx: Db,
  order: typeof orders.$inferInsert,
  items: Array<Omit<typeof orderItems.$inferInsert, "orderId">>,
  /** `id` is null for a dine-in guest who is not signed in. */
  actor: { id: string | null; role: string },
): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(order).returning();
  await tx.insert(orderItems).values(items.map((i) => ({ ...i, orderId: row!.id })));
  await tx.insert(orderEvents).values({ orderId: row!.id, status: row!.status, actorId: actor.id, actorRole: actor.role });
  return row!;
}

/** Moves an order on and records who did it; the caller has the row locked and the move checked. */
export async function recordTransition(
  tx: Db,
  order: OrderRow,
  to: string,
  actor: { id: string; role: string },
  patch: Partial<typeof orders.$inferInsert>,
  reason: string | null,
): Promise<void> {
  await tx.update(orders).set({ ...patch, status: to, updatedAt: sql`now()` }).where(eq(orders.id, order.id));
  await tx.insert(orderEvents).values({ orderId: order.id, fromStatus: order.status, status: to, actorId: actor.id, actorRole: actor.role, reason });
}

export async function findPromo(db: Db, code: string): Promise<Promo | null> {
  const [row] = await db
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.code, code.toUpperCase()), eq(promoCodes.active, true)));
  return row ? { ...row, kind: row.kind as Promo["kind"] } : null;
}

/** Whether the customer has no order yet that counts (rejected and cancelled ones do not). */
export async function isFirstOrder(db: Db, customerId: string): Promise<boolean> {
  const rows = await queryRows<{ n: number }>(db, sql`
    select count(*)::int as n from orders where customer_id = ${customerId} and status not in ('rejected', 'cancelled')`);
  return Number(rows[0]?.n ?? 0) === 0;
}

/**
 * Takes one place in a kitchen slot if it has room. A guarded UPDATE first: Postgres re-checks
 * `booked < capacity` against the latest committed row, so racing checkouts never overfill a slot, and a full
 * slot is not locked at all (an upsert's ON CONFLICT DO UPDATE would lock it even when its WHERE fails, making
 * every ASAP checkout queue behind full slots). A slot nobody booked yet gets its row inserted.
 */
export async function bookSlot(tx: Db, restaurantId: string, slotStart: Date, capacity: number): Promise<boolean> {
  const at = slotStart.toISOString();
  const take = () =>
    queryRows<{ booked: number }>(tx, sql`
      update kitchen_slots set booked = booked + 1
      where restaurant_id = ${restaurantId} and slot_start = ${at} and booked < coalesce(capacity, ${capacity})
      returning booked`);
  if ((await take()).length > 0) return true;
  const inserted = await queryRows<{ booked: number }>(tx, sql`
    insert into kitchen_slots (restaurant_id, slot_start, booked) values (${restaurantId}, ${at}, 1)
    on conflict (restaurant_id, slot_start) do nothing
    returning booked`);
  if (inserted.length > 0) return true;
  // Someone created the row meanwhile (or it is full): one more guarded attempt decides.
  return (await take()).length > 0;
}

export async function releaseSlot(tx: Db, restaurantId: string, slotStart: Date): Promise<void> {
  await tx
    .update(kitchenSlots)
    .set({ booked: sql`greatest(${kitchenSlots.booked} - 1, 0)` })
    .where(and(eq(kitchenSlots.restaurantId, restaurantId), eq(kitchenSlots.slotStart, slotStart)));
}

/**
 * Places left per slot from `from` to `to` (inclusive) for the slots that have a row — booked, or given a capacity
 * of their own; a slot without a row has the restaurant's whole `defaultCapacity`.
 */
export async function slotRoom(db: Db, restaurantId: string, from: Date, to: Date, defaultCapacity: number): Promise<Map<number, number>> {
  const rows = await queryRows<{ slot_start: Date | string; room: number }>(db, sql`
    select slot_start, coalesce(capacity, ${defaultCapacity}) - booked as room from kitchen_slots
    where restaurant_id = ${restaurantId} and slot_start >= ${from.toISOString()} and slot_start <= ${to.toISOString()}`);
  return new Map(rows.map((r) => [new Date(r.slot_start).getTime(), Number(r.room)]));
}

/**
 * Gives each slot a capacity of its own (or back to the restaurant's default with null). A slot already booked
 * beyond its new capacity keeps its orders and takes no more.
 */
export async function setSlotCapacities(tx: Db, restaurantId: string, slots: ReadonlyArray<{ start: Date; capacity: number | null }>): Promise<void> {
  for (const s of [...slots].sort((a, b) => a.start.getTime() - b.start.getTime())) {
    await tx.execute(sql`
      insert into kitchen_slots (restaurant_id, slot_start, booked, capacity) values (${restaurantId}, ${s.start.toISOString()}, 0, ${s.capacity})
      on conflict (restaurant_id, slot_start) do update set capacity = excluded.capacity`);
  }
}

/** The capacities set per slot from `from` to `to` (inclusive). */
export async function slotCapacities(db: Db, restaurantId: string, from: Date, to: Date): Promise<Map<number, number>> {
  const rows = await queryRows<{ slot_start: Date | string; capacity: number }>(db, sql`
    select slot_start, capacity from kitchen_slots
    where restaurant_id = ${restaurantId} and capacity is not null and slot_start >= ${from.toISOString()} and slot_start <= ${to.toISOString()}`);
  return new Map(rows.map((r) => [new Date(r.slot_start).getTime(), Number(r.capacity)]));
}

/** Orders the kitchen has not finished yet: the queue a new order waits behind. */
export async function kitchenQueueLength(db: Db, restaurantId: string): Promise<number> {
  const rows = await queryRows<{ n: number }>(db, sql`
    select count(*)::int as n from orders where restaurant_id = ${restaurantId} and status in ('placed', 'accepted', 'preparing')`);
  return Number(rows[0]?.n ?? 0);
}

// ---------- idempotency ----------

/**
 * Claims (user, key) for this request. On Postgres a concurrent claim of the same key waits here until the
 * first transaction ends: after a commit it finds the stored response, after a rollback it claims the key.
 */
export async function claimIdempotencyKey(tx: Db, userId: string, key: string, requestHash: string): Promise<boolean> {
  const rows = await queryRows<{ key: string }>(tx, sql`
    insert into idempotency_keys (user_id, key, request_hash, response_status, response_body)
    values (${userId}, ${key}, ${requestHash}, 0, 'null'::jsonb)
    on conflict (user_id, key) do nothing
    returning key`);
  return rows.length > 0;
}

/**
 * Keys are kept a day (like payment APIs do); older ones of this user are swept before a new claim — that sweep is
 * what makes a key reusable after a day (the claim would otherwise replay the old answer), so it stays on the
 * request path. `sweepAllIdempotencyKeys` (the hourly `idempotency-keys-sweep` job) removes everyone else's.
 */
export async function sweepIdempotencyKeys(db: Db, userId: string): Promise<void> {
  await db.execute(sql`delete from idempotency_keys where user_id = ${userId} and created_at < now() - interval '24 hours'`);
}

export async function sweepAllIdempotencyKeys(db: Db): Promise<number> {
  const rows = await queryRows<{ key: string }>(db, sql`delete from idempotency_keys where created_at < now() - interval '24 hours' returning key`);
  return rows.length;
}

export async function findIdempotencyKey(db: Db, userId: string, key: string) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row ?? null;
}

export async function saveIdempotentResponse(tx: Db, userId: string, key: string, status: number, body: unknown) {
  await tx
    .update(idempotencyKeys)
    .set({ responseStatus: status, responseBody: body })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}
