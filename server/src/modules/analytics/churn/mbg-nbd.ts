import type { ChurnModelParams } from "@tavola/contracts";
import { nelderMeadSteps } from "./nelder-mead.js";

/**
 * The MBG/NBD customer-base model (Batislam, Denizel & Filiztekin 2007): the BG/NBD of Fader, Hardie & Lee (2005)
 * with a chance of dropping out right after the first purchase too, so a one-time buyer's probability of being
 * active falls as time passes (in the plain BG/NBD it stays 1 for ever). Formulas as in the `lifetimes` Python
 * package's ModifiedBetaGeoFitter, which the tests check against simulation with known parameters.
 *
 * One customer's history: x repeat purchases (after the first), t_x the time of the last one and T the time since
 * the first purchase, both measured from the first purchase (weeks here).
 */
export type History = { x: number; tx: number; T: number };

/** ln Γ(z) for z > 0 (Lanczos, g = 7, n = 9: ~15 significant digits). */
export function lnGamma(z: number): number {
  if (z < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * z)) - lnGamma(1 - z);
  const c = [0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7];
  const x = z - 1;
  let sum = c[0]!;
  for (let i = 1; i < 9; i++) sum += c[i]! / (x + i);
  const t = x + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (x + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** Gauss's hypergeometric 2F1(a, b; c; z) for 0 ≤ z < 1 by its series (z stays well below 1 here). */
export function hyp2f1(a: number, b: number, c: number, z: number): number {
  let term = 1;
  let sum = 1;
  for (let k = 0; k < 100_000; k++) {
    term *= ((a + k) * (b + k)) / ((c + k) * (k + 1)) * z;
    sum += term;
    if (Math.abs(term) < 1e-14 * Math.abs(sum)) break;
  }
  return sum;
}

/** The log-likelihood of one history. */
export function logLikelihood({ r, alpha, a, b }: ChurnModelParams, { x, tx, T }: History): number {
  const a1 = lnGamma(r + x) - lnGamma(r) + r * Math.log(alpha);
  const a2 = lnGamma(a + b) + lnGamma(b + x + 1) - lnGamma(b) - lnGamma(a + b + x + 1);
  const a3 = -(r + x) * Math.log(alpha + T);
  const a4 = Math.log(a) - Math.log(b + x) + (r + x) * (Math.log(alpha + T) - Math.log(alpha + tx));
  // log(1 + e^a4) without overflow.
  const softplus = a4 > 30 ? a4 : Math.log1p(Math.exp(a4));
  return a1 + a2 + a3 + softplus;
}

/** The probability that a customer with this history is still active at T. */
export function pActive({ r, alpha, a, b }: ChurnModelParams, { x, tx, T }: History): number {
  return 1 / (1 + (a / (b + x)) * Math.exp((r + x) * (Math.log(alpha + T) - Math.log(alpha + tx))));
}

/** The purchases to expect from this customer in the next `t` time units. */
export function expectedPurchases({ r, alpha, a, b }: ChurnModelParams, h: History, t: number): number {
  const { x, tx, T } = h;
  if (t <= 0) return 0;
  const hyp = hyp2f1(r + x, b + x + 1, a + b + x, t / (alpha + T + t));
  const numerator = 1 - Math.exp((r + x) * (Math.log(alpha + T) - Math.log(alpha + T + t))) * hyp;
  const denominator = 1 + (a / (b + x)) * Math.exp((r + x) * (Math.log(alpha + T) - Math.log(alpha + tx)));
  return Math.max(0, (((a + b + x) / (a - 1)) * numerator) / denominator);
}

/**
 * Maximum-likelihood parameters for these histories (Nelder–Mead on the logs of the four parameters, so they stay
 * positive; two restarts from the best point found, as a simplex can stall on a ridge).
 */
export function fit(histories: readonly History[]): ChurnModelParams {
  const steps = fitSteps(histories);
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/** Iterations a round of the simplex usually takes: the progress a step reports approaches each round's end with it. */
const TYPICAL_ITERATIONS = 150;

/** The same fit in steps, each yielding its progress (0–1, approximate) so a job can pause between them and report it. */
export function* fitSteps(histories: readonly History[]): Generator<number, ChurnModelParams> {
  if (histories.length === 0) throw new Error("No histories to fit");
  // Repeat buyers share (x, tx, T) often enough that grouping them makes each evaluation cheaper.
  const groups = new Map<string, { h: History; n: number }>();
  for (const h of histories) {
    const key = `${h.x}|${h.tx.toFixed(4)}|${h.T.toFixed(4)}`;
    const g = groups.get(key);
    if (g) g.n += 1;
    else groups.set(key, { h, n: 1 });
  }
  const weighted = [...groups.values()];
  const params = (v: readonly number[]): ChurnModelParams => ({ r: Math.exp(v[0]!), alpha: Math.exp(v[1]!), a: Math.exp(v[2]!), b: Math.exp(v[3]!) });
  const negLL = (v: readonly number[]) => {
    if (v.some((p) => Math.abs(p) > 12)) return Number.POSITIVE_INFINITY;
    const p = params(v);
    let sum = 0;
    for (const { h, n } of weighted) sum += n * logLikelihood(p, h);
    return Number.isFinite(sum) ? -sum : Number.POSITIVE_INFINITY;
  };
  const meanT = histories.reduce((s, h) => s + h.T, 0) / histories.length;
  let best = [0, Math.log(Math.max(meanT, 1e-3)), 0, 0];
  for (let round = 0; round < 3; round++) {
    const steps = nelderMeadSteps(negLL, best, { step: round === 0 ? 1 : 0.3, maxIterations: 2000, tolerance: 1e-10 });
    for (;;) {
      const next = steps.next();
      if (next.done) {
        best = next.value;
        break;
      }
      yield (round + 1 - 1 / (1 + next.value / TYPICAL_ITERATIONS)) / 3;
    }
  }
  return params(best);
}
