import type { History } from "./mbg-nbd.js";
import { mulberry32 as rng } from "../../../platform/seeded-random.js";

/* Simulated customer bases with known parameters, for the churn model's tests (mbg-nbd.test.ts, fit-in-worker.test.ts). */

/** Gamma(shape, scale 1) by Marsaglia & Tsang (boosted below shape 1). */
function gamma(shape: number, u: () => number): number {
  if (shape < 1) return gamma(shape + 1, u) * u() ** (1 / shape);
  const d = shape - 1 / 3;
  const c = 1 / Math.sqrt(9 * d);
  for (;;) {
    let x: number;
    let v: number;
    do {
      // Box–Muller normal.
      x = Math.sqrt(-2 * Math.log(1 - u())) * Math.cos(2 * Math.PI * u());
      v = 1 + c * x;
    } while (v <= 0);
    v = v * v * v;
    const w = u();
    if (w < 1 - 0.0331 * x ** 4 || Math.log(w) < 0.5 * x * x + d * (1 - v + Math.log(v))) return d * v;
  }
}

/**
 * Customers drawn from the MBG/NBD itself: a rate λ ~ Gamma(r, α) and a drop-out chance p ~ Beta(a, b) each; after
 * every purchase (the first included) they stop with chance p; while active they buy at rate λ. Each history is
 * observed for T weeks after the first purchase, then `holdout` weeks more are counted separately.
 */
export function simulate(truth: { r: number; alpha: number; a: number; b: number }, customers: number, holdout: number, seed: number) {
  const u = rng(seed);
  const out: { h: History; future: number }[] = [];
  for (let i = 0; i < customers; i++) {
    const lambda = gamma(truth.r, u) / truth.alpha;
    const ga = gamma(truth.a, u);
    const p = ga / (ga + gamma(truth.b, u));
    const T = 20 + 20 * u();
    let x = 0;
    let tx = 0;
    let future = 0;
    let t = 0;
    let active = u() >= p;
    while (active) {
      t += -Math.log(1 - u()) / lambda;
      if (t > T + holdout) break;
      if (t <= T) {
        x += 1;
        tx = t;
      } else future += 1;
      active = u() >= p;
    }
    out.push({ h: { x, tx, T }, future });
  }
  return out;
}
