import { sql } from "drizzle-orm";
import { type CeoDashboard, type DailyPoint, type KpiSet, revenueCents } from "@tavola/contracts";
import { queryRows, type Db } from "../../platform/database.js";
import { notFound } from "../../platform/errors.js";
import { activeCouriers, allRestaurantNames, cohortRows, COHORT_MONTHS, restaurantNames, restaurantName, type Window } from "./kpi.repository.js";
import { cohortCounts, customerCounts, restaurantCustomerCounts, type CustomerCounts } from "./rollups/customer-days-reads.js";
import { addSums, zeroSums, type FigureSums } from "./rollups/rollup-columns.js";
import { bucketSums, localMidnights, tuneReads, type Scope } from "./rollups/rollup-reads.js";

type Query = { from: string; to: string; tz: string; restaurantId?: string | undefined };

const DAY_MS = 86_400_000;
const dayNumber = (d: string) => Date.parse(`${d}T00:00:00Z`) / DAY_MS;
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The range's local days as absolute instants: Postgres applies the zone's offsets (DST included). */
export async function windowOf(db: Db, from: string, to: string, tz: string, restaurantId?: string): Promise<Window> {
  const [row] = await queryRows<{ start: Date | string; end: Date | string }>(db, sql`
    select (${from}::date)::timestamp at time zone ${tz} as start,
           ((${to}::date) + 1)::timestamp at time zone ${tz} as "end"`);
  return { start: new Date(row!.start), end: new Date(row!.end), tz, restaurantId };
}

const share = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/** A KPI set from summed rollup cells and the counts that are not sums (distinct customers, restaurants, couriers). */
export function kpiSetOf(s: FigureSums, counts: { customers: CustomerCounts; restaurants: number; couriers: number }): KpiSet {
  const commission = s.courier_commission_cents;
  return {
    gmvCents: s.gmv_cents,
    netRevenueCents: revenueCents({ serviceFeeCents: s.service_fee_cents, deliveryFeeCents: s.delivery_fee_cents, courierCommissionCents: commission }),
    serviceFeeCents: s.service_fee_cents,
    deliveryFeeCents: s.delivery_fee_cents,
    courierCommissionCents: commission,
    orders: s.orders,
    averageOrderValueCents: s.orders > 0 ? Math.round(s.gmv_cents / s.orders) : 0,
    refundsCents: s.refunds_cents,
    activeCustomers: counts.customers.active,
    activeRestaurants: counts.restaurants,
    activeCouriers: counts.couriers,
    repeatRate: share(counts.customers.repeaters, counts.customers.active),
    onTimeRate: share(s.on_time, s.deliveries),
    nps: s.feedback > 0 ? Math.round(((s.feedback_positive - s.feedback_negative) / s.feedback) * 1000) / 10 : null,
    feedbackCount: s.feedback,
  };
}

/**
 * The CEO dashboard: the range's figures beside the same number of days just before it, the daily trend, the
 * restaurants ranked by GMV, and monthly cohorts — platform-wide, or for one restaurant (drill-down). Sums come from
 * the rollups (rollups/), read in one repeatable-read snapshot so the trend, the restaurants and the totals add up
 * even while a refresh commits; distinct customers and cohorts from the customer-day rollups (customer-days-reads.ts),
 * a drilled-into restaurant's from its own rows there. No read touches the operational tables but for names.
 */
