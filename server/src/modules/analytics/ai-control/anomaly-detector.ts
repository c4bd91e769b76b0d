import { ANOMALY_METHOD, ANOMALY_SEVERITIES, INSIGHT_KPIS, type AnomalySeverity, type InsightKpiKey, type InsightUnit } from "@tavola/contracts";
import { addDays } from "./calendar.js";

/**
 * The KPI anomaly detector, pure: a day's figure against the same weekday of the weeks before it (median and MAD),
 * and the decomposition of a move into each restaurant's part. The service feeds it the repository's daily rows.
 */

/** One day's raw sums for one restaurant (or the whole business): every KPI is computed from these. */
export type DayParts = {
  gmv: number;
  orders: number;
  refunds: number;
  /** How many refunds make up `refunds` (their typical size sets the noise floor). */
  refundCount: number;
  cancellations: number;
  late: number;
  feedback: number;
  negative: number;
  newCustomers: number;
};
export const emptyParts = (): DayParts => ({ gmv: 0, orders: 0, refunds: 0, refundCount: 0, cancellations: 0, late: 0, feedback: 0, negative: 0, newCustomers: 0 });

export function addParts(a: DayParts, b: DayParts): DayParts {
  return {
    gmv: a.gmv + b.gmv,
    orders: a.orders + b.orders,
    refunds: a.refunds + b.refunds,
    refundCount: a.refundCount + b.refundCount,
    cancellations: a.cancellations + b.cancellations,
    late: a.late + b.late,
    feedback: a.feedback + b.feedback,
    negative: a.negative + b.negative,
    newCustomers: a.newCustomers + b.newCustomers,
  };
}

/** A share needs this many reviews on the day to be judged (one bad review of two is not a trend). */
export const MIN_FEEDBACK_FOR_SHARE = 3;

/** A ratio KPI's numerator and denominator (AOV = GMV / orders, share = negative / feedback). */
const RATIOS = {
  aov: (p: DayParts) => ({ num: p.gmv, den: p.orders }),
  negativeFeedbackShare: (p: DayParts) => ({ num: p.negative, den: p.feedback }),
} as const;
const ADDITIVE = {
  gmv: (p: DayParts) => p.gmv,
  orders: (p: DayParts) => p.orders,
  refunds: (p: DayParts) => p.refunds,
  cancellations: (p: DayParts) => p.cancellations,
  lateDeliveries: (p: DayParts) => p.late,
  newCustomers: (p: DayParts) => p.newCustomers,
} as const;

const isRatio = (kpi: InsightKpiKey): kpi is keyof typeof RATIOS => kpi in RATIOS;

/** The KPI's value for a day's parts; null when it is undefined (no orders for an average, too few reviews for a share). */
export function kpiValue(kpi: InsightKpiKey, p: DayParts, minFeedback = MIN_FEEDBACK_FOR_SHARE): number | null {
  if (isRatio(kpi)) {
    const { num, den } = RATIOS[kpi](p);
    if (den === 0 || (kpi === "negativeFeedbackShare" && den < minFeedback)) return null;
    return num / den;
  }
  return ADDITIVE[kpi](p);
}

export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

export type Judgement = { expected: number; sigma: number; low: number; high: number; z: number };

/**
 * What a day's figure is made of, for the noise floor: money comes in events of a typical size (an order's GMV, one
 * refund), so it is at least as noisy as a Poisson number of such events; a share is a binomial proportion of `n`.
 */
export type NoiseHints = { eventSize?: number; n?: number };

/** The smallest spread a figure may have, so a flat or lumpy baseline does not turn ordinary noise into alarms. */
function sigmaFloor(unit: InsightUnit, expected: number, hints: NoiseHints): number {
  if (unit === "count") return Math.sqrt(expected + 1);
  if (unit === "cents") {
    const size = hints.eventSize && hints.eventSize > 0 ? hints.eventSize : 0;
    return Math.max(0.05 * Math.abs(expected), 100, size > 0 ? Math.sqrt(Math.max(expected / size, 1)) * size : 0);
  }
  const p = Math.min(Math.max(expected, 0.02), 0.98);
  return Math.max(0.05, hints.n && hints.n > 0 ? Math.sqrt((p * (1 - p)) / hints.n) : 0);
}

/**
 * A value against its baseline (the same weekday of earlier weeks): the modified z-score (value − median) / σ with
 * σ = 1.4826 × MAD (the standard deviation for normal data; 1.2533 × the mean absolute deviation when more than half
 * the weeks are identical and MAD is 0), never below the figure's own noise floor.
 * Null when fewer than the minimum weeks are known.
 */
export function judge(unit: InsightUnit, value: number, baseline: readonly number[], hints: NoiseHints = {}): Judgement | null {
  if (baseline.length < ANOMALY_METHOD.minBaselineWeeks) return null;
  const expected = median(baseline);
  const deviations = baseline.map((x) => Math.abs(x - expected));
  const mad = median(deviations);
  const meanAd = deviations.reduce((s, d) => s + d, 0) / deviations.length;
  // The median of n weeks is itself uncertain (its variance ≈ π/2 · σ²/n): widen the spread by that much.
  const spread = mad > 0 ? 1.4826 * mad : 1.2533 * meanAd;
  const sigma = Math.max(spread, sigmaFloor(unit, expected, hints)) * Math.sqrt(1 + Math.PI / 2 / baseline.length);
  const t = ANOMALY_METHOD.threshold;
  const low = Math.max(0, expected - t * sigma);
  const high = unit === "share" ? Math.min(1, expected + t * sigma) : expected + t * sigma;
  return { expected, sigma, low, high, z: (value - expected) / sigma };
}

