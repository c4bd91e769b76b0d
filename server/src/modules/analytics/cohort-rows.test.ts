import { describe, expect, it } from "vitest";
import { cohortRows, COHORT_MONTHS } from "./kpi.repository.js";

/**
 * Issue 20's "cohort maths" on a hand-made answer: a cohort's size is its customers in month 0, its retention k
 * months later is the share of those customers who ordered in month k, and months after the window's end are
 * null (not 0 %: they have not happened yet).
 */
const window = (endIso: string, tz = "UTC") => ({ start: new Date("2026-01-01T00:00:00Z"), end: new Date(endIso), tz });

describe("cohort rows", () => {
  it("shares of each cohort who came back 1…5 months later, null for months after the window", () => {
    const cells = [
      { cohort: "2026-06", k: 0, customers: 40 },
      { cohort: "2026-06", k: 1, customers: 30 },
      { cohort: "2026-06", k: 2, customers: 10 },
      // month 3 absent: nobody came back then (0 %, not unknown)
      { cohort: "2026-06", k: 4, customers: 4 },
      { cohort: "2026-07", k: 0, customers: 8 },
      { cohort: "2026-07", k: 2, customers: 2 },
      { cohort: "2026-09", k: 0, customers: 5 },
    ];
    // The window ends on 1 Oct (exclusive): its last day is in September.
    const rows = cohortRows(cells, window("2026-10-01T00:00:00Z"));
    expect(rows).toEqual([
      { cohort: "2026-06", customers: 40, retained: [0.75, 0.25, 0, null, null] },
      { cohort: "2026-07", customers: 8, retained: [0, 0.25, null, null, null] },
      { cohort: "2026-09", customers: 5, retained: [null, null, null, null, null] },
    ]);
    expect(rows.every((r) => r.retained.length === COHORT_MONTHS - 1)).toBe(true);
  });

  it("reads the window's last month in its time zone, and a cohort of nobody retains nothing", () => {
    const cells = [
      { cohort: "2026-08", k: 0, customers: 10 },
      { cohort: "2026-08", k: 1, customers: 5 },
      { cohort: "2026-08", k: 2, customers: 1 },
    ];
    // 1 Oct 03:00 UTC is still 30 September in New York: September is the last month, October has not begun.
    expect(cohortRows(cells, window("2026-10-01T03:00:00Z", "America/New_York"))[0]!.retained).toEqual([0.5, null, null, null, null]);
    // The same instant in UTC is in October: August's +2 counts.
    expect(cohortRows(cells, window("2026-10-01T03:00:00Z", "UTC"))[0]!.retained).toEqual([0.5, 0.1, null, null, null]);
    // A cohort with no month-0 row (nobody's first order that month) retains nothing rather than dividing by 0.
    expect(cohortRows([{ cohort: "2026-09", k: 1, customers: 3 }], window("2026-12-01T00:00:00Z"))).toEqual([
      { cohort: "2026-09", customers: 0, retained: [null, null, null, null, null] },
    ]);
  });
});
