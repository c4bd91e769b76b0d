import { z } from "zod";

/**
 * The CEO dashboard's figures (GET /api/analytics/ceo-dashboard). Every figure is defined here, once, in words, and
 * computed on the server from the tables the operations write (orders, payments and their operations, feedback,
 * courier applications); money is integer cents.
 */
export const KPI_DEFINITIONS = {
  gmv: "Gross merchandise value: what customers paid (food, fees, tax and tip, less discounts, point-of-sale discounts included) on orders placed in the range, except rejected and cancelled ones.",
  netRevenue: "Tavola's own revenue, the same figure as financial analytics' Revenue (revenueCents): service fees plus delivery fees on those orders, plus the commission on courier fees earned in the range (subscriptions join as their ledger arrives).",
  orders: "Orders placed in the range, except rejected and cancelled ones.",
  averageOrderValue: "GMV divided by orders, rounded to the cent.",
  refunds: "Money refunded to customers in the range, by the refund's date, on any payment (point-of-sale cash refunds included).",
  activeCustomers: "Customers with at least one counted order in the range.",
  activeRestaurants: "Restaurants with at least one counted order in the range.",
  activeCouriers: "Couriers approved to deliver (their application approved) by the end of the range.",
  repeatRate: "Share of the range's active customers who placed two or more counted orders in it.",
  onTimeRate: "Share of the range's completed deliveries that arrived by the latest time promised at checkout.",
  nps: "Feedback score: the share of positive reviews minus the share of negative ones (by sentiment), × 100, for feedback left in the range.",
} as const;

/** The longest range one request may cover (a year and a day, so a leap year's "last 366 days" fits). */
export const MAX_DASHBOARD_DAYS = 366;

const DATE_MESSAGE = "Use a date like 2026-11-27";
export const rangeDateSchema = z
  .string({ error: DATE_MESSAGE })
  .max(10, { error: DATE_MESSAGE })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: DATE_MESSAGE })
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), { error: DATE_MESSAGE });

/** An IANA time zone the runtime knows ("Europe/Copenhagen"); the days of the range are that zone's days. */
export const timeZoneSchema = z
  .string()
  .max(64, { error: "Unknown time zone" })
  .refine(
    (tz) => {
      try {
        new Intl.DateTimeFormat("en", { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    },
    { error: "Unknown time zone" },
  );

/**
 * Tavola's revenue, defined once: service fees + delivery fees + courier commissions. Financial analytics' Revenue
 * column and the CEO dashboard's net revenue (totals and daily trend) are both this sum of the same ledgers.
 */
export function revenueCents(f: { serviceFeeCents: number; deliveryFeeCents: number; courierCommissionCents: number }): number {
  return f.serviceFeeCents + f.deliveryFeeCents + f.courierCommissionCents;
}

export const rangeDayNumber = (d: string) => Date.parse(`${d}T00:00:00Z`) / 86_400_000;

export const ceoDashboardQuerySchema = z
  .object({
    from: rangeDateSchema,
    to: rangeDateSchema,
    tz: timeZoneSchema.default("UTC"),
    restaurantId: z.uuid({ error: "Not a restaurant id" }).optional(),
  })
  .superRefine((q, ctx) => {
    if (rangeDayNumber(q.to) < rangeDayNumber(q.from)) ctx.addIssue({ code: "custom", path: ["to"], message: "The end date is before the start date" });
    else if (rangeDayNumber(q.to) - rangeDayNumber(q.from) + 1 > MAX_DASHBOARD_DAYS) {
      ctx.addIssue({ code: "custom", path: ["to"], message: `A range covers at most ${MAX_DASHBOARD_DAYS} days` });
    }
  });
export type CeoDashboardQuery = z.input<typeof ceoDashboardQuerySchema>;

const rate = z.number().min(0).max(1).nullable();
export const kpiSetSchema = z.object({
  gmvCents: z.number().int(),
  netRevenueCents: z.number().int(),
  serviceFeeCents: z.number().int(),
  deliveryFeeCents: z.number().int(),
  /** Tavola's commission on courier fees earned in the range (courier_earnings), part of net revenue. */
  courierCommissionCents: z.number().int(),
  orders: z.number().int(),
  averageOrderValueCents: z.number().int(),
  refundsCents: z.number().int(),
  activeCustomers: z.number().int(),
  activeRestaurants: z.number().int(),
  activeCouriers: z.number().int(),
  repeatRate: rate,
  onTimeRate: rate,
  /** −100 … 100; null without feedback in the range. */
  nps: z.number().min(-100).max(100).nullable(),
  feedbackCount: z.number().int(),
});
export type KpiSet = z.infer<typeof kpiSetSchema>;

export const dailyPointSchema = z.object({
  date: z.string().max(10),
  gmvCents: z.number().int(),
  netRevenueCents: z.number().int(),
  orders: z.number().int(),
});
export type DailyPoint = z.infer<typeof dailyPointSchema>;

export const restaurantRowSchema = z.object({
  restaurantId: z.uuid(),
  name: z.string().max(200),
  gmvCents: z.number().int(),
  orders: z.number().int(),
  averageOrderValueCents: z.number().int(),
  onTimeRate: rate,
});
export type RestaurantRow = z.infer<typeof restaurantRowSchema>;

/** Customers by the month of their first order; `retained[k]` is the share who ordered again k+1 months later. */
export const cohortRowSchema = z.object({
  cohort: z.string().max(7),
  customers: z.number().int(),
  retained: z.array(rate),
});
export type CohortRow = z.infer<typeof cohortRowSchema>;

const rangeSchema = z.object({ from: z.string().max(10), to: z.string().max(10) });
export const ceoDashboardSchema = z.object({
  range: rangeSchema.extend({ tz: z.string().max(64) }),
  /** The same number of days just before the range. */
  previousRange: rangeSchema,
  current: kpiSetSchema,
  previous: kpiSetSchema,
  daily: z.array(dailyPointSchema),
  restaurants: z.array(restaurantRowSchema),
  cohorts: z.array(cohortRowSchema),
  /** The restaurant drilled into, when the request named one. */
  restaurant: z.object({ id: z.uuid(), name: z.string().max(200) }).nullable(),
});
export type CeoDashboard = z.infer<typeof ceoDashboardSchema>;
