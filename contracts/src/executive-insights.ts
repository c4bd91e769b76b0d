import { z } from "zod";
import { timeZoneSchema } from "./executive-dashboard.js";

/**
 * /ai-executive-control (executives only): insights computed from the business's own rows — no outside AI service.
 * 1. KPI anomalies (GET /api/analytics/insights/anomalies): each day's KPI against the same weekday of the weeks
 *    before it, with the restaurants that explain the move.
 * 2. Questions in plain English (POST /api/analytics/insights/ask): an on-server parser maps the words onto a fixed
 *    set of query intents and answers from the data, or says plainly that it cannot.
 */

export const INSIGHT_KPIS = [
  { key: "gmv", label: "GMV", unit: "cents", additive: true, definition: "What customers paid on the day's orders, except rejected and cancelled ones." },
  { key: "orders", label: "Orders", unit: "count", additive: true, definition: "Orders placed that day, except rejected and cancelled ones." },
  { key: "aov", label: "Average order value", unit: "cents", additive: false, definition: "GMV divided by orders." },
  { key: "refunds", label: "Refunds", unit: "cents", additive: true, definition: "Money refunded that day (by the refund's time), on the restaurant's orders." },
  { key: "cancellations", label: "Cancellations", unit: "count", additive: true, definition: "Orders placed that day that were cancelled or rejected." },
  { key: "lateDeliveries", label: "Late deliveries", unit: "count", additive: true, definition: "Orders placed that day delivered after the latest time promised at checkout." },
  { key: "negativeFeedbackShare", label: "Negative feedback share", unit: "share", additive: false, definition: "Share of the day's feedback whose sentiment is negative." },
  { key: "newCustomers", label: "New customers", unit: "count", additive: true, definition: "Customers whose first counted order ever was placed that day (counted at that order's restaurant)." },
] as const;
export type InsightKpiKey = (typeof INSIGHT_KPIS)[number]["key"];
export type InsightUnit = (typeof INSIGHT_KPIS)[number]["unit"];

/** The detector's settings, shown on the page as they are. */
export const ANOMALY_METHOD = {
  name: "Seasonal robust z-score (median and MAD of the same weekday)",
  baselineWeeks: 8,
  minBaselineWeeks: 4,
  threshold: 3.5,
  explanation:
    "Each day's figure is compared with the same weekday in the 8 weeks before it (a Friday with the 8 Fridays before it), " +
    "so the weekly rhythm is not mistaken for news. Sums (GMV, orders, refunds, cancellations, late deliveries, new customers) " +
    "from those weeks are first scaled to today's volume — times the orders of the 7 days before the day, divided by the " +
    "orders of the 7 days before that week's day — so growth is not news either. The expected value is their median; the " +
    "spread is their median absolute deviation (MAD) × 1.4826, which equals the standard deviation for normal data but is " +
    "not pulled by one odd week. A day is flagged when it lies more than 3.5 such spreads from the median (Iglewicz & " +
    "Hoaglin's modified z-score). The spread is never below the noise of the figure itself — √expected for counts, a " +
    "Poisson number of typical orders or refunds for money, the binomial error for a share (judged from 3 reviews a day) — " +
    "so quiet days do not raise false alarms. Each restaurant's part of the change is its figure minus its usual share of " +
    "the expected total (for averages and shares: its weight that day × its distance from the expected value), so the " +
    "parts add up to the whole change.",
} as const;

export const ANOMALY_SEVERITIES = [
  { key: "critical", label: "Critical", minZ: 8 },
  { key: "high", label: "High", minZ: 5 },
  { key: "notable", label: "Notable", minZ: ANOMALY_METHOD.threshold },
] as const;
export type AnomalySeverity = (typeof ANOMALY_SEVERITIES)[number]["key"];

export const INSIGHT_SCAN_DAYS = { min: 1, max: 28, default: 14 } as const;

export const insightAnomaliesQuerySchema = z.object({
  tz: timeZoneSchema.default("UTC"),
  days: z.coerce
    .number({ error: `Days is a number (${INSIGHT_SCAN_DAYS.min}–${INSIGHT_SCAN_DAYS.max})` })
    .int({ error: "Days is a whole number" })
    .min(INSIGHT_SCAN_DAYS.min, { error: `Days is at least ${INSIGHT_SCAN_DAYS.min}` })
    .max(INSIGHT_SCAN_DAYS.max, { error: `Days is at most ${INSIGHT_SCAN_DAYS.max}` })
    .default(INSIGHT_SCAN_DAYS.default),
});
export type InsightAnomaliesQuery = z.input<typeof insightAnomaliesQuerySchema>;

const kpiKeySchema = z.enum(INSIGHT_KPIS.map((k) => k.key) as [InsightKpiKey, ...InsightKpiKey[]]);

export const anomalyContributorSchema = z.object({
  restaurantId: z.string(),
  name: z.string(),
  value: z.number(),
  expected: z.number(),
  /** This restaurant's part of the change; the parts of every restaurant add up to the anomaly's change. */
  contribution: z.number(),
});
export type AnomalyContributor = z.infer<typeof anomalyContributorSchema>;

