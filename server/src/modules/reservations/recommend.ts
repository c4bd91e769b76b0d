import type { TableCandidate } from "./table-choice.js";

export type Recommendation = {
  tableIds: string[];
  label: string;
  capacity: number;
  location: string;
  serverName: string;
  score: number;
  reasons: string[];
};

/** Points: every empty seat costs 10, pushing tables together 5, each guest more than the lightest server has 1; the asked-for section earns 25. */
export const WEIGHTS = { emptySeat: 10, joined: 5, section: 25, cover: 1 } as const;

const BASE = 100;

const sectionPhrase = (location: string) =>
  location === "Window" ? "By the Window" : location === "Private Room" ? "In the Private Room" : `On the ${location}`;

/**
 * Scores the free tables for a party: capacity fit first (fewest empty seats; joined tables cost a little), the
 * section the party asked for, and the servers' load that day (covers already on their tables), so bookings
 * spread across the floor. Each table comes with its reasons in words. Best first.
 */
export function recommendTables(args: {
  candidates: TableCandidate[];
  partySize: number;
  section?: string;
  serverOf: (tableId: string) => string;
  /** Covers booked that day on each server's tables (every server of the floor, 0 when none). */
  coversByServer: Map<string, number>;
  /** "tonight" or "today", for the load reason. */
  dayPart: string;
}): Recommendation[] {
  const { partySize, coversByServer, dayPart } = args;
  const wanted = args.section?.trim().toLowerCase() || null;
  const lightest = coversByServer.size > 0 ? Math.min(...coversByServer.values()) : 0;
  return args.candidates
    .map((c) => {
      const serverName = args.serverOf(c.tableIds[0]!);
      const covers = coversByServer.get(serverName) ?? 0;
      const empty = c.capacity - partySize;
      const joined = c.tableIds.length > 1;
      const inSection = wanted !== null && c.location.toLowerCase() === wanted;
      const score = BASE - WEIGHTS.emptySeat * empty - (joined ? WEIGHTS.joined : 0) + (inSection ? WEIGHTS.section : 0) - WEIGHTS.cover * (covers - lightest);
      const reasons = [`Seats ${c.capacity} for a party of ${partySize}${empty > 0 ? ` (${empty} empty seat${empty === 1 ? "" : "s"})` : ""}`];
      if (joined) reasons.push(`${c.label} pushed together`);
      if (inSection) reasons.push(`${sectionPhrase(c.location)}, as asked`);
      reasons.push(covers === lightest ? `${serverName} has the fewest guests ${dayPart} (${covers})` : `${serverName} has ${covers} guests ${dayPart}`);
      return { tableIds: c.tableIds, label: c.label, capacity: c.capacity, location: c.location, serverName, score, reasons, first: c.numbers[0]! };
    })
    .sort((a, b) => b.score - a.score || a.capacity - b.capacity || a.first - b.first)
    .map(({ first: _first, ...r }) => r);
}
