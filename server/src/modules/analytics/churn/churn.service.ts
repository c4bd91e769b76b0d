import {
  type CalibrationDecile,
  CHURN_HORIZON_DAYS,
  CHURN_MODEL,
  CHURN_SEGMENTS,
  type ChurnCustomer,
  type ChurnModelParams,
  churnSegmentOf,
  type CustomerChurn,
  WIN_BACK_LIMIT,
} from "@tavola/contracts";
import type { Db } from "../../../platform/database.js";
import { type CustomerDays, customerDays } from "./churn.repository.js";
import { type Fitter, fitInWorker } from "./fit-in-worker.js";
import type { History } from "./mbg-nbd.js";

const DAY_MS = 86_400_000;
const WEEK = 7;
/** Fewer customers than this before the holdout and the calibration is not shown (a fit on a handful says nothing). */
const MIN_CALIBRATION_CUSTOMERS = 30;

const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const round = (v: number, places = 4) => Math.round(v * 10 ** places) / 10 ** places;

/** A history in weeks from the first order day to `endDay` (exclusive end: today's orders are inside). */
const historyOf = (first: number, last: number, days: number, endDay: number): History => ({ x: days - 1, tx: (last - first) / WEEK, T: (endDay - first) / WEEK });

/** Progress of a fit (0–1), reported as it goes. */
export type OnProgress = (fraction: number) => void;

/** A fit's progress (0–1) mapped onto [from, to] of the whole computation's. */
const within = (onProgress: OnProgress, from: number, to: number) => (fraction: number) => onProgress(from + (to - from) * fraction);

/** Each decile of customers by predicted holdout orders: mean predicted vs mean observed. */
function deciles(rows: { predicted: number; observed: number }[]): CalibrationDecile[] {
  const sorted = [...rows].sort((p, q) => p.predicted - q.predicted);
  const out: CalibrationDecile[] = [];
  for (let d = 0; d < 10; d++) {
    const slice = sorted.slice(Math.floor((d * sorted.length) / 10), Math.floor(((d + 1) * sorted.length) / 10));
    if (slice.length === 0) continue;
    const mean = (k: "predicted" | "observed") => slice.reduce((s, r) => s + r[k], 0) / slice.length;
    out.push({ decile: d + 1, customers: slice.length, predicted: round(mean("predicted")), observed: round(mean("observed")) });
  }
  return out;
}

/**
 * The model fitted on the days before the holdout, asked about the holdout it never saw: how many order days each
 * customer would have, against how many they had. The baseline repeats each customer's past rate.
 */
async function calibrate(all: CustomerDays[], cutoffDay: number, endDay: number, holdoutDays: number, onProgress: OnProgress, fitter: Fitter): Promise<CustomerChurn["calibration"]> {
  const known = all.filter((c) => c.calFirstDay !== null);
  if (known.length < MIN_CALIBRATION_CUSTOMERS || !known.some((c) => c.calDays > 1)) return null;
  const histories = known.map((c) => historyOf(c.calFirstDay!, c.calLastDay!, c.calDays, cutoffDay));
  const weeks = holdoutDays / WEEK;
  const { expected } = await fitter(histories, weeks, within(onProgress, 0.1, 0.55));
  const rows = known.map((c, i) => {
    const h = histories[i]!;
    return { predicted: expected[i]!, naive: h.T > 0 ? (h.x / h.T) * weeks : 0, observed: c.holdoutDays };
  });
  const mae = (k: "predicted" | "naive") => rows.reduce((s, r) => s + Math.abs(r[k] - r.observed), 0) / rows.length;
  return {
    holdoutDays,
    from: isoDay(cutoffDay),
    to: isoDay(endDay - 1),
    customers: known.length,
    deciles: deciles(rows),
    predictedTotal: round(rows.reduce((s, r) => s + r.predicted, 0), 1),
    observedTotal: rows.reduce((s, r) => s + r.observed, 0),
    meanAbsoluteError: round(mae("predicted")),
    naiveMeanAbsoluteError: round(mae("naive")),
  };
}

/**
 * Customer churn as of today (UTC days): the model fitted on every customer's whole history gives each one's
 * probability of being active and expected orders; segments, the win-back list and the at-risk list follow.
 */
export async function customerChurn(db: Db, q: { holdoutDays: number }, now = new Date(), onProgress: OnProgress = () => {}, fitter: Fitter = fitInWorker): Promise<CustomerChurn> {
  const endDay = Math.floor(now.getTime() / DAY_MS) + 1;
  const cutoffDay = endDay - q.holdoutDays;
  const all = await customerDays(db, new Date(cutoffDay * DAY_MS), new Date(endDay * DAY_MS));
  onProgress(0.1);
  const calibration = await calibrate(all, cutoffDay, endDay, q.holdoutDays, onProgress, fitter);

  const histories = all.map((c) => historyOf(c.firstDay, c.lastDay, c.days, endDay));
  // Without a single repeat order the model has nothing to learn drop-out from: everyone is shown as active.
  // The fit runs in a worker thread (fit-in-worker.ts), which scores every customer too.
  const scored = all.some((c) => c.days > 1) ? await fitter(histories, CHURN_HORIZON_DAYS / WEEK, within(onProgress, 0.55, 0.95)) : null;
  const fitted: ChurnModelParams | null = scored?.params ?? null;
  const customers: ChurnCustomer[] = all.map((c, i) => {
    const p = scored ? scored.pActive[i]! : 1;
    return {
      customerId: c.customerId,
      name: c.name,
      email: c.email,
      orderDays: c.days,
      spentCents: c.spentCents,
      firstOrderAt: isoDay(c.firstDay),
      lastOrderAt: isoDay(c.lastDay),
      pActive: round(p),
      expectedOrders: scored ? round(scored.expected[i]!, 3) : 0,
      segment: churnSegmentOf(p),
    };
  });
  const params = fitted ?? { r: 0, alpha: 0, a: 0, b: 0 };

  const bySpend = (x: ChurnCustomer, y: ChurnCustomer) => y.spentCents - x.spentCents || x.pActive - y.pActive;
  return {
    asOf: isoDay(endDay - 1),
    computedAt: now.toISOString(),
    model: { ...CHURN_MODEL, params: { r: round(params.r), alpha: round(params.alpha), a: round(params.a), b: round(params.b) }, timeUnit: "week" },
    customers: customers.length,
    segments: CHURN_SEGMENTS.map((s) => {
      const members = customers.filter((c) => c.segment === s.key);
      return { key: s.key, label: s.label, description: s.description, customers: members.length, spentCents: members.reduce((sum, c) => sum + c.spentCents, 0) };
    }),
    calibration,
    winBack: customers.filter((c) => c.segment === "lost").sort(bySpend).slice(0, WIN_BACK_LIMIT),
    atRisk: customers.filter((c) => c.segment === "at_risk" && c.orderDays >= 2).sort(bySpend).slice(0, WIN_BACK_LIMIT),
  };
}
