import { sql } from "drizzle-orm";
import type { CustomerOrderSummary } from "@tavola/contracts";
import { queryRows, type Db } from "../../platform/database.js";

/** The customer's own figures: completed orders, what discounts saved them, and the restaurant they order from most. */
export async function customerOrderSummary(db: Db, customerId: string): Promise<CustomerOrderSummary> {
  const [totals] = await queryRows<{ completed: number; savings: number | string }>(db, sql`
    select count(*) filter (where status in ('delivered', 'picked_up', 'served'))::int as completed,
           coalesce(sum(discount_cents) filter (where status not in ('rejected', 'cancelled')), 0)::bigint as savings
      from orders where customer_id = ${customerId}::uuid`);
  const [favorite] = await queryRows<{ id: string; name: string; slug: string; orders: number }>(db, sql`
    select r.id::text as id, r.name, r.slug, count(*)::int as orders
      from orders o join restaurants r on r.id = o.restaurant_id
     where o.customer_id = ${customerId}::uuid and o.status not in ('rejected', 'cancelled')
     group by r.id, r.name, r.slug
     order by count(*) desc, max(o.placed_at) desc
     limit 1`);
  return {
    ordersCompleted: Number(totals?.completed ?? 0),
    savingsCents: Number(totals?.savings ?? 0),
    favoriteRestaurant: favorite ? { id: favorite.id, name: favorite.name, slug: favorite.slug, orders: Number(favorite.orders) } : null,
  };
}
