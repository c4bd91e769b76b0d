import { describe, expect, it } from "vitest";
import { INSIGHT_KPIS } from "@tavola/contracts";
import { addParts, contributions, emptyParts, judge, kpiValue, noiseHints, seasonalBaseline, severityOf, type DayParts } from "./anomaly-detector.js";
import { addDays, dayNumber } from "./calendar.js";
import { mulberry32 as prng } from "../../../platform/seeded-random.js";

/** A Poisson draw (Knuth), for counts that behave like real ones. */
function poisson(random: () => number, mean: number): number {
  const l = Math.exp(-mean);
  let k = 0;
  let p = 1;
  do {
    k++;
    p *= random();
  } while (p > l);
  return k - 1;
}

/** Busy Fridays and Saturdays, a quiet Monday: the weekly rhythm the detector must not mistake for news. */
const WEEKLY = [1.0, 0.6, 0.7, 0.8, 1.0, 1.6, 1.5];
const RESTAURANTS = ["a", "b", "c"] as const;
const SIZE = { a: 30, b: 15, c: 8 } as const;

/** 12 weeks of days for three restaurants: orders ~ Poisson(size × weekday factor), GMV ≈ 4,000 ¢ an order, refunds and cancellations now and then. */
function history(seed: number, days = 84, weeklyGrowth = 0): Array<Map<string, DayParts>> {
  const random = prng(seed);
  return Array.from({ length: days }, (_, day) => {
    const m = new Map<string, DayParts>();
    for (const r of RESTAURANTS) {
      const orders = poisson(random, SIZE[r] * WEEKLY[day % 7]! * (1 + weeklyGrowth) ** (day / 7));
      const gmv = Array.from({ length: orders }, () => 3000 + Math.round(random() * 2000)).reduce((s, x) => s + x, 0);
      const feedback = poisson(random, SIZE[r] / 3);
      const refunded = random() < 0.3;
      m.set(r, {
        ...emptyParts(),
        orders,
        gmv,
        cancellations: poisson(random, orders * 0.04),
        late: poisson(random, orders * 0.1),
        refunds: refunded ? 2000 : 0,
        refundCount: refunded ? 1 : 0,
        feedback,
        negative: poisson(random, feedback * 0.15),
        newCustomers: poisson(random, orders / 10),
      });
    }
    return m;
  });
}

const total = (m: ReadonlyMap<string, DayParts>) => [...m.values()].reduce(addParts, emptyParts());

/** Day i of a series is this date. */
const START = "2026-01-05";
const dateOf = (i: number) => addDays(START, i);

/** Judge day `i` of a series against its seasonal baseline, as the service does. */
function judgeDay(series: Array<Map<string, DayParts>>, i: number, kpi: (typeof INSIGHT_KPIS)[number]) {
  const totalOf = (d: string) => {
    const m = series[dayNumber(d) - dayNumber(START)];
    return m ? total(m) : emptyParts();
  };
  const { dates, values } = seasonalBaseline(kpi.key, dateOf(i), totalOf, START);
  const value = kpiValue(kpi.key, totalOf(dateOf(i)));
  return value === null ? null : judge(kpi.unit, value, values, noiseHints(kpi.key, totalOf(dateOf(i)), dates.map(totalOf)));
}

