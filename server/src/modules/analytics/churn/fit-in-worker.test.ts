import { describe, expect, it } from "vitest";
import { fitInProcess, fitInWorker } from "./fit-in-worker.js";
import { expectedPurchases, fit, pActive } from "./mbg-nbd.js";
import { simulate } from "./simulated-customers.js";

/**
 * The churn fit in its worker thread (fit-worker.ts) is the same arithmetic as on the calling thread: on a customer
 * base simulated from known parameters both find the same maximum, near the truth, and score every customer alike;
 * a worker that throws or dies rejects the fit (the job then fails and is retried).
 */
describe("the churn fit's worker thread", () => {
  const truth = { r: 0.6, alpha: 5, a: 0.9, b: 3 };
  const base = simulate(truth, 3000, 12, 20261128).map((c) => c.h);

  it("fits the same parameters and scores as the in-process fit, near the simulation's truth, reporting its progress", async () => {
    const seen: number[] = [];
    const worker = await fitInWorker(base, 12, (p) => seen.push(p));
    const local = await fitInProcess(base, 12, () => {});
    expect(worker.params).toEqual(local.params);
    expect(worker.params).toEqual(fit(base));
    expect([...worker.pActive]).toEqual([...local.pActive]);
    expect([...worker.expected]).toEqual([...local.expected]);
    expect(worker.expected[7]).toBe(expectedPurchases(worker.params, base[7]!, 12));
    expect(worker.pActive[7]).toBe(pActive(worker.params, base[7]!));
    expect(worker.params.r).toBeGreaterThan(truth.r * 0.7);
    expect(worker.params.r).toBeLessThan(truth.r * 1.4);
    expect(worker.params.alpha).toBeGreaterThan(truth.alpha * 0.6);
    expect(worker.params.alpha).toBeLessThan(truth.alpha * 1.6);
    // Progress is reported (at least the first step's) and never goes backwards past the fit's bounds.
    expect(seen.length).toBeGreaterThan(0);
    for (const p of seen) expect(p).toBeGreaterThanOrEqual(0);
    for (const p of seen) expect(p).toBeLessThanOrEqual(1);
  }, 120_000);

  it("rejects when the fit throws inside the worker (no histories)", async () => {
    await expect(fitInWorker([], 12, () => {})).rejects.toThrow(/churn fit failed: No histories to fit/);
  }, 60_000);

  it("rejects when the worker thread dies before answering", async () => {
    await expect(fitInWorker(base, 12, () => {}, "process.exit(3)")).rejects.toThrow(/exited \(code 3\)/);
    await expect(fitInWorker(base, 12, () => {}, "throw new Error('out of memory, say')")).rejects.toThrow(/out of memory, say/);
  }, 60_000);
});
