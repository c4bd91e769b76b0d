import { ANOMALY_METHOD, INSIGHT_KPIS, type InsightAnomalies, type KpiAnomaly, type KpiLatest } from "@tavola/contracts";
import type { Db } from "../../../platform/database.js";
import { windowOf } from "../ceo-dashboard.service.js";
import { addParts, contributions, emptyParts, isBadMove, judge, kpiValue, noiseHints, seasonalBaseline, severityOf, type DayParts } from "./anomaly-detector.js";
import { addDays, localToday } from "./calendar.js";
import { dailyPartsByRestaurant, firstOrderDay, restaurantNames } from "./insights.repository.js";

const SPARKLINE_DAYS = 28;
const SEVERITY_RANK = { critical: 0, high: 1, notable: 2 } as const;

/**
 * The anomalies of the last `days` complete days in the zone (today is not over, so it is never judged): every KPI
 * of every day against the same weekday of the 8 weeks before it, with each restaurant's part in the move.
 */
export async function kpiAnomalies(db: Db, q: { tz: string; days: number }, now = new Date()): Promise<InsightAnomalies> {
  const asOf = addDays(localToday(q.tz, now), -1);
  const from = addDays(asOf, -(q.days - 1));
  // The baseline weeks, and the volume week before the earliest of them.
  const readFrom = addDays(from, -7 * ANOMALY_METHOD.baselineWeeks - 7);
  const sparkFrom = addDays(asOf, -(SPARKLINE_DAYS - 1));
  const start = readFrom < sparkFrom ? readFrom : sparkFrom;
  const [byDay, firstDay, names] = await Promise.all([
    dailyPartsByRestaurant(db, { ...(await windowOf(db, start, asOf, q.tz)), from: start, to: asOf }),
    firstOrderDay(db, q.tz),
    restaurantNames(db),
  ]);
  const nameOf = new Map(names.map((r) => [r.id, r.name]));
  const none = new Map<string, DayParts>();
  const dayOf = (date: string) => byDay.get(date) ?? none;
  // Each day's platform total, summed once: every KPI's series, baseline weeks and noise hints ask for the same days.
  const totals = new Map<string, DayParts>();
  const totalOf = (date: string) => totals.get(date) ?? totals.set(date, [...dayOf(date).values()].reduce(addParts, emptyParts())).get(date)!;

  const anomalies: KpiAnomaly[] = [];
  const latest: KpiLatest[] = [];
  for (const def of INSIGHT_KPIS) {
    const series: Array<{ date: string; value: number }> = [];
    for (let d = sparkFrom; d <= asOf; d = addDays(d, 1)) {
      const v = kpiValue(def.key, totalOf(d));
      if (v !== null) series.push({ date: d, value: v });
    }
    for (let date = asOf; date >= from; date = addDays(date, -1)) {
      const value = kpiValue(def.key, totalOf(date));
      const { dates, values: baseline } = seasonalBaseline(def.key, date, totalOf, firstDay);
      const j = value === null ? null : judge(def.unit, value, baseline, noiseHints(def.key, totalOf(date), dates.map(totalOf)));
      if (date === asOf) {
        latest.push({ kpi: def.key, label: def.label, unit: def.unit, value, expected: j?.expected ?? null, low: j?.low ?? null, high: j?.high ?? null, z: j?.z ?? null });
      }
      if (!j || value === null) continue;
      const severity = severityOf(j.z);
      if (!severity) continue;
      const direction = value >= j.expected ? "up" : "down";
      anomalies.push({
        kpi: def.key,
        label: def.label,
        unit: def.unit,
        date,
        value,
        expected: j.expected,
        low: j.low,
        high: j.high,
        change: value - j.expected,
        changePct: j.expected !== 0 ? (value - j.expected) / j.expected : null,
        z: j.z,
        direction,
        bad: isBadMove(def.key, direction),
        severity,
        series,
        contributors: contributions(def.key, dayOf(date), dates.map(dayOf), j.expected, direction).map((c) => ({
          ...c,
          name: nameOf.get(c.restaurantId) ?? "Unknown restaurant",
        })),
      });
    }
  }
  anomalies.sort((a, b) => b.date.localeCompare(a.date) || SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] || Math.abs(b.z) - Math.abs(a.z));
  return {
    tz: q.tz,
    asOf,
    from,
    method: { name: ANOMALY_METHOD.name, explanation: ANOMALY_METHOD.explanation, threshold: ANOMALY_METHOD.threshold, baselineWeeks: ANOMALY_METHOD.baselineWeeks },
    latest,
    anomalies,
  };
}
