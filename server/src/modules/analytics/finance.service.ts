import type { FinanceFigures, FinanceGranularity, FinanceReport } from "@tavola/contracts";
import { financePeriodOf, rangeDayNumber } from "@tavola/contracts";
import type { Db } from "../../platform/database.js";
import { notFound } from "../../platform/errors.js";
import { windowOf } from "./ceo-dashboard.service.js";
import { financeCells, restaurantNames, type FinanceCell } from "./finance.repository.js";
import { restaurantName } from "./kpi.repository.js";

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
export function addFigures(into: FinanceFigures, cell: FinanceFigures): FinanceFigures {
  for (const key of Object.keys(into) as Array<keyof FinanceFigures>) into[key] += cell[key];
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
  const w = await windowOf(db, q.from, q.to, q.tz, q.restaurantId);
  return financeCells(db, { ...w, granularity: q.granularity });
}

/**
 * The financial report for a range of local days: totals, every period (zeros filled in), restaurants by revenue, and
 * what belongs to no restaurant — all sums of the same cells, so periods, restaurants and unattributed each add up
 * to the totals exactly.
 */
export async function financeReport(db: Db, q: FinanceQueryParsed): Promise<FinanceReport> {
  const restaurant = await assertRestaurant(db, q.restaurantId);
  const cells = await cellsFor(db, q);
  const totals = zeroFigures();
  const unattributed = zeroFigures();
  const byPeriod = new Map(periodsOf(q.from, q.to, q.granularity).map((p) => [p, zeroFigures()]));
  const byRestaurant = new Map<string, FinanceFigures>();
  for (const c of cells) {
    addFigures(totals, c);
    addFigures(byPeriod.get(c.period) ?? byPeriod.set(c.period, zeroFigures()).get(c.period)!, c);
    if (c.restaurantId === null) addFigures(unattributed, c);
    else addFigures(byRestaurant.get(c.restaurantId) ?? byRestaurant.set(c.restaurantId, zeroFigures()).get(c.restaurantId)!, c);
  }
  const names = await restaurantNames(db, [...byRestaurant.keys()]);
  return {
    range: { from: q.from, to: q.to, tz: q.tz, granularity: q.granularity },
    totals,
    periods: [...byPeriod.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([period, f]) => ({ period, ...f })),
    restaurants: [...byRestaurant.entries()]
      .map(([restaurantId, f]) => ({ restaurantId, name: names.get(restaurantId) ?? "Removed restaurant", ...f }))
      .sort((a, b) => b.revenueCents - a.revenueCents || b.gmvCents - a.gmvCents || a.name.localeCompare(b.name)),
    unattributed,
    restaurant,
  };
}
