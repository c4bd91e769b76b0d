import { describe, expect, it } from "vitest";
import { assignMinCost, totalCost } from "./assignment.js";

/** A deterministic generator (mulberry32), so a failure names its instance. */
function rng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Every way of matching min(rows, cols) pairs, the cheapest total (forbidden pairs may be left unmatched). */
function bruteForce(cost: (number | null)[][]): { matched: number; total: number } {
  const rows = cost.length;
  const cols = cost[0]!.length;
  let best = { matched: -1, total: Infinity };
  const used = new Array<boolean>(cols).fill(false);
  const walk = (row: number, matched: number, total: number) => {
    if (row === rows) {
      if (matched > best.matched || (matched === best.matched && total < best.total - 1e-9)) best = { matched, total };
      return;
    }
    walk(row + 1, matched, total); // this courier takes nothing
    for (let col = 0; col < cols; col++) {
      const c = cost[row]![col];
      if (used[col] || c === null || c === undefined) continue;
      used[col] = true;
      walk(row + 1, matched + 1, total + c);
      used[col] = false;
    }
  };
  walk(0, 0, 0);
  return best;
}

describe("rectangular assignment", () => {
  it("matches brute force on 300 random small instances (square, wide, tall)", () => {
    const next = rng(18);
    for (let n = 0; n < 300; n++) {
      const rows = 1 + Math.floor(next() * 6);
      const cols = 1 + Math.floor(next() * 6);
      const cost = Array.from({ length: rows }, () => Array.from({ length: cols }, () => Math.round(next() * 100) / 4));
      const pairs = assignMinCost(cost);
      const best = bruteForce(cost);
      expect(pairs.length, `instance ${n}`).toBe(Math.min(rows, cols));
      expect(totalCost(pairs), `instance ${n}`).toBeCloseTo(best.total, 6);
      expect(new Set(pairs.map((p) => p.row)).size).toBe(pairs.length);
      expect(new Set(pairs.map((p) => p.col)).size).toBe(pairs.length);
    }
  });

  it("never uses a forbidden pair, and still matches as many as brute force can", () => {
    const next = rng(7);
    for (let n = 0; n < 200; n++) {
      const rows = 1 + Math.floor(next() * 5);
      const cols = 1 + Math.floor(next() * 5);
      const cost = Array.from({ length: rows }, () => Array.from({ length: cols }, () => (next() < 0.35 ? null : Math.round(next() * 50))));
      const pairs = assignMinCost(cost);
      const best = bruteForce(cost);
      for (const p of pairs) expect(cost[p.row]![p.col]).not.toBeNull();
      expect(pairs.length, `instance ${n}`).toBe(best.matched);
      expect(totalCost(pairs), `instance ${n}`).toBeCloseTo(best.total, 6);
    }
  });

  it("handles empty and one-sided inputs", () => {
    expect(assignMinCost([])).toEqual([]);
    expect(assignMinCost([[null]])).toEqual([]);
    expect(assignMinCost([[3], [1], [2]])).toEqual([{ row: 1, col: 0, cost: 1 }]);
  });
});