describe("the anomaly detector", () => {
  it.each([
    ["a steady business", 0],
    ["a business growing 15 % a week", 0.15],
    ["a business shrinking 8 % a week", -0.08],
  ])("raises no alarm on normal weeks with a strong weekly rhythm: %s (every KPI, the last four weeks of 20 histories)", (_name, growth) => {
    let judged = 0;
    const alarms: string[] = [];
    for (let seed = 1; seed <= 20; seed++) {
      const series = history(seed, 84, growth);
      for (let i = 56; i < series.length; i++) {
        for (const kpi of INSIGHT_KPIS) {
          const j = judgeDay(series, i, kpi);
          if (!j) continue;
          judged++;
          if (severityOf(j.z)) alarms.push(`${seed}/${i}/${kpi.key} z=${j.z.toFixed(1)}`);
        }
      }
    }
    expect(judged).toBeGreaterThan(3500);
    // Poisson noise can in rare cases cross 3.5 robust σ; across ~4,500 judgements fewer than 0.5 % may (measured: 0.2–0.35 %;
    // pure normal noise would give 0.05 %, Poisson counts have heavier tails).
    expect(alarms.length / judged, alarms.join("\n")).toBeLessThan(0.005);
  });

  it("finds an injected spike in one restaurant's cancellations, and names that restaurant first", () => {
    const series = history(7);
    const day = 80; // a Saturday-like busy day (80 % 7 = 3 → factor 0.8) — any weekday works
    series[day]!.get("b")!.cancellations += 14;
    const kpi = INSIGHT_KPIS.find((k) => k.key === "cancellations")!;
    const j = judgeDay(series, day, kpi)!;
    expect(j.z).toBeGreaterThan(3.5);
    expect(severityOf(j.z)).not.toBeNull();
    const value = total(series[day]!).cancellations;
    expect(value).toBeGreaterThan(j.high);
    const baselineDays = Array.from({ length: 8 }, (_, w) => series[day - 7 * (w + 1)]!);
    const parts = contributions("cancellations", series[day]!, baselineDays, j.expected, "up");
    expect(parts[0]!.restaurantId).toBe("b");
    expect(parts[0]!.contribution).toBeGreaterThan(10);
  });

  it("finds a drop in orders on one day and not on the days around it", () => {
    const series = history(11);
    const day = 75;
    series[day]!.set("a", { ...series[day]!.get("a")!, orders: 2, gmv: 8000 });
    const kpi = INSIGHT_KPIS.find((k) => k.key === "orders")!;
    expect(severityOf(judgeDay(series, day, kpi)!.z)).not.toBeNull();
    expect(judgeDay(series, day, kpi)!.z).toBeLessThan(-3.5);
    for (const other of [day - 1, day + 1, day - 7]) expect(severityOf(judgeDay(series, other, kpi)!.z)).toBeNull();
  });

  it("needs four weeks of baseline before it judges", () => {
    expect(judge("count", 10, [1, 2, 3])).toBeNull();
    expect(judge("count", 10, [1, 2, 3, 2])).not.toBeNull();
  });

  it("does not alarm on a flat baseline's small wiggle (MAD 0 falls back to the unit's floor)", () => {
    expect(severityOf(judge("count", 12, [10, 10, 10, 10, 10, 10, 10, 10])!.z)).toBeNull();
    expect(severityOf(judge("cents", 0, [0, 0, 0, 0, 0, 0])!.z)).toBeNull();
    expect(severityOf(judge("share", 0.1, [0.05, 0.05, 0.05, 0.05])!.z)).toBeNull();
    expect(severityOf(judge("count", 40, [10, 10, 10, 10, 10, 10, 10, 10])!.z)).toBe("critical");
  });
});

describe("each restaurant's part in a move adds up to the whole change", () => {
  const series = history(3);
  const day = 70;
  const baselineDays = Array.from({ length: 8 }, (_, w) => series[day - 7 * (w + 1)]!);
  for (const kpi of INSIGHT_KPIS) {
    it(kpi.key, () => {
      const value = kpiValue(kpi.key, total(series[day]!), 1)!;
      const baseline = baselineDays.map((d) => kpiValue(kpi.key, total(d), 1)).filter((v): v is number => v !== null);
      const expected = judge(kpi.unit, value, baseline)!.expected;
      const parts = contributions(kpi.key, series[day]!, baselineDays, expected, value >= expected ? "up" : "down");
      const sum = parts.reduce((s, p) => s + p.contribution, 0);
      expect(sum).toBeCloseTo(value - expected, 6);
      // Largest part in the direction of the move first.
      const sign = value >= expected ? 1 : -1;
      for (let i = 1; i < parts.length; i++) expect(sign * parts[i - 1]!.contribution).toBeGreaterThanOrEqual(sign * parts[i]!.contribution);
    });
  }

  it("with no baseline at all, each restaurant's part is its own figure", () => {
    const day = new Map([
      ["a", { ...emptyParts(), refunds: 500 }],
      ["b", { ...emptyParts(), refunds: 1500 }],
    ]);
    const parts = contributions("refunds", day, [], 0, "up");
    expect(parts.map((p) => [p.restaurantId, p.contribution])).toEqual([
      ["b", 1500],
      ["a", 500],
    ]);
  });
});
