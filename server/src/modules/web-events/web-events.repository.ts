import { sql } from "drizzle-orm";
import type { WebEvent } from "@tavola/contracts";
import { queryRows, type Db } from "../../platform/database.js";

/**
 * Appends a batch in one statement. Events naming a restaurant that does not exist are dropped here (no foreign
 * key keeps the table cheap to write and to prune), so a forged batch cannot invent restaurants in the funnel.
 */
export async function appendWebEvents(db: Db, visitorId: string, userId: string | null, events: readonly WebEvent[]): Promise<number> {
  if (events.length === 0) return 0;
  const rows = sql.join(
    events.map((e, i) => sql`(${i}::int, ${e.type}::text, ${e.restaurantId}::uuid, ${e.menuItemId ?? null}::uuid)`),
    sql`, `,
  );
  const saved = await queryRows<{ id: number }>(db, sql`
    insert into web_events (type, visitor_id, user_id, restaurant_id, menu_item_id)
    select v.type, ${visitorId}, ${userId}::uuid, v.restaurant_id, v.menu_item_id
    from (values ${rows}) as v(n, type, restaurant_id, menu_item_id)
    where exists (select 1 from restaurants r where r.id = v.restaurant_id)
    order by v.n
    returning id`);
  return saved.length;
}

/** The retention job's one statement: events recorded before `before` go (a re-run deletes nothing more). */
export async function deleteWebEventsBefore(db: Db, before: Date): Promise<number> {
  const gone = await queryRows<{ id: number }>(db, sql`delete from web_events where occurred_at < ${before.toISOString()}::timestamptz returning id`);
  return gone.length;
}