export const kpiAnomalySchema = z.object({
  kpi: kpiKeySchema,
  label: z.string(),
  unit: z.enum(["cents", "count", "share"]),
  date: z.string(),
  value: z.number(),
  expected: z.number(),
  low: z.number(),
  high: z.number(),
  change: z.number(),
  /** change / expected; null when nothing was expected. */
  changePct: z.number().nullable(),
  z: z.number(),
  direction: z.enum(["up", "down"]),
  /** Whether the move is bad news for the business (more refunds, fewer orders). */
  bad: z.boolean(),
  severity: z.enum(["critical", "high", "notable"]),
  /** The KPI over the scanned days and the baseline before them, for a sparkline. */
  series: z.array(z.object({ date: z.string(), value: z.number() })),
  /** Every restaurant with a part in the change, the largest part in the direction of the move first. */
  contributors: z.array(anomalyContributorSchema),
});
export type KpiAnomaly = z.infer<typeof kpiAnomalySchema>;

export const kpiLatestSchema = z.object({
  kpi: kpiKeySchema,
  label: z.string(),
  unit: z.enum(["cents", "count", "share"]),
  value: z.number().nullable(),
  expected: z.number().nullable(),
  low: z.number().nullable(),
  high: z.number().nullable(),
  z: z.number().nullable(),
});
export type KpiLatest = z.infer<typeof kpiLatestSchema>;

export const insightAnomaliesSchema = z.object({
  tz: z.string(),
  /** The latest complete day (yesterday in the zone); today is not over, so it is never judged. */
  asOf: z.string(),
  from: z.string(),
  method: z.object({ name: z.string(), explanation: z.string(), threshold: z.number(), baselineWeeks: z.number().int() }),
  /** Each KPI on the latest complete day against its expected range. */
  latest: z.array(kpiLatestSchema),
  /** Most recent first, then by severity. */
  anomalies: z.array(kpiAnomalySchema),
});
export type InsightAnomalies = z.infer<typeof insightAnomaliesSchema>;

// ---- Questions in plain English --------------------------------------------------------------------------------

export const QUESTION_MAX_LENGTH = 200;

export const insightQuestionSchema = z.object({
  question: z
    .string({ error: "Type a question" })
    .trim()
    .min(1, { error: "Type a question" })
    .max(QUESTION_MAX_LENGTH, { error: `Keep the question under ${QUESTION_MAX_LENGTH} characters` }),
  tz: timeZoneSchema.default("UTC"),
});
export type InsightQuestion = z.input<typeof insightQuestionSchema>;

/** The fixed set of things the parser can answer. */
export const QUESTION_INTENTS = [
  { key: "revenue_by_restaurant", label: "revenue by restaurant" },
  { key: "revenue_by_day", label: "revenue by day" },
  { key: "orders_by_restaurant", label: "orders by restaurant" },
  { key: "orders_by_day", label: "orders by day" },
  { key: "aov_by_restaurant", label: "average order value by restaurant" },
  { key: "cancellations_by_restaurant", label: "cancellations by restaurant" },
  { key: "late_deliveries_by_restaurant", label: "late deliveries by restaurant" },
  { key: "refunds_by_restaurant", label: "refunds by restaurant" },
  { key: "new_customers_by_day", label: "new customers by day" },
  { key: "top_dishes", label: "top dishes" },
  { key: "dish_complaints", label: "dishes with the most complaints" },
] as const;
export type QuestionIntentKey = (typeof QUESTION_INTENTS)[number]["key"];

/** Shown when a question cannot be answered: what can be. */
export const QUESTION_EXAMPLES = [
  "Revenue last week by restaurant",
  "Which dishes get the most complaints",
  "Orders yesterday",
  "Top 5 dishes this month",
  "Average order value by restaurant last 30 days",
  "Cancellations by restaurant this month",
  "Late deliveries this week",
  "New customers last month",
  "Refunds by restaurant in October",
  "Orders at Sakura House between 2026-11-01 and 2026-11-15",
] as const;

const columnSchema = z.object({ key: z.string(), label: z.string(), kind: z.enum(["text", "cents", "count", "share"]) });
export type AnswerColumn = z.infer<typeof columnSchema>;

export const insightAnswerSchema = z.discriminatedUnion("understood", [
  z.object({
    understood: z.literal(true),
    question: z.string(),
    intent: z.enum(QUESTION_INTENTS.map((i) => i.key) as [QuestionIntentKey, ...QuestionIntentKey[]]),
    /** "revenue by restaurant, 16–22 Nov 2026" */
    interpretation: z.string(),
    range: z.object({ from: z.string(), to: z.string(), label: z.string() }),
    restaurant: z.object({ id: z.string(), name: z.string() }).nullable(),
    limit: z.number().int().nullable(),
    columns: z.array(columnSchema),
    /** Row values by column key: text columns strings, the others numbers. */
    rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
    /** The column the chart draws (by the first column's labels). */
    chartKey: z.string(),
    /** The total of the chart column where adding up makes sense. */
    total: z.number().nullable(),
    notes: z.array(z.string()),
  }),
  z.object({
    understood: z.literal(false),
    question: z.string(),
    message: z.string(),
    examples: z.array(z.string()),
  }),
]);
export type InsightAnswer = z.infer<typeof insightAnswerSchema>;
