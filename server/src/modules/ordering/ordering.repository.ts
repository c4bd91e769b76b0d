import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../../platform/database.js";

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
