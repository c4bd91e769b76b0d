import { coversByWindow, pacingAllows, type BookedStart } from "./pacing.js";
import type { TableCandidate } from "./table-choice.js";

/** A table held over [start, end): back-to-back bookings do not overlap (as the tstzrange '[)' in the database). */
export type TableBooking = { tableId: string; start: Date; end: Date };

export const overlaps = (aStart: Date, aEnd: Date, bStart: Date, bEnd: Date) => aStart < bEnd && bStart < aEnd;

/** Whether every one of the tables is free for the whole of [start, end). */
export function tablesFree(tableIds: string[], start: Date, end: Date, bookings: TableBooking[]): boolean {
  return !bookings.some((b) => tableIds.includes(b.tableId) && overlaps(start, end, b.start, b.end));
}

export type OpenOption = TableCandidate & { times: Date[] };

/** For each candidate, the offered start times at which its tables are free and pacing still has room. */
export function openOptions(args: {
  candidates: TableCandidate[];
  times: Date[];
  durationMinutes: number;
  partySize: number;
  bookings: TableBooking[];
  starts: BookedStart[];
  pacingLimit: number;
}): OpenOption[] {
  const covers = coversByWindow(args.starts);
  const paced = args.times.filter((t) => pacingAllows(covers, t, args.partySize, args.pacingLimit));
  // Each table's holds, gathered once: a busy day has ~150 holds, 60 tables and ~40 start times, and scanning
  // every hold for every (candidate, time) pair was most of the request's CPU.
  const byTable = new Map<string, Array<[number, number]>>();
  for (const b of args.bookings) {
    const list = byTable.get(b.tableId) ?? [];
    list.push([b.start.getTime(), b.end.getTime()]);
    byTable.set(b.tableId, list);
  }
  const durationMs = args.durationMinutes * 60_000;
  const free = (tableId: string, start: number) => !(byTable.get(tableId) ?? []).some(([s, e]) => start < e && s < start + durationMs);
  return args.candidates
    .map((c) => ({ ...c, times: paced.filter((t) => c.tableIds.every((id) => free(id, t.getTime()))) }))
    .filter((o) => o.times.length > 0);
}

export type Alternative = { tableIds: string[]; label: string; startsAt: Date };

/**
 * The nearest free (tables, time) pairs to the one asked for: closest in time first, the same tables before
 * others at an equal distance, then earlier before later.
 */
export function nearestAlternatives(options: OpenOption[], wanted: { tableIds: string[]; startsAt: Date }, limit = 5): Alternative[] {
  const sameTables = (ids: string[]) => ids.length === wanted.tableIds.length && ids.every((id) => wanted.tableIds.includes(id));
  const w = wanted.startsAt.getTime();
  return options
    .flatMap((o) => o.times.map((t) => ({ tableIds: o.tableIds, label: o.label, startsAt: t, same: sameTables(o.tableIds) })))
    .filter((a) => !(a.same && a.startsAt.getTime() === w))
    .sort((a, b) => Math.abs(a.startsAt.getTime() - w) - Math.abs(b.startsAt.getTime() - w) || Number(b.same) - Number(a.same) || a.startsAt.getTime() - b.startsAt.getTime())
    .slice(0, limit)
    .map(({ tableIds, label, startsAt }) => ({ tableIds, label, startsAt }));
}
