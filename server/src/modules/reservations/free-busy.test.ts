import { describe, expect, it } from "vitest";
import { nearestAlternatives, openOptions, overlaps, tablesFree, type TableBooking } from "./free-busy.js";
import type { TableCandidate } from "./table-choice.js";

const at = (hhmm: string) => new Date(`2025-06-02T${hhmm}:00Z`);
const cand = (n: number, cap = 4): TableCandidate => ({ tableIds: [`t${n}`], label: `Table ${n}`, capacity: cap, location: "Window", numbers: [n] });

describe("overlaps / tablesFree", () => {
  const bookings: TableBooking[] = [{ tableId: "t1", start: at("19:00"), end: at("20:30") }];

  it("treats ranges as half-open: back-to-back bookings do not clash", () => {
    expect(overlaps(at("20:30"), at("22:00"), at("19:00"), at("20:30"))).toBe(false);
    expect(overlaps(at("17:30"), at("19:00"), at("19:00"), at("20:30"))).toBe(false);
    expect(overlaps(at("20:15"), at("21:45"), at("19:00"), at("20:30"))).toBe(true);
    expect(overlaps(at("18:00"), at("23:00"), at("19:00"), at("20:30"))).toBe(true);
  });

  it("checks every table of a joined pair", () => {
    expect(tablesFree(["t1"], at("20:00"), at("21:30"), bookings)).toBe(false);
    expect(tablesFree(["t2"], at("20:00"), at("21:30"), bookings)).toBe(true);
    expect(tablesFree(["t2", "t1"], at("20:00"), at("21:30"), bookings)).toBe(false);
    expect(tablesFree(["t1"], at("20:30"), at("22:00"), bookings)).toBe(true);
  });
});

describe("openOptions", () => {
  const times = [at("18:00"), at("18:15"), at("18:30"), at("19:00")];

  it("keeps the times each candidate's tables are free for the whole duration", () => {
    const options = openOptions({
      candidates: [cand(1), cand(2)],
      times,
      durationMinutes: 60,
      partySize: 2,
      bookings: [{ tableId: "t1", start: at("19:00"), end: at("20:30") }],
      starts: [],
      pacingLimit: 20,
    });
    expect(options.map((o) => [o.label, o.times.map((t) => t.toISOString().slice(11, 16))])).toEqual([
      ["Table 1", ["18:00"]],
      ["Table 2", ["18:00", "18:15", "18:30", "19:00"]],
    ]);
  });

  it("drops times whose pacing window is full, and candidates with no time left", () => {
    const options = openOptions({
      candidates: [cand(1)],
      times: [at("18:00"), at("18:15")],
      durationMinutes: 60,
      partySize: 4,
      bookings: [],
      starts: [{ startsAt: at("18:00"), partySize: 18 }],
      pacingLimit: 20,
    });
    expect(options[0]!.times).toEqual([at("18:15")]);
    expect(openOptions({ candidates: [cand(1)], times: [at("18:00")], durationMinutes: 60, partySize: 4, bookings: [], starts: [{ startsAt: at("18:00"), partySize: 18 }], pacingLimit: 20 })).toEqual([]);
  });
});

describe("nearestAlternatives", () => {
  const options = [
    { ...cand(1), times: [at("18:00"), at("19:00"), at("19:30")] },
    { ...cand(2), times: [at("19:00"), at("19:15"), at("21:00")] },
  ];

  it("lists the nearest free pairs, same tables first on a tie, never the taken one", () => {
    const alts = nearestAlternatives(options, { tableIds: ["t1"], startsAt: at("19:00") });
    expect(alts.map((a) => `${a.label} ${a.startsAt.toISOString().slice(11, 16)}`)).toEqual([
      "Table 2 19:00",
      "Table 2 19:15",
      "Table 1 19:30",
      "Table 1 18:00",
      "Table 2 21:00",
    ]);
  });

  it("stops at the limit", () => {
    expect(nearestAlternatives(options, { tableIds: ["t2"], startsAt: at("19:00") }, 2)).toHaveLength(2);
  });
});
