import { randomUUID } from "node:crypto";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { ChosenModifier } from "@tavola/contracts";
import { queryRows, type Db } from "../../platform/database.js";
import { kitchenBumps } from "../../db/schema/index.js";

/**
 * The kitchen module writes only `kitchen_bumps`; it reads the orders, their lines and the dishes' stations and prep
 * times (owned by ordering and restaurants) in one statement, like analytics does.
 */

/** The states in which an order is on the kitchen's screens: accepted (sent) and being prepared. */
const ON_THE_PASS = sql`o.status in ('accepted', 'preparing')`;

export type KitchenLineRow = {
  order_id: string;
  reference: string;
  channel: string;
  table_number: number | null;
  fulfillment: string;
  customer_name: string | null;
  slot_start: Date | string | null;
  arrived_at: Date | string;
  item_id: string;
  name: string;
  quantity: number;
  modifiers: ChosenModifier[];
  note: string | null;
  seat: number | null;
  course: number | null;
  /** When its course was fired, if it was held first (its dishes are timed from then). */
  fired_at: Date | string | null;
  station: string;
  prep_minutes: number;
  bumped_at: Date | string | null;
};

/**
 * Every line of the restaurant's orders on the pass (placed in the last day), oldest ticket first — less the dishes
 * of a course the POS holds back (they come when it is fired). A ticket arrives
 * when it was accepted (a POS order is accepted as it is sent); a dish removed from the menu keeps the kitchen's
 * defaults. A dine-in order from before channels were recorded reads as dine-in by its table session.
 */
export async function selectKitchenLines(db: Db, restaurantId: string, orderId?: string): Promise<KitchenLineRow[]> {
  const one = orderId ? sql`and o.id = ${orderId}` : sql``;
  return queryRows<KitchenLineRow>(db, sql`
    select o.id as order_id, o.reference,
           case when o.channel = 'pos' then 'pos' when o.table_session_id is not null then 'dine_in' else o.channel end as channel,
           o.table_number, o.fulfillment, nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') as customer_name,
           o.slot_start,
           coalesce((select max(e.created_at) from order_events e where e.order_id = o.id and e.status = 'accepted'), o.placed_at) as arrived_at,
           oi.id as item_id, oi.name, oi.quantity, oi.modifiers, oi.note, oi.seat, oi.course, oi.fired_at,
           coalesce(mi.station, 'kitchen') as station, coalesce(mi.prep_minutes, 15) as prep_minutes,
           b.bumped_at
    from orders o
    join order_items oi on oi.order_id = o.id
    left join menu_items mi on mi.id = oi.menu_item_id
    left join kitchen_bumps b on b.order_item_id = oi.id and b.recalled_at is null
    left join users u on u.id = o.customer_id
    where o.restaurant_id = ${restaurantId} and ${ON_THE_PASS} and o.placed_at > now() - interval '24 hours' and not oi.held ${one}
    order by arrived_at, o.placed_at, o.id, coalesce(oi.course, 0), coalesce(oi.seat, 0), oi.name, oi.id`);
}

/**
 * Bumps the given lines as one action (Recall brings them all back). A line already bumped stays as it was (the
 * partial unique index: two bump bars pressing at once bump it once); the lines actually bumped are returned.
 */
export async function insertBumps(
  tx: Db,
  input: { restaurantId: string; orderId: string; itemIds: readonly string[]; view: string; userId: string },
): Promise<string[]> {
  if (input.itemIds.length === 0) return [];
  const actionId = randomUUID();
  const rows = await tx
    .insert(kitchenBumps)
    .values(input.itemIds.map((orderItemId) => ({ actionId, restaurantId: input.restaurantId, orderId: input.orderId, orderItemId, view: input.view, bumpedBy: input.userId })))
    .onConflictDoNothing()
    .returning({ orderItemId: kitchenBumps.orderItemId });
  return rows.map((r) => r.orderItemId);
}

/** The screen's last live bump action (what Recall would bring back), if any. */
export async function findLastBump(db: Db, restaurantId: string, view: string): Promise<{ actionId: string; orderId: string; bumpedAt: Date } | null> {
  const [row] = await db
    .select({ actionId: kitchenBumps.actionId, orderId: kitchenBumps.orderId, bumpedAt: kitchenBumps.bumpedAt })
    .from(kitchenBumps)
    .where(and(eq(kitchenBumps.restaurantId, restaurantId), eq(kitchenBumps.view, view), isNull(kitchenBumps.recalledAt)))
    .orderBy(desc(kitchenBumps.bumpedAt), desc(kitchenBumps.id))
    .limit(1);
  return row ?? null;
}

/** Recalls one bump action: its lines are back on the screens. Returns how many lines came back. */
export async function recallAction(tx: Db, actionId: string): Promise<number> {
  const rows = await tx
    .update(kitchenBumps)
    .set({ recalledAt: sql`now()` })
    .where(and(eq(kitchenBumps.actionId, actionId), isNull(kitchenBumps.recalledAt)))
    .returning({ id: kitchenBumps.id });
  return rows.length;
}

/** The restaurant and order a bump names (a dish by its line id, or a ticket by its order id), or null. */
export async function findBumpTarget(db: Db, target: { itemId: string } | { orderId: string }): Promise<{ restaurantId: string; orderId: string } | null> {
  const rows =
    "itemId" in target
      ? await queryRows<{ restaurant_id: string; order_id: string }>(db, sql`
          select o.restaurant_id, o.id as order_id from order_items oi join orders o on o.id = oi.order_id where oi.id = ${target.itemId}`)
      : await queryRows<{ restaurant_id: string; order_id: string }>(db, sql`select restaurant_id, id as order_id from orders where id = ${target.orderId}`);
  return rows[0] ? { restaurantId: rows[0].restaurant_id, orderId: rows[0].order_id } : null;
}
