import { beforeAll, describe, expect, it } from "vitest";
import { expectedPurchases, fit, hyp2f1, lnGamma, logLikelihood, pActive } from "./mbg-nbd.js";
import { nelderMead } from "./nelder-mead.js";
import { simulate } from "./simulated-customers.js";

describe("numerics", () => {
  it("ln Γ matches known values", () => {
    expect(lnGamma(5)).toBeCloseTo(Math.log(24), 10);
    expect(lnGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 10);
    expect(lnGamma(10.5)).toBeCloseTo(13.940625219403763, 9);
  });

  it("2F1 matches its closed forms", () => {
    for (const z of [0.05, 0.3, 0.7]) {
      expect(hyp2f1(1, 1, 2, z)).toBeCloseTo(-Math.log(1 - z) / z, 10);
      expect(hyp2f1(2, 3, 3, z)).toBeCloseTo((1 - z) ** -2, 10);
    }
  });

  it("Nelder–Mead finds Rosenbrock's minimum", () => {
    const rosenbrock = (v: readonly number[]) => (1 - v[0]!) ** 2 + 100 * (v[1]! - v[0]! ** 2) ** 2;
    const [x, y] = nelderMead(rosenbrock, [-1.2, 1], { maxIterations: 5000, tolerance: 1e-14 });
    expect(x).toBeCloseTo(1, 3);
    expect(y).toBeCloseTo(1, 3);
  });
});

describe("MBG/NBD", () => {
  const truth = { r: 0.6, alpha: 5, a: 0.9, b: 3 };
  const base = simulate(truth, 5000, 12, 20261127);
  let fitted: ReturnType<typeof fit>;
  beforeAll(() => {
    fitted = fit(base.map((c) => c.h));
  });

  it("recovers the parameters of a simulated customer base (maximum likelihood, known answer)", () => {
    expect(fitted.r).toBeGreaterThan(truth.r * 0.8);
    expect(fitted.r).toBeLessThan(truth.r * 1.25);
    expect(fitted.alpha).toBeGreaterThan(truth.alpha * 0.7);
    expect(fitted.alpha).toBeLessThan(truth.alpha * 1.4);
    expect(fitted.a).toBeGreaterThan(truth.a * 0.6);
    expect(fitted.a).toBeLessThan(truth.a * 1.6);
    expect(fitted.b).toBeGreaterThan(truth.b * 0.6);
    expect(fitted.b).toBeLessThan(truth.b * 1.6);
    // The fitted point is at least as likely as the truth (it is the maximum).
    const ll = (p: typeof truth) => base.reduce((s, c) => s + logLikelihood(p, c.h), 0);
    expect(ll(fitted)).toBeGreaterThanOrEqual(ll(truth) - 1e-6);
  });

  it("predicts the holdout's purchases it never saw, in total and from light to heavy customers", () => {
    const predicted = base.map((c) => expectedPurchases(fitted, c.h, 12));
    const total = predicted.reduce((s, v) => s + v, 0);
    const observed = base.reduce((s, c) => s + c.future, 0);
    expect(Math.abs(total - observed) / observed).toBeLessThan(0.06);
    // Customers ranked by prediction: the top fifth buys much more than the bottom fifth, as predicted.
    const order = predicted.map((p, i) => ({ p, f: base[i]!.future })).sort((x, y) => x.p - y.p);
    const fifth = Math.floor(order.length / 5);
    const mean = (xs: { f: number }[]) => xs.reduce((s, v) => s + v.f, 0) / xs.length;
    expect(mean(order.slice(-fifth))).toBeGreaterThan(5 * mean(order.slice(0, fifth)));
  });

  it("reads histories the way a manager would", () => {
    const p = { r: 0.6, alpha: 5, a: 0.9, b: 3 };
    // A regular who just ordered is likelier active than one whose last order was long ago.
    expect(pActive(p, { x: 10, tx: 39, T: 40 })).toBeGreaterThan(pActive(p, { x: 10, tx: 10, T: 40 }));
    // A one-time buyer fades as time passes (the MBG/NBD's point: in the BG/NBD they stay at 1).
    expect(pActive(p, { x: 0, tx: 0, T: 30 })).toBeLessThan(pActive(p, { x: 0, tx: 0, T: 2 }));
    expect(pActive(p, { x: 0, tx: 0, T: 2 })).toBeLessThan(1);
    // Expectations grow with the horizon and are zero for none.
    const h = { x: 4, tx: 30, T: 35 };
    expect(expectedPurchases(p, h, 0)).toBe(0);
    expect(expectedPurchases(p, h, 8)).toBeLessThan(expectedPurchases(p, h, 16));
  });
});
