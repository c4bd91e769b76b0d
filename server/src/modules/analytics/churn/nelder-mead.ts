/**
 * Minimises f from x0 by the Nelder–Mead simplex (standard coefficients: reflection 1, expansion 2, contraction
 * ½, shrink ½). Small and derivative-free, which suits a four-parameter likelihood; no maintained npm package
 * offers it without a heavy numeric library around it.
 */
type Options = { step?: number; maxIterations?: number; tolerance?: number };

export function nelderMead(f: (x: readonly number[]) => number, x0: readonly number[], options: Options = {}): number[] {
  const steps = nelderMeadSteps(f, x0, options);
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/** The same, one iteration per step (yielding the iteration's number), so a long fit can pause between iterations. */
export function* nelderMeadSteps(f: (x: readonly number[]) => number, x0: readonly number[], options: Options = {}): Generator<number, number[]> {
  const { step = 1, maxIterations = 1000, tolerance = 1e-9 } = options;
  const n = x0.length;
  let simplex = [x0.slice(), ...x0.map((_, i) => x0.map((v, j) => (i === j ? v + step : v)))].map((x) => ({ x, fx: f(x) }));

  for (let iteration = 0; iteration < maxIterations; iteration++) {
    yield iteration;
    simplex.sort((p, q) => p.fx - q.fx);
    const best = simplex[0]!;
    const worst = simplex[n]!;
    if (Math.abs(worst.fx - best.fx) <= tolerance * (Math.abs(best.fx) + tolerance)) break;

    const centroid = Array.from({ length: n }, (_, j) => simplex.slice(0, n).reduce((s, p) => s + p.x[j]!, 0) / n);
    const along = (t: number) => centroid.map((c, j) => c + t * (worst.x[j]! - c));
    const reflected = along(-1);
    const fr = f(reflected);

    if (fr < best.fx) {
      const expanded = along(-2);
      const fe = f(expanded);
      simplex[n] = fe < fr ? { x: expanded, fx: fe } : { x: reflected, fx: fr };
    } else if (fr < simplex[n - 1]!.fx) {
      simplex[n] = { x: reflected, fx: fr };
    } else {
      const contracted = fr < worst.fx ? along(-0.5) : along(0.5);
      const fc = f(contracted);
      if (fc < Math.min(fr, worst.fx)) simplex[n] = { x: contracted, fx: fc };
      else simplex = simplex.map((p, i) => (i === 0 ? p : { x: p.x.map((v, j) => best.x[j]! + 0.5 * (v - best.x[j]!)), fx: 0 })).map((p, i) => (i === 0 ? p : { x: p.x, fx: f(p.x) }));
    }
  }
  simplex.sort((p, q) => p.fx - q.fx);
  return simplex[0]!.x;
}
