import { sql } from "drizzle-orm";
import type { Db } from "../platform/database.js";
import { seedOnce } from "./seed-marker.js";

const WEB_EVENTS_SEED_KEY = "seed_web_events";
const WEB_EVENTS_SEED_VERSION = "1";
/** The funnel's demo covers the last four weeks and the four before them (so "against the previous period" compares). */
const DAYS = 60;
/** Visitors who looked but did not buy, per paid order; of them the share who added a dish (%), and who started checkout (%). */
const BROWSERS_PER_ORDER = 8;
const CART_PERCENT = 30;
const CHECKOUT_PERCENT = 10;

/**
 * The funnel's demo, consistent with the orders already seeded (so paid never exceeds checkout): every paid online
 * order of the last sixty days had its buyer view the menu, add a dish and start checkout minutes before it was
 * placed; around it, eight other browsers per order viewed the same menu in the two hours before, some added a dish
 * and fewer started checkout. Deterministic (hashes of the order id), relative to the orders' own times.
 */
export async function seedWebEvents(db: Db): Promise<boolean> {
  return seedOnce(db, WEB_EVENTS_SEED_KEY, WEB_EVENTS_SEED_VERSION, async (tx) => {
    const paidOrders = sql`
      select o.id, o.customer_id, o.restaurant_id, o.placed_at
      from orders o join payments p on p.order_id = o.id
      where o.channel = 'online' and p.status in ('authorized', 'captured', 'partially_refunded', 'refunded')
        and o.placed_at > now() - make_interval(days => ${DAYS})`;
    await tx.execute(sql`
      insert into web_events (type, visitor_id, user_id, restaurant_id, occurred_at)
      select t.type, 'seed' || substr(md5(o.id::text), 1, 24), o.customer_id, o.restaurant_id, o.placed_at - t.before
      from (${paidOrders}) o
      cross join (values ('menu_view', interval '11 minutes'), ('cart_add', interval '8 minutes'), ('checkout_start', interval '3 minutes')) as t(type, before)`);
    await tx.execute(sql`
      with browsers as (
        select o.restaurant_id, 'seed' || substr(md5(o.id::text || ':' || g.i), 1, 24) as visitor_id,
               o.placed_at - make_interval(mins => 5 + abs(hashtext(o.id::text || ':' || g.i)) % 115) as at,
               abs(hashtext(o.id::text || '#' || g.i)) % 100 as h
        from (${paidOrders}) o cross join generate_series(1, ${BROWSERS_PER_ORDER}) as g(i)
      )
      insert into web_events (type, visitor_id, restaurant_id, occurred_at)
      select 'menu_view', visitor_id, restaurant_id, at from browsers
      union all select 'cart_add', visitor_id, restaurant_id, at + interval '3 minutes' from browsers where h < ${CART_PERCENT}
      union all select 'checkout_start', visitor_id, restaurant_id, at + interval '6 minutes' from browsers where h < ${CHECKOUT_PERCENT}`);
  });
}
