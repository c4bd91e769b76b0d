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
  // A row or column without one allowed pair can never be matched: the solver gets only the others (couriers out of
  // range of every job, jobs nobody can reach), which changes no matching and shrinks its work.
  const usedCols = new Uint8Array(cols);
  const liveRows: number[] = [];
  let max = 0;
  for (let r = 0; r < rows; r++) {
    let any = false;
    const row = cost[r]!;
    for (let c = 0; c < cols; c++) {
      const v = row[c];
      if (v === null || v === undefined) continue;
      any = true;
      usedCols[c] = 1;
      if (v > max) max = v;
    }
    if (any) liveRows.push(r);
  }
  const liveCols: number[] = [];
  for (let c = 0; c < cols; c++) if (usedCols[c]) liveCols.push(c);
  if (liveRows.length === 0) return [];
  // Bigger than any sum of real costs: the solver uses a forbidden pair only when nothing else fills the row/column.
  const forbidden = (max + 1) * (Math.min(liveRows.length, liveCols.length) + 1);
  const matrix = liveRows.map((r) => liveCols.map((c) => cost[r]![c] ?? forbidden));
  const { rowAssignments } = linearSumAssignment(matrix, { maximaze: false });
  const pairs: Pair[] = [];
  for (let i = 0; i < liveRows.length; i++) {
    const k = rowAssignments[i]!;
    if (k < 0) continue;
    const row = liveRows[i]!;
    const col = liveCols[k]!;
    const c = cost[row]![col];
    if (c === null || c === undefined) continue;
    pairs.push({ row, col, cost: c });
  }
  return pairs;
}

export const totalCost = (pairs: Pair[]) => pairs.reduce((s, p) => s + p.cost, 0);