/** The noise hints of a KPI from the day's parts and its baseline days' (typical order value, typical refund, reviews). */
export function noiseHints(kpi: InsightKpiKey, day: DayParts, baselineDays: readonly DayParts[]): NoiseHints {
  const sum = baselineDays.reduce(addParts, emptyParts());
  if (kpi === "gmv") return { eventSize: sum.orders > 0 ? sum.gmv / sum.orders : 0 };
  // Without refunds in the baseline, the day's own refunds say how big one is.
  if (kpi === "refunds") return { eventSize: sum.refundCount > 0 ? sum.refunds / sum.refundCount : day.refundCount > 0 ? day.refunds / day.refundCount : 0 };
  if (kpi === "aov") return { eventSize: 0 };
  if (kpi === "negativeFeedbackShare") return { n: day.feedback };
  return {};
}

/** Orders in the 7 days before a date: the business's current volume. */
export function volumeBefore(date: string, totalOf: (date: string) => DayParts): number {
  let orders = 0;
  for (let i = 1; i <= 7; i++) orders += totalOf(addDays(date, -i)).orders;
  return orders;
}

/**
 * The baseline of a day: the same weekday of the `baselineWeeks` weeks before it, from the business's first day on.
 * Sums (GMV, orders, refunds…) are scaled to the current volume — each past week's figure × (orders in the 7 days
 * before the day ÷ orders in the 7 days before that week's day) — so a growing (or shrinking) business is not news
 * every day; averages and shares are not scaled. Weeks without a full volume week before them are left out.
 */
export function seasonalBaseline(
  kpi: InsightKpiKey,
  date: string,
  totalOf: (date: string) => DayParts,
  firstDay: string | null,
): { dates: string[]; values: number[] } {
  const additive = !isRatio(kpi);
  const now = additive ? volumeBefore(date, totalOf) : 0;
  const dates: string[] = [];
  const values: number[] = [];
  for (let i = 1; i <= ANOMALY_METHOD.baselineWeeks; i++) {
    const d = addDays(date, -7 * i);
    if (firstDay === null || addDays(d, additive ? -7 : 0) < firstDay) continue;
    const v = kpiValue(kpi, totalOf(d));
    if (v === null) continue;
    if (additive) {
      const then = volumeBefore(d, totalOf);
      if (then === 0) continue;
      values.push((v * now) / then);
    } else values.push(v);
    dates.push(d);
  }
  return { dates, values };
}

export function severityOf(z: number): AnomalySeverity | null {
  return ANOMALY_SEVERITIES.find((s) => Math.abs(z) >= s.minZ)?.key ?? null;
}

const BAD_WHEN_UP: readonly InsightKpiKey[] = ["refunds", "cancellations", "lateDeliveries", "negativeFeedbackShare"];
export const isBadMove = (kpi: InsightKpiKey, direction: "up" | "down") => (BAD_WHEN_UP.includes(kpi) ? direction === "up" : direction === "down");

export type Contribution = { restaurantId: string; value: number; expected: number; contribution: number };

/**
 * Each restaurant's part in the move of the total from `expectedTotal` to the day's value; the parts add up to the
 * whole change exactly.
 * - Sums (GMV, orders, refunds…): restaurant r is expected to bring its usual share s_r of the expected total (its
 *   sum over the baseline days ÷ the business's); its part is its value − s_r × expected. Σ s_r = 1, so Σ parts =
 *   value − expected. Without any baseline the expectation is 0 and each part is the restaurant's value.
 * - Ratios (AOV, negative share): restaurant r weighs w_r = its denominator ÷ the day's (orders or reviews); its part
 *   is w_r × (its ratio − expected). Σ w_r × ratio_r is the day's ratio and Σ w_r = 1, so Σ parts = value − expected.
 * Largest part in the direction of the change first.
 */
export function contributions(
  kpi: InsightKpiKey,
  day: ReadonlyMap<string, DayParts>,
  baselineDays: ReadonlyArray<ReadonlyMap<string, DayParts>>,
  expectedTotal: number,
  direction: "up" | "down",
): Contribution[] {
  const ids = new Set<string>([...day.keys(), ...baselineDays.flatMap((b) => [...b.keys()])]);
  const out: Contribution[] = [];
  if (isRatio(kpi)) {
    const den = [...day.values()].reduce((s, p) => s + RATIOS[kpi](p).den, 0);
    for (const id of ids) {
      const parts = day.get(id);
      const { num, den: d } = parts ? RATIOS[kpi](parts) : { num: 0, den: 0 };
      if (d === 0 || den === 0) continue;
      const ratio = num / d;
      out.push({ restaurantId: id, value: ratio, expected: expectedTotal, contribution: (d / den) * (ratio - expectedTotal) });
    }
  } else {
    const of = ADDITIVE[kpi];
    const usual = new Map<string, number>();
    let usualTotal = 0;
    for (const b of baselineDays) {
      for (const [id, p] of b) {
        usual.set(id, (usual.get(id) ?? 0) + of(p));
        usualTotal += of(p);
      }
    }
    for (const id of ids) {
      const value = day.get(id) ? of(day.get(id)!) : 0;
      const expected = usualTotal > 0 ? (expectedTotal * (usual.get(id) ?? 0)) / usualTotal : 0;
      const contribution = value - expected;
      if (value === 0 && expected === 0) continue;
      out.push({ restaurantId: id, value, expected, contribution });
    }
  }
  const sign = direction === "up" ? 1 : -1;
  return out.sort((a, b) => sign * b.contribution - sign * a.contribution || a.restaurantId.localeCompare(b.restaurantId));
}

export const unitOf = (kpi: InsightKpiKey): InsightUnit => INSIGHT_KPIS.find((k) => k.key === kpi)!.unit;
