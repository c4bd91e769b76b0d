export type DiningTable = { id: string; number: number; capacity: number; location: string; joinGroup: string | null };

/** One table, or joinable tables pushed together, a party could sit at. */
export type TableCandidate = { tableIds: string[]; label: string; capacity: number; location: string; numbers: number[] };

/** A table may be this many seats larger than the party before it counts as a waste of seats. */
export const SPARE_SEATS = 2;

const single = (t: DiningTable): TableCandidate => ({
  tableIds: [t.id],
  label: `Table ${t.number}`,
  capacity: t.capacity,
  location: t.location,
  numbers: [t.number],
});

function joinedPairs(tables: DiningTable[]): TableCandidate[] {
  const pairs: TableCandidate[] = [];
  const sorted = [...tables].sort((a, b) => a.number - b.number);
  for (const [i, a] of sorted.entries()) {
    for (const b of sorted.slice(i + 1)) {
      if (!a.joinGroup || a.joinGroup !== b.joinGroup) continue;
      pairs.push({
        tableIds: [a.id, b.id],
        label: `Tables ${a.number} + ${b.number}`,
        capacity: a.capacity + b.capacity,
        location: a.location,
        numbers: [a.number, b.number],
      });
    }
  }
  return pairs;
}

/**
 * Where a party may sit: single tables that fit without wasting more than SPARE_SEATS seats, and pairs from one
 * join group that fit as snugly when neither table alone holds the party. When nothing is that snug, the
 * smallest fit (single or pair) is offered instead. Ordered by capacity, then table number.
 */
export function tableCandidates(tables: DiningTable[], partySize: number): TableCandidate[] {
  const singles = tables.map(single);
  const pairs = joinedPairs(tables).filter((p) => p.numbers.every((n) => tables.find((t) => t.number === n)!.capacity < partySize));
  const fitting = [...singles, ...pairs].filter((c) => c.capacity >= partySize);
  const snug = fitting.filter((c) => c.capacity <= partySize + SPARE_SEATS);
  let chosen = snug;
  if (chosen.length === 0 && fitting.length > 0) {
    const smallest = Math.min(...fitting.map((c) => c.capacity));
    chosen = fitting.filter((c) => c.capacity === smallest);
  }
  return chosen.sort((a, b) => a.capacity - b.capacity || a.numbers[0]! - b.numbers[0]!);
}

/** The candidate exactly these tables make, if they are one the party may take. */
export function findCandidate(candidates: TableCandidate[], tableIds: string[]): TableCandidate | null {
  const wanted = [...new Set(tableIds)].sort();
  return candidates.find((c) => c.tableIds.length === wanted.length && [...c.tableIds].sort().every((id, i) => id === wanted[i])) ?? null;
}
