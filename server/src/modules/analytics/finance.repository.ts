import { FINANCE_COLUMNS, type FinanceFigures, type FinanceGranularity, revenueCents } from "@tavola/contracts";
import type { Db } from "../../platform/database.js";
import type { FigureSums } from "./rollups/rollup-columns.js";
import { bucketSums, type Granularity, type Midnights, type Scope } from "./rollups/rollup-reads.js";

export { restaurantNames } from "./kpi.repository.js";

/**
 * Financial analytics' reads, over the rollups: each ledger row (an order, a commission, a catering payment, a refund,
 * a payout) is summed into the cell of its restaurant (none for payouts and refunds of payments that are not an
 * order's) and its own time; a period is the local day, ISO week or month of that time in the zone. Contracts'
 * FINANCE_DEFINITIONS says each figure in words. Analytics never write operational tables.
 */
/** A range of local days, its zone and period length, optionally one restaurant. */
export type FinanceWindow = { from: string; to: string; tz: string; granularity: FinanceGranularity; restaurantId?: string | undefined };
export type FinanceCell = FinanceFigures & { period: string; restaurantId: string | null };

/** A rollup sum as the report's figures; revenue by its one definition. */
export function financeFiguresOf(s: FigureSums): FinanceFigures {
  const figures = {
    orders: s.orders,
    gmvCents: s.gmv_cents,
    serviceFeeCents: s.service_fee_cents,
    deliveryFeeCents: s.delivery_fee_cents,
    courierCommissionCents: s.courier_commission_cents,
    cateringCents: s.catering_cents,
    refundsCents: s.refunds_cents,
    taxCents: s.tax_cents,
    tipsCents: s.tip_cents,
    courierPayoutsCents: s.courier_payouts_cents,
  };
  return { ...figures, revenueCents: revenueCents(figures) };
}

/** The rollup figures the report is made of (financeFiguresOf): only these are summed and read. */
const FINANCE_SUMS = ["orders", "gmv_cents", "service_fee_cents", "delivery_fee_cents", "courier_commission_cents", "catering_cents", "refunds_cents", "tax_cents", "tip_cents", "courier_payouts_cents"] as const;

const restaurantsScope = (restaurantId: string | undefined): Scope => (restaurantId ? { level: "restaurant", restaurantId } : { level: "restaurants" });
/** A cell with a ledger row in it (a restaurant's cell holding only feedback or cancelled orders is not listed). */
const hasFigures = (f: FinanceFigures) => FINANCE_COLUMNS.some((c) => f[c.key] !== 0);

/** Figures per (period, restaurant) of the window: the CSV's rows. */
export async function financeCells(db: Db, w: FinanceWindow): Promise<FinanceCell[]> {
  const rows = await bucketSums(db, restaurantsScope(w.restaurantId), w, w.granularity, undefined, FINANCE_SUMS);
  return rows
    .map((r) => ({ period: r.period, restaurantId: r.restaurantId, ...financeFiguresOf(r.sums) }))
    .filter(hasFigures)
    .sort((a, b) => a.period.localeCompare(b.period) || (a.restaurantId === null ? 1 : b.restaurantId === null ? -1 : a.restaurantId < b.restaurantId ? -1 : 1));
}

/** Figures per period of the window, all restaurants together (or the one asked for). */
export async function financePeriods(db: Db, w: FinanceWindow, midnights?: Midnights): Promise<Array<FinanceFigures & { period: string }>> {
  const scope: Scope = w.restaurantId ? { level: "restaurant", restaurantId: w.restaurantId } : { level: "platform" };
  const rows = await bucketSums(db, scope, w, w.granularity as Granularity, midnights, FINANCE_SUMS);
  return rows.map((r) => ({ period: r.period, ...financeFiguresOf(r.sums) }));
}

/** Figures per restaurant over the whole window (null: what belongs to no restaurant). */
export async function financeByRestaurant(db: Db, w: FinanceWindow, midnights?: Midnights): Promise<Array<FinanceFigures & { restaurantId: string | null }>> {
  const rows = await bucketSums(db, restaurantsScope(w.restaurantId), w, "all", midnights, FINANCE_SUMS);
  return rows.map((r) => ({ restaurantId: r.restaurantId, ...financeFiguresOf(r.sums) })).filter(hasFigures);
}
