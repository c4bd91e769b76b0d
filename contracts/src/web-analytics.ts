import { z } from "zod";
import { MAX_DASHBOARD_DAYS, rangeDateSchema, rangeDayNumber, timeZoneSchema } from "./executive-dashboard.js";

/**
 * Funnel events the web records (POST /api/events) and the /analytics and /advanced-analytics figures.
 * "Paid" is never a browser event: it is counted from the orders and payments tables.
 */
export const WEB_EVENT_TYPES = ["menu_view", "cart_add", "checkout_start"] as const;
export type WebEventType = (typeof WEB_EVENT_TYPES)[number];

/** How many events one request may carry (the web flushes its queue in batches of at most this many). */
export const WEB_EVENTS_MAX_BATCH = 20;
/** Web events are kept this long, then the daily retention job deletes them. */
export const WEB_EVENTS_RETENTION_DAYS = 90;

/** A random id the browser keeps in localStorage: no personal data, only "the same browser again". */
export const visitorIdSchema = z
  .string({ error: "A visitor id is required" })
  .min(8, { error: "A visitor id is 8 to 64 letters, digits, - or _" })
  .max(64, { error: "A visitor id is 8 to 64 letters, digits, - or _" })
  .regex(/^[A-Za-z0-9_-]+$/, { error: "A visitor id is 8 to 64 letters, digits, - or _" });

export const webEventSchema = z.object({
  type: z.enum(WEB_EVENT_TYPES, { error: "Unknown event type" }),
  restaurantId: z.uuid({ error: "Not a restaurant id" }),
  /** The dish added (cart_add only). */
  menuItemId: z.uuid({ error: "Not a dish id" }).optional(),
});
export type WebEvent = z.infer<typeof webEventSchema>;

export const webEventsBatchSchema = z.object({
  visitorId: visitorIdSchema,
  events: z
    .array(webEventSchema)
    .min(1, { error: "Send at least one event" })
    .max(WEB_EVENTS_MAX_BATCH, { error: `Send at most ${WEB_EVENTS_MAX_BATCH} events at once` }),
});
export type WebEventsBatch = z.infer<typeof webEventsBatchSchema>;
export const webEventsAcceptedSchema = z.object({ accepted: z.number().int() });

/** A range of local days (the viewer's zone) and an optional restaurant. */
const rangeQuery = z.object({
  from: rangeDateSchema,
  to: rangeDateSchema,
  tz: timeZoneSchema.default("UTC"),
  restaurantId: z.uuid({ error: "Not a restaurant id" }).optional(),
});
const checkRange = (q: { from: string; to: string }, ctx: z.core.$RefinementCtx) => {
  if (rangeDayNumber(q.to) < rangeDayNumber(q.from)) ctx.addIssue({ code: "custom", path: ["to"], message: "The end date is before the start date" });
  else if (rangeDayNumber(q.to) - rangeDayNumber(q.from) + 1 > MAX_DASHBOARD_DAYS) {
    ctx.addIssue({ code: "custom", path: ["to"], message: `A range covers at most ${MAX_DASHBOARD_DAYS} days` });
  }
};
export const analyticsQuerySchema = rangeQuery.superRefine(checkRange);
export type AnalyticsQuery = z.input<typeof analyticsQuerySchema>;

export const BASKET_MIN_SUPPORT_DEFAULT = 0.02;
const MIN_SUPPORT_MESSAGE = "Minimum support is a number between 0.001 and 1";
export const basketQuerySchema = rangeQuery
  .extend({
    /** The least share of baskets a pair must appear in (0.001 … 1). */
    minSupport: z.coerce.number({ error: MIN_SUPPORT_MESSAGE }).min(0.001, { error: MIN_SUPPORT_MESSAGE }).max(1, { error: MIN_SUPPORT_MESSAGE }).default(BASKET_MIN_SUPPORT_DEFAULT),
  })
  .superRefine(checkRange);
export type BasketQuery = z.input<typeof basketQuerySchema>;

export const FUNNEL_STEPS = [
  { key: "menu_view", label: "Viewed a menu" },
  { key: "cart_add", label: "Added to cart" },
  { key: "checkout_start", label: "Started checkout" },
  { key: "paid", label: "Paid" },
] as const;
export type FunnelStepKey = (typeof FUNNEL_STEPS)[number]["key"];

