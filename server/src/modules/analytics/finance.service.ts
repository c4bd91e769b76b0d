import type { FinanceFigures, FinanceGranularity, FinanceReport } from "@tavola/contracts";
import { financePeriodOf, rangeDayNumber } from "@tavola/contracts";
import type { Db } from "../../platform/database.js";
import { notFound } from "../../platform/errors.js";
import { financeByRestaurant, financeCells, financePeriods, restaurantNames, type FinanceCell } from "./finance.repository.js";
import { allRestaurantNames, restaurantName } from "./kpi.repository.js";
import { localMidnights, tuneReads } from "./rollups/rollup-reads.js";

export type FinanceQueryParsed = { from: string; to: string; tz: string; granularity: FinanceGranularity; restaurantId?: string | undefined };

const DAY_MS = 86_400_000;
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

export const zeroFigures = (): FinanceFigures => ({
  orders: 0,
  gmvCents: 0,
  serviceFeeCents: 0,
  deliveryFeeCents: 0,
  courierCommissionCents: 0,
  revenueCents: 0,
  cateringCents: 0,
  refundsCents: 0,
  taxCents: 0,
  tipsCents: 0,
  courierPayoutsCents: 0,
});

/** Adds a cell's figures into an accumulator (integers only: sums stay exact to the cent). */
const FIGURE_KEYS = Object.keys(zeroFigures()) as Array<keyof FinanceFigures>;
export function addFigures(into: FinanceFigures, cell: FinanceFigures): FinanceFigures {
  for (const key of FIGURE_KEYS) into[key] += cell[key];
  return into;
}

/** Every period of the range in order, each named by its first local day (the first may start before `from`). */
export function periodsOf(from: string, to: string, granularity: FinanceGranularity): string[] {
  const out: string[] = [];
  for (let d = rangeDayNumber(from); d <= rangeDayNumber(to); d++) {
    const p = financePeriodOf(dateOf(d), granularity);
    if (out[out.length - 1] !== p) out.push(p);
  }
  return out;
}

export async function assertRestaurant(db: Db, restaurantId: string | undefined): Promise<{ id: string; name: string } | null> {
  if (!restaurantId) return null;
  const name = await restaurantName(db, restaurantId);
  if (!name) throw notFound("No such restaurant");
  return { id: restaurantId, name };
}

export async function cellsFor(db: Db, q: FinanceQueryParsed): Promise<FinanceCell[]> {
  return financeCells(db, q);
}

/**
 * The financial report for a range of local days: totals, every period (zeros filled in), restaurants by revenue, and
 * what belongs to no restaurant. Periods come from the platform's rollup cells and restaurants from each restaurant's,
 * read in one repeatable-read snapshot: the refresh writes both in one transaction, so periods, restaurants and
 * unattributed each add up to the totals exactly.
 */
export async function financeReport(db: Db, q: FinanceQueryParsed): Promise<FinanceReport> {
  // The restaurant check and every name beside the snapshot, on other connections (fewer round trips in a row).
  const [restaurant, allNames, { periods, byRestaurant }] = await Promise.all([
    assertRestaurant(db, q.restaurantId),
    allRestaurantNames(db),
    db.transaction(
      async (tx) => {
        await tuneReads(tx);
        const midnights = await localMidnights(tx, q);
        return { periods: await financePeriods(tx, q, midnights), byRestaurant: await financeByRestaurant(tx, q, midnights) };
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    ),
  ]);
  const totals = zeroFigures();
  const byPeriod = new Map(periodsOf(q.from, q.to, q.granularity).map((p) => [p, zeroFigures()]));
  for (const { period, ...f } of periods) {
    addFigures(totals, f);
    addFigures(byPeriod.get(period) ?? byPeriod.set(period, zeroFigures()).get(period)!, f);
  }
  const unattributed = zeroFigures();
  const restaurants = byRestaurant.filter((r) => r.restaurantId !== null);
  for (const { restaurantId, ...f } of byRestaurant) if (restaurantId === null) addFigures(unattributed, f);
  // A restaurant added between the names' read and the snapshot: its name read now.
  const unnamed = restaurants.map((r) => r.restaurantId!).filter((id) => !allNames.has(id));
  const names = unnamed.length > 0 ? new Map([...allNames, ...(await restaurantNames(db, unnamed))]) : allNames;
  return {
    range: { from: q.from, to: q.to, tz: q.tz, granularity: q.granularity },
    totals,
    periods: [...byPeriod.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([period, f]) => ({ period, ...f })),
    restaurants: restaurants
      .map(({ restaurantId, ...f }) => ({ restaurantId: restaurantId!, name: names.get(restaurantId!) ?? "Removed restaurant", ...f }))
      .sort((a, b) => b.revenueCents - a.revenueCents || b.gmvCents - a.gmvCents || a.name.localeCompare(b.name)),
    unattributed,
    restaurant,
  };
}
