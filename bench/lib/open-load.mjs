// The open model for fixed-rate benches: requests are sent on a schedule, never waiting for answers, and
// latency counts from each request's scheduled send time (so a stalled server cannot hide its queue).
// Used by bench/order-placement.bench.mjs and bench/availability.bench.mjs.

/**
 * Fires `fire(i, dueTime)` for i = 0 … rate × seconds − 1 at due = t0 + i / rate, never waiting for answers.
 * A timer that wakes late fires everything already due at once; the lag is reported. Resolves when every
 * request has been answered (or timed out).
 */
export async function openLoad({ rate, seconds, fire }) {
  const total = Math.round(rate * seconds);
  const intervalMs = 1000 / rate;
  const pending = [];
  let maxLagMs = 0;
  let next = 0;
  const t0 = performance.now() + 10;
  await new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (next < total && t0 + next * intervalMs <= now) {
        const due = t0 + next * intervalMs;
        maxLagMs = Math.max(maxLagMs, now - due);
        pending.push(fire(next, due));
        next++;
      }
      if (next >= total) return resolve();
      setTimeout(tick, Math.max(0, t0 + next * intervalMs - performance.now()));
    };
    setTimeout(tick, 10);
  });
  const sendMs = Math.max(performance.now() - t0, intervalMs * (total - 1)) + intervalMs;
  return { results: await Promise.all(pending), maxLagMs, sendMs };
}

/** Nearest-rank percentile of sorted numbers; null for none. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
}