export const ANALYTICS_DEFINITIONS = {
  heatmap: "Orders placed in the range (except rejected and cancelled), by the hour and weekday of the restaurant's own local time.",
  funnel: "Counted in visits: a visit is one visitor (browser) at one restaurant on one UTC day. The first three steps are visits in the range that viewed a menu, added a dish and started checkout; Paid counts online orders placed in the range whose card payment went through (authorized or captured, even if refunded later; not voided). Each conversion is a step over the one before it. Browser events are kept 90 days.",
  basket: "A basket is a counted order in the range (any channel) with its distinct dishes. Pairs are of one restaurant's dishes, measured against that restaurant's baskets. Support: share of its baskets with both dishes. Confidence A→B: share of baskets with A that also have B. Lift: confidence over B's own share (above 1: bought together more than chance).",
  league: "Per restaurant: GMV, orders and average order value as on the CEO dashboard; rating is the mean star rating of feedback in the range, sentiment the share of positive minus negative; on-time the share of deliveries by the latest promised time; growth is GMV against the same number of days before.",
} as const;

const heatCellSchema = z.object({
  /** 0 = Monday … 6 = Sunday. */
  weekday: z.number().int().min(0).max(6),
  hour: z.number().int().min(0).max(23),
  orders: z.number().int(),
});
export type HeatCell = z.infer<typeof heatCellSchema>;

export const funnelStepSchema = z.object({
  key: z.enum(["menu_view", "cart_add", "checkout_start", "paid"]),
  label: z.string().max(40),
  count: z.number().int(),
  /** This step over the one before it (null for the first step or after a zero). */
  conversion: z.number().min(0).nullable(),
});
export type FunnelStep = z.infer<typeof funnelStepSchema>;

const restaurantRefSchema = z.object({ id: z.uuid(), name: z.string().max(200) });
const rangeOut = z.object({ from: z.string().max(10), to: z.string().max(10), tz: z.string().max(64) });

export const analyticsOverviewSchema = z.object({
  range: rangeOut,
  /** platform: an executive's view of every restaurant; own: an owner's or manager's restaurants only. */
  scope: z.enum(["platform", "own"]),
  /** The restaurants the caller may see (the filter's choices); executives see all. */
  restaurants: z.array(restaurantRefSchema),
  restaurant: restaurantRefSchema.nullable(),
  heatmap: z.array(heatCellSchema),
  totalOrders: z.number().int(),
  funnel: z.array(funnelStepSchema),
});
export type AnalyticsOverview = z.infer<typeof analyticsOverviewSchema>;

export const basketPairSchema = z.object({
  a: z.string().max(200),
  b: z.string().max(200),
  restaurant: z.string().max(200),
  together: z.number().int(),
  support: z.number().min(0).max(1),
  confidenceAB: z.number().min(0).max(1),
  confidenceBA: z.number().min(0).max(1),
  lift: z.number().min(0),
});
export type BasketPair = z.infer<typeof basketPairSchema>;

export const leagueRowSchema = z.object({
  restaurantId: z.uuid(),
  name: z.string().max(200),
  gmvCents: z.number().int(),
  orders: z.number().int(),
  averageOrderValueCents: z.number().int(),
  rating: z.number().min(0).max(5).nullable(),
  sentiment: z.number().min(-100).max(100).nullable(),
  onTimeRate: z.number().min(0).max(1).nullable(),
  previousGmvCents: z.number().int(),
  /** GMV against the previous period (null when it had none). */
  growth: z.number().nullable(),
});
export type LeagueRow = z.infer<typeof leagueRowSchema>;

export const advancedAnalyticsSchema = z.object({
  range: rangeOut,
  previousRange: z.object({ from: z.string().max(10), to: z.string().max(10) }),
  scope: z.enum(["platform", "own"]),
  restaurants: z.array(restaurantRefSchema),
  restaurant: restaurantRefSchema.nullable(),
  baskets: z.number().int(),
  minSupport: z.number(),
  pairs: z.array(basketPairSchema),
  league: z.array(leagueRowSchema),
  /** The funnel of the previous period, beside the overview's (cheap comparison). */
  funnel: z.array(funnelStepSchema),
  previousFunnel: z.array(funnelStepSchema),
});
export type AdvancedAnalytics = z.infer<typeof advancedAnalyticsSchema>;

/** Conversion of each step over the one before it; pure, shared by the server and its tests. */
export function funnelSteps(counts: Record<FunnelStepKey, number>): FunnelStep[] {
  return FUNNEL_STEPS.map((s, i) => {
    const before = i === 0 ? null : counts[FUNNEL_STEPS[i - 1]!.key];
    return { key: s.key, label: s.label, count: counts[s.key], conversion: before === null || before === 0 ? null : counts[s.key] / before };
  });
}

/** Association measures of a pair from counts: n baskets, a and b baskets with each dish, ab with both. */
export function pairMeasures(n: number, a: number, b: number, ab: number) {
  if (n <= 0 || a <= 0 || b <= 0) return { support: 0, confidenceAB: 0, confidenceBA: 0, lift: 0 };
  const support = ab / n;
  return { support, confidenceAB: ab / a, confidenceBA: ab / b, lift: (ab * n) / (a * b) };
}
