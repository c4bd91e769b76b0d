import { type ForecastModelKey, FORECAST_DAYS, FORECAST_SLOTS_PER_DAY } from "@tavola/contracts";

/** Slots in a week: every forecast is a vector of this length, one expected count per 15-minute slot of the week. */
export const WEEK_SLOTS = FORECAST_DAYS * FORECAST_SLOTS_PER_DAY;

/** History: `weeks[0]` is the most recent full week before the forecast, `weeks[1]` the one before, … */
export type Weeks = readonly (readonly number[])[];

const zeros = () => new Array<number>(WEEK_SLOTS).fill(0);

function meanOf(weeks: Weeks, n: number): number[] {
  const used = weeks.slice(0, n);
  const out = zeros();
  if (used.length === 0) return out;
  for (const w of used) for (let i = 0; i < WEEK_SLOTS; i++) out[i]! += w[i]! / used.length;
  return out;
}

/** Each slot blended with its neighbours (¼, ½, ¼), wrapping around the week. */
function smooth(v: readonly number[]): number[] {
  return v.map((x, i) => 0.25 * v[(i - 1 + WEEK_SLOTS) % WEEK_SLOTS]! + 0.5 * x + 0.25 * v[(i + 1) % WEEK_SLOTS]!);
}

const total = (v: readonly number[]) => v.reduce((s, x) => s + x, 0);

export const MODELS: Record<ForecastModelKey, (weeks: Weeks) => number[]> = {
  seasonal_naive: (weeks) => [...(weeks[0] ?? zeros())],
  mean_4: (weeks) => meanOf(weeks, 4),
  mean_8: (weeks) => meanOf(weeks, 8),
  ewma: (weeks) => {
    const used = weeks.slice(0, 8);
    const out = zeros();
    let weight = 0;
    // Oldest to newest: level = 0.3 · week + 0.7 · level; the first week starts the level.
    for (let k = used.length - 1; k >= 0; k--) {
      const w = used[k]!;
      for (let i = 0; i < WEEK_SLOTS; i++) out[i] = weight === 0 ? w[i]! : 0.3 * w[i]! + 0.7 * out[i]!;
      weight += 1;
    }
    return out;
  },
  smoothed_8: (weeks) => smooth(meanOf(weeks, 8)),
  smoothed_level: (weeks) => {
    const base = smooth(meanOf(weeks, 8));
    const baseTotal = total(base);
    const recent = total(meanOf(weeks, 2));
    const level = baseTotal > 0 ? Math.min(2, Math.max(0.5, recent / baseTotal)) : 1;
    return base.map((x) => x * level);
  },
};

export const meanAbsoluteError = (forecast: readonly number[], actual: readonly number[]) => forecast.reduce((s, f, i) => s + Math.abs(f - actual[i]!), 0) / forecast.length;

/**
 * Rolling-origin backtest: each of the last `backtestWeeks` weeks is forecast from the `historyWeeks` before it
 * (never from itself or later), by every model; a model's error is its mean absolute error over those weeks' slots.
 * `weeks` must hold backtestWeeks + historyWeeks weeks, most recent first.
 */
export function backtest(weeks: Weeks, backtestWeeks: number, historyWeeks: number): Record<ForecastModelKey, number> {
  const errors = Object.fromEntries(Object.keys(MODELS).map((k) => [k, 0])) as Record<ForecastModelKey, number>;
  for (let target = 0; target < backtestWeeks; target++) {
    const history = weeks.slice(target + 1, target + 1 + historyWeeks);
    for (const [key, model] of Object.entries(MODELS) as [ForecastModelKey, (w: Weeks) => number[]][]) {
      errors[key] += meanAbsoluteError(model(history), weeks[target]!) / backtestWeeks;
    }
  }
  return errors;
}

/** The smallest capacity c with P(N ≤ c) ≥ coverage for N ~ Poisson(λ): enough for that share of such slots. At least 1. */
export function poissonQuantile(lambda: number, coverage: number): number {
  if (lambda <= 0) return 1;
  let k = 0;
  let p = Math.exp(-lambda);
  let cumulative = p;
  while (cumulative < coverage && k < 10_000) {
    k += 1;
    p *= lambda / k;
    cumulative += p;
  }
  return Math.max(1, k);
}
