import { mulberry32 } from "../../../platform/seeded-random.js";
/**
 * Multinomial logistic regression over sparse features, trained by AdaGrad with L2 regularisation: small enough to
 * read in one sitting, deterministic (a seeded shuffle), and fast on a few thousand reviews (seconds).
 */
export type SparseExample = { idx: Int32Array; val: Float32Array; y: number; weight: number };
export type LogisticModel = { classes: number; features: number; w: Float32Array; bias: Float32Array };
export type TrainOptions = { epochs: number; l2: number; rate: number; seed: number };

export const random = mulberry32;

export function probabilities(m: LogisticModel, idx: ArrayLike<number>, val: ArrayLike<number>, out = new Float64Array(m.classes)): Float64Array {
  for (let k = 0; k < m.classes; k++) out[k] = m.bias[k]!;
  for (let j = 0; j < idx.length; j++) {
    const base = idx[j]! * m.classes;
    const v = val[j]!;
    for (let k = 0; k < m.classes; k++) out[k] = out[k]! + m.w[base + k]! * v;
  }
  let max = -Infinity;
  for (let k = 0; k < m.classes; k++) max = Math.max(max, out[k]!);
  let sum = 0;
  for (let k = 0; k < m.classes; k++) {
    out[k] = Math.exp(out[k]! - max);
    sum += out[k]!;
  }
  for (let k = 0; k < m.classes; k++) out[k] = out[k]! / sum;
  return out;
}

export function train(examples: readonly SparseExample[], features: number, classes: number, o: TrainOptions): LogisticModel {
  const m: LogisticModel = { classes, features, w: new Float32Array(features * classes), bias: new Float32Array(classes) };
  const g2 = new Float64Array(features * classes).fill(1e-8);
  const b2 = new Float64Array(classes).fill(1e-8);
  const order = examples.map((_, i) => i);
  const rnd = random(o.seed);
  const p = new Float64Array(classes);
  // L2 applied to each weight when its feature is seen (the usual sparse approximation).
  for (let epoch = 0; epoch < o.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(rnd() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const n of order) {
      const ex = examples[n]!;
      probabilities(m, ex.idx, ex.val, p);
      for (let k = 0; k < classes; k++) {
        const err = (p[k]! - (k === ex.y ? 1 : 0)) * ex.weight;
        b2[k] = b2[k]! + err * err;
        m.bias[k] = m.bias[k]! - (o.rate * err) / Math.sqrt(b2[k]!);
        for (let j = 0; j < ex.idx.length; j++) {
          const at = ex.idx[j]! * classes + k;
          const grad = err * ex.val[j]! + o.l2 * m.w[at]!;
          g2[at] = g2[at]! + grad * grad;
          m.w[at] = m.w[at]! - (o.rate * grad) / Math.sqrt(g2[at]!);
        }
      }
    }
  }
  return m;
}
