import type { InsightUnit } from "@tavola/contracts";
import { formatCents, formatInteger } from "@/lib/format";

/** A KPI figure in its unit: money in dollars, counts whole (expected counts to one decimal), shares as percent. */
export function formatFigure(unit: InsightUnit | "text", value: number | string | null | undefined, precise = false): string {
  if (value === null || value === undefined) return "—";
  if (typeof value === "string") return value;
  if (unit === "cents") return formatCents(Math.round(value));
  if (unit === "share") return `${(value * 100).toFixed(precise ? 1 : 0)}%`;
  return Number.isInteger(value) ? formatInteger(value) : value.toFixed(1);
}

/** A change with its sign: "+$1,204.50", "−3.2", "+41 pts". */
export function formatChange(unit: InsightUnit, change: number): string {
  const sign = change > 0 ? "+" : change < 0 ? "−" : "";
  if (unit === "share") return `${sign}${Math.abs(change * 100).toFixed(1)} pts`;
  return `${sign}${formatFigure(unit, Math.abs(change))}`;
}

export const formatPercent = (share: number | null) => (share === null ? "" : `${share > 0 ? "+" : share < 0 ? "−" : ""}${Math.abs(share * 100).toFixed(0)}%`);

/** "Thu 26 Nov" for a YYYY-MM-DD day. */
export function formatDay(date: string): string {
  return new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
}
