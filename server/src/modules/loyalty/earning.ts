import { PLATINUM_WEEKEND_MULTIPLIER, POINTS_PER_DOLLAR, type LoyaltyTier } from "@tavola/contracts";

const weekdayFormatters = new Map<string, Intl.DateTimeFormat>();

/** Saturday or Sunday at `at` in the IANA zone (the restaurant's local day, not the server's). */
export function isWeekendIn(at: Date, timeZone: string): boolean {
  let f = weekdayFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", { timeZone, weekday: "short" });
    weekdayFormatters.set(timeZone, f);
  }
  const day = f.format(at);
  return day === "Sat" || day === "Sun";
}

/**
 * Points for an order: whole dollars of the eligible food subtotal (after food discounts; never fees, tax or
 * tips) times POINTS_PER_DOLLAR, doubled for Platinum on the restaurant's weekend (the spec's benefit).
 */
export function orderPoints(eligibleCents: number, tier: LoyaltyTier, weekend: boolean): { points: number; doubled: boolean } {
  const base = Math.floor(Math.max(0, eligibleCents) / 100) * POINTS_PER_DOLLAR;
  const doubled = tier === "platinum" && weekend && base > 0;
  return { points: doubled ? base * PLATINUM_WEEKEND_MULTIPLIER : base, doubled };
}

/**
 * How many of an order's points refunds take back in total: in proportion to the money refunded, rounded up so a
 * partial refund never leaves a fraction of a point behind; never more than was earned.
 */
export function reversedTotal(earned: number, refundedTotalCents: number, totalCents: number): number {
  if (earned <= 0 || refundedTotalCents <= 0 || totalCents <= 0) return 0;
  if (refundedTotalCents >= totalCents) return earned;
  return Math.min(earned, Math.ceil((earned * refundedTotalCents) / totalCents));
}
