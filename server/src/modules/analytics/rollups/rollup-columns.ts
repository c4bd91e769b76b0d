import { sql, type SQL } from "drizzle-orm";

/**
 * The figure columns every rollup cell carries (db/schema/analytics.ts), in one order: the refresh writes them and the
 * reads sum them by these names. `FigureSums` is a set of them summed over some cells.
 */
export const FIGURE_COLUMNS = [
  "orders",
  "gmv_cents",
  "service_fee_cents",
  "delivery_fee_cents",
  "tax_cents",
  "tip_cents",
  "discount_cents",
  "cancelled",
  "rejected",
  "deliveries",
  "on_time",
  "refunds",
  "refunds_cents",
  "courier_commission_cents",
  "catering_cents",
  "courier_payouts_cents",
  "feedback",
  "feedback_positive",
  "feedback_negative",
] as const;
export type FigureColumn = (typeof FIGURE_COLUMNS)[number];
export type FigureSums = Record<FigureColumn, number>;

/** What belongs to no restaurant (courier payouts, refunds of payments that are not an order's). */
export const NO_RESTAURANT = "00000000-0000-0000-0000-000000000000";

/** A fresh all-zero set (a loop, not Object.fromEntries: reads build one per result row, ~70,000 for a year of days). */
export const zeroSums = (): FigureSums => {
  const out = {} as FigureSums;
  for (const c of FIGURE_COLUMNS) out[c] = 0;
  return out;
};

export function addSums(into: FigureSums, from: FigureSums): FigureSums {
  for (const c of FIGURE_COLUMNS) into[c] += from[c];
  return into;
}

/** A row's figure columns as numbers (bigint sums arrive as strings). */
export function sumsOf(row: Record<string, unknown>): FigureSums {
  const out = zeroSums();
  for (const c of FIGURE_COLUMNS) out[c] = Number(row[c] ?? 0);
  return out;
}

/** `c1, c2, …` (optionally prefixed), and `sum(p.c1)::bigint as c1, …`. */
export const columnList = (prefix = "") => sql.raw(FIGURE_COLUMNS.map((c) => `${prefix}${c}`).join(", "));
export const sumList = (prefix = ""): SQL => sql.raw(FIGURE_COLUMNS.map((c) => `sum(${prefix}${c})::bigint as ${c}`).join(", "));
export const anyNonZero = (prefix = ""): SQL => sql.raw(FIGURE_COLUMNS.map((c) => `sum(${prefix}${c}) <> 0`).join(" or "));

/**
 * The reads' sums: `sum(p.c1::float8)::bigint, …` in FIGURE_COLUMNS' order, and `having` any of them non-zero (the same expressions, so
 * Postgres computes each once). A float8 sum of integers is exact while every partial sum stays below 2^53 (90 trillion
 * dollars in cents); Postgres sums bigint into numeric, whose per-group state is ~10× larger and slower: a year of
 * restaurants' days spilled the hash aggregate to disk and was most of the read's time.
 */
export const exactFloatSums = (columns: readonly FigureColumn[] = FIGURE_COLUMNS): SQL => sql.raw(columns.map((c) => `sum(${c}::float8)::bigint`).join(", "));
export const anyFloatSumNonZero = (columns: readonly FigureColumn[] = FIGURE_COLUMNS): SQL => sql.raw(columns.map((c) => `sum(${c}::float8) <> 0`).join(" or "));
