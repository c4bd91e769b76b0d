import { linearSumAssignment } from "linear-sum-assignment";

/**
 * Rectangular minimum-cost assignment (rows = couriers, columns = jobs), on `linear-sum-assignment` (the
 * Jonker–Volgenant shortest augmenting path of Crouse 2016, exact). Pairs that may not be matched (out of range)
 * carry `null`; they get a cost far above any real one, and a pair solved at that cost is dropped, so a job
 * nobody can reach stays unassigned instead of forcing a courier across the city.
 */
export type Pair = { row: number; col: number; cost: number };

export function assignMinCost(cost: ReadonlyArray<ReadonlyArray<number | null>>): Pair[] {
  const rows = cost.length;
  const cols = rows === 0 ? 0 : cost[0]!.length;
  if (rows === 0 || cols === 0) return [];
  let max = 0;
  for (const r of cost) for (const c of r) if (c !== null && c > max) max = c;
  // Bigger than any sum of real costs: the solver uses a forbidden pair only when nothing else fills the row/column.
  const forbidden = (max + 1) * (Math.min(rows, cols) + 1);
  const matrix = cost.map((r) => r.map((c) => (c === null ? forbidden : c)));
  const { rowAssignments } = linearSumAssignment(matrix, { maximaze: false });
  const pairs: Pair[] = [];
  for (let row = 0; row < rows; row++) {
    const col = rowAssignments[row]!;
    if (col < 0) continue;
    const c = cost[row]![col];
    if (c === null || c === undefined) continue;
    pairs.push({ row, col, cost: c });
  }
  return pairs;
}

export const totalCost = (pairs: Pair[]) => pairs.reduce((s, p) => s + p.cost, 0);
