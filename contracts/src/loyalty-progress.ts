/**
 * Spec section 4: loyalty progress is points / nextTierPoints as a percentage, 0 when there is no data,
 * never above 100. One rule for the server and every screen that draws a ring or bar.
 */
export function loyaltyProgressPercent(points: number, nextTierPoints: number): number {
  if (!(nextTierPoints > 0)) return 0;
  return Math.min(100, Math.max(0, (points / nextTierPoints) * 100));
}