export async function ceoDashboard(db: Db, q: Query): Promise<CeoDashboard> {
  const days = dayNumber(q.to) - dayNumber(q.from) + 1;
  const previousFrom = dateOf(dayNumber(q.from) - days);
  const previousTo = dateOf(dayNumber(q.from) - 1);
  // Independent small reads side by side on the pool (each a round trip: on a busy machine, waits add up). Couriers and
  // names are not rollups: read beside the snapshot, not in it.
  const [name, [current, before]] = await Promise.all([
    q.restaurantId ? restaurantName(db, q.restaurantId) : null,
    Promise.all([windowOf(db, q.from, q.to, q.tz, q.restaurantId), windowOf(db, previousFrom, previousTo, q.tz, q.restaurantId)]),
  ]);
  if (q.restaurantId && !name) throw notFound("No such restaurant");
  const scope: Scope = q.restaurantId ? { level: "restaurant", restaurantId: q.restaurantId } : { level: "platform" };
  const league: Scope = q.restaurantId ? { level: "restaurant", restaurantId: q.restaurantId } : { level: "restaurants" };
  // On Postgres these run on other connections beside the snapshot; awaited outside it (PGlite has one connection:
  // a read awaited inside the transaction would wait for the transaction's end).
  const [snapshot, [couriersNow, couriersBefore], allNames] = await Promise.all([
    db.transaction(
      async (tx) => {
        await tuneReads(tx);
        // One read of both periods' local midnights, one of their days' sums (the KPI sums are the sums of their
        // days), one of the restaurants' sums labelled by period.
        const both = { from: previousFrom, to: q.to, tz: q.tz };
        const midnights = await localMidnights(tx, both);
        const byDay = await bucketSums(tx, scope, both, "day", midnights);
        const restaurantRows = await bucketSums(tx, league, both, (day) => (day >= q.from ? "now" : "before"), midnights);
        const customers = q.restaurantId ? await restaurantCustomerCounts(tx, q.restaurantId, [current, before]) : await customerCounts(tx, [current, before]);
        const cohortCells = await cohortCounts(tx, current, COHORT_MONTHS, q.restaurantId);
        return { byDay, restaurantRows, customers, cohortCells };
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    ),
    activeCouriers(db, [current.end, before.end]),
    allRestaurantNames(db),
  ]);
  const { byDay, restaurantRows, cohortCells } = snapshot;
  const [customersNow, customersBefore] = snapshot.customers;
  const sumDays = (fromDay: string, toDay: string) => byDay.filter((b) => b.period >= fromDay && b.period <= toDay).reduce((acc, b) => addSums(acc, b.sums), zeroSums());
  const restaurantsNow = restaurantRows.filter((r) => r.period === "now");
  const restaurantsBefore = restaurantRows.filter((r) => r.period === "before");
  const withOrders = (rows: typeof restaurantsNow) => rows.filter((r) => r.restaurantId && r.sums.orders > 0);
  const ranked = withOrders(restaurantsNow);
  // A restaurant added between the names' read and the snapshot: its name read now.
  const unnamed = ranked.map((r) => r.restaurantId!).filter((id) => !allNames.has(id));
  const names = unnamed.length > 0 ? new Map([...allNames, ...(await restaurantNames(db, unnamed))]) : allNames;
  const daily: DailyPoint[] = [];
  const byDate = new Map(byDay.map((b) => [b.period, b.sums]));
  for (let d = dayNumber(q.from); d <= dayNumber(q.to); d++) {
    const s = byDate.get(dateOf(d)) ?? zeroSums();
    daily.push({
      date: dateOf(d),
      gmvCents: s.gmv_cents,
      netRevenueCents: revenueCents({ serviceFeeCents: s.service_fee_cents, deliveryFeeCents: s.delivery_fee_cents, courierCommissionCents: s.courier_commission_cents }),
      orders: s.orders,
    });
  }
  return {
    range: { from: q.from, to: q.to, tz: q.tz },
    previousRange: { from: previousFrom, to: previousTo },
    current: kpiSetOf(sumDays(q.from, q.to), { customers: customersNow!, restaurants: ranked.length, couriers: couriersNow! }),
    previous: kpiSetOf(sumDays(previousFrom, previousTo), { customers: customersBefore!, restaurants: withOrders(restaurantsBefore).length, couriers: couriersBefore! }),
    daily,
    restaurants: ranked
      .map((r) => ({
        restaurantId: r.restaurantId!,
        name: names.get(r.restaurantId!) ?? "Removed restaurant",
        gmvCents: r.sums.gmv_cents,
        orders: r.sums.orders,
        averageOrderValueCents: Math.round(r.sums.gmv_cents / r.sums.orders),
        onTimeRate: share(r.sums.on_time, r.sums.deliveries),
      }))
      .sort((a, b) => b.gmvCents - a.gmvCents || a.name.localeCompare(b.name)),
    cohorts: cohortRows(cohortCells, current),
    restaurant: q.restaurantId && name ? { id: q.restaurantId, name } : null,
  };
}
