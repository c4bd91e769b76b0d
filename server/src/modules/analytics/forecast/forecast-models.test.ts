import { describe, expect, it } from "vitest";
import { backtest, MODELS, meanAbsoluteError, poissonQuantile, WEEK_SLOTS } from "./forecast-models.js";
import { mulberry32 as rng } from "../../../platform/seeded-random.js";

/** Poisson draws by inversion (small rates). */
function poisson(lambda: number, u: () => number): number {
  let k = 0;
  let p = Math.exp(-lambda);
  let c = p;
  const x = u();
  while (x > c) {
    k += 1;
    p *= lambda / k;
    c += p;
  }
  return k;
}

/** A restaurant's week: lunch and dinner peaks, busier Friday and Saturday nights, closed at night. */
const truth = Array.from({ length: WEEK_SLOTS }, (_, i) => {
  const day = Math.floor(i / 96);
  const hour = (i % 96) / 4;
  const lunch = Math.exp(-((hour - 12.5) ** 2) / 1.5);
  const dinner = Math.exp(-((hour - 19) ** 2) / 2) * (day >= 4 && day <= 5 ? 1.6 : 1);
  return 1.2 * lunch + 1.8 * dinner;
});

describe("demand forecast models", () => {
  const u = rng(7);
  const weeks = Array.from({ length: 12 }, () => truth.map((l) => poisson(l, u)));

  it("every model gives one non-negative figure per slot of the week", () => {
    for (const model of Object.values(MODELS)) {
      const f = model(weeks.slice(1, 9));
      expect(f).toHaveLength(WEEK_SLOTS);
      expect(f.every((x) => x >= 0 && Number.isFinite(x))).toBe(true);
    }
  });

  it("on Poisson demand with a weekly shape, multi-week means beat the seasonal-naive baseline by far more than 15 %", () => {
    const errors = backtest(weeks, 4, 8);
    const best = Math.min(...Object.values(errors));
    expect(1 - best / errors.seasonal_naive).toBeGreaterThan(0.15);
    // And the backtest ranks models as their distance from the truth does.
    expect(errors.mean_8).toBeLessThan(errors.seasonal_naive);
  });

  it("the backtest never lets a model see the week it forecasts", () => {
    // A week of pure spikes no history contains: a model that peeked would score zero error on it.
    const spiky = [truth.map(() => 50), ...weeks.slice(0, 11)];
    const errors = backtest(spiky, 1, 8);
    for (const e of Object.values(errors)) expect(e).toBeGreaterThan(40);
  });

  it("the capacity covers demand nine slots in ten", () => {
    expect(poissonQuantile(0, 0.9)).toBe(1);
    expect(poissonQuantile(2, 0.9)).toBe(4); // P(N ≤ 3) = 0.857, P(N ≤ 4) = 0.947
    expect(poissonQuantile(10, 0.9)).toBe(14);
    expect(meanAbsoluteError([1, 2], [2, 4])).toBe(1.5);
  });
});
