import { z } from "zod";
import { rangeDateSchema, MAX_DASHBOARD_DAYS, rangeDayNumber, timeZoneSchema } from "./executive-dashboard.js";

/**
 * Financial analytics (GET /api/analytics/finance and its CSV). Each figure is a plain sum over one ledger the
 * operations write, bucketed by the local day of the ledger row's own time in the viewer's zone; money is integer
 * cents. Streams with no ledger yet are listed in FINANCE_STREAMS_WITHOUT_LEDGER and never invented.
 */
export const FINANCE_DEFINITIONS = {
  serviceFees: "Service fees on orders placed in the period (orders table), except rejected and cancelled orders.",
  deliveryFees: "Delivery fees charged to customers on those orders.",
  courierCommissions: "Tavola's commission on each delivery fee a courier earns (courier_earnings, kind commission), by the time it was earned.",
  revenue: "Tavola's revenue: service fees + delivery fees + courier commissions (revenueCents; the CEO dashboard's net revenue is the same figure).",
  catering: "Catering deposits and balances paid by clients (catering_deposit_payments, catering_balance_payments) — collected for the restaurant; Tavola takes no commission on them yet.",
  gmv: "What customers paid on the counted orders (food, fees, tax and tip, less discounts — point-of-sale discounts included, with their order).",
  refunds: "Money refunded to customers (payment_operations, kind refund — point-of-sale card refunds among them — and point-of-sale cash refunds out of the drawer), by the refund's time.",
  tax: "Tax charged on the counted orders (orders.tax_cents), collected for the restaurants' tax returns.",
  tips: "Tips on the counted orders, passed on to couriers and staff.",
  courierPayouts: "Net weekly payouts paid to couriers (courier_payouts.net_cents), by the time they were paid. Not per restaurant.",
} as const;

/** Revenue streams the spec names that have no ledger on the platform yet: shown as such, never as zero revenue. */
export const FINANCE_STREAMS_WITHOUT_LEDGER = [
  { key: "restaurantCommissions", label: "Restaurant commissions", why: "Orders carry no commission charged to the restaurant yet." },
  { key: "subscriptions", label: "Subscriptions", why: "Subscription tiers are not sold yet (/subscription-tiers is a placeholder)." },
] as const;

export const FINANCE_GRANULARITIES = ["day", "week", "month"] as const;
export type FinanceGranularity = (typeof FINANCE_GRANULARITIES)[number];

export const financeQuerySchema = z
  .object({
    from: rangeDateSchema,
    to: rangeDateSchema,
    tz: timeZoneSchema.default("UTC"),
    granularity: z.enum(FINANCE_GRANULARITIES, { error: "Choose day, week or month" }).default("day"),
    restaurantId: z.uuid({ error: "Not a restaurant id" }).optional(),
  })
  .superRefine((q, ctx) => {
    if (rangeDayNumber(q.to) < rangeDayNumber(q.from)) ctx.addIssue({ code: "custom", path: ["to"], message: "The end date is before the start date" });
    else if (rangeDayNumber(q.to) - rangeDayNumber(q.from) + 1 > MAX_DASHBOARD_DAYS) {
      ctx.addIssue({ code: "custom", path: ["to"], message: `A range covers at most ${MAX_DASHBOARD_DAYS} days` });
    }
  });
export type FinanceQuery = z.input<typeof financeQuerySchema>;

const cents = z.number().int();
/** One cell of figures; every field is a sum over one ledger. */
export const financeFiguresSchema = z.object({
  orders: z.number().int(),
  gmvCents: cents,
  serviceFeeCents: cents,
  deliveryFeeCents: cents,
  courierCommissionCents: cents,
  revenueCents: cents,
  cateringCents: cents,
  refundsCents: cents,
  taxCents: cents,
  tipsCents: cents,
  courierPayoutsCents: cents,
});
export type FinanceFigures = z.infer<typeof financeFiguresSchema>;

/** The figure columns in their order (the table's and the CSV's). */
export const FINANCE_COLUMNS = [
  { key: "orders", label: "Orders", money: false },
  { key: "gmvCents", label: "GMV", money: true },
  { key: "serviceFeeCents", label: "Service fees", money: true },
  { key: "deliveryFeeCents", label: "Delivery fees", money: true },
  { key: "courierCommissionCents", label: "Courier commissions", money: true },
  { key: "revenueCents", label: "Revenue", money: true },
  { key: "cateringCents", label: "Catering collected", money: true },
  { key: "refundsCents", label: "Refunds", money: true },
  { key: "taxCents", label: "Tax collected", money: true },
  { key: "tipsCents", label: "Tips", money: true },
  { key: "courierPayoutsCents", label: "Courier payouts", money: true },
] as const satisfies ReadonlyArray<{ key: keyof FinanceFigures; label: string; money: boolean }>;

export const financePeriodSchema = financeFiguresSchema.extend({ period: z.string().max(10) });
export const financeRestaurantSchema = financeFiguresSchema.extend({ restaurantId: z.uuid(), name: z.string().max(200) });

export const financeReportSchema = z.object({
  range: z.object({ from: z.string().max(10), to: z.string().max(10), tz: z.string().max(64), granularity: z.enum(FINANCE_GRANULARITIES) }),
  totals: financeFiguresSchema,
  /** Every period of the range (zero where nothing happened); a period is named by its first local day. */
  periods: z.array(financePeriodSchema),
  /** Restaurants with any figure in the range, by revenue. */
  restaurants: z.array(financeRestaurantSchema),
  /** What belongs to no restaurant (courier payouts; refunds of payments that are not an order's). */
  unattributed: financeFiguresSchema,
  restaurant: z.object({ id: z.uuid(), name: z.string().max(200) }).nullable(),
});
export type FinanceReport = z.infer<typeof financeReportSchema>;

/** The period a local day belongs to: the day, its ISO week's Monday, or the month's first day. */
export function financePeriodOf(day: string, granularity: FinanceGranularity): string {
  if (granularity === "day") return day;
  if (granularity === "month") return `${day.slice(0, 8)}01`;
  const n = rangeDayNumber(day);
  const weekday = (new Date(n * 86_400_000).getUTCDay() + 6) % 7; // Monday 0
  return new Date((n - weekday) * 86_400_000).toISOString().slice(0, 10);
}

/** Integer cents as a plain decimal for a spreadsheet: -1234 → "-12.34" (no currency sign, no grouping). */
export function centsToDecimal(c: number): string {
  const sign = c < 0 ? "-" : "";
  const abs = Math.abs(c);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}
