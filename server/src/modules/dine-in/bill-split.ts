/**
 * The bill's arithmetic, in integer cents: tax shared out over an order's lines, even shares, by-item
 * amounts. Pure functions, so the property tests can check every split sums to the cent.
 */

/**
 * Shares `total` out in proportion to `weights` so the parts sum to exactly `total` (largest remainder:
 * everyone gets the floor of their exact share, the cents left over go to the largest fractions, ties to
 * the earlier part). With no weight at all the total is shared equally.
 */
export function allocateProportionally(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const w = weights.reduce((s, x) => s + x, 0) > 0 ? weights : weights.map(() => 1);
  const sum = w.reduce((s, x) => s + x, 0);
  // Integer maths only: total × weight stays far below 2^53 for any real bill.
  const parts = w.map((x) => Math.floor((total * x) / sum));
  const remainders = w.map((x, i) => ({ i, r: (total * x) % sum }));
  let left = total - parts.reduce((s, x) => s + x, 0);
  remainders.sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of remainders) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}

export type BillOrderInput = {
  id: string;
  taxCents: number;
  items: ReadonlyArray<{ id: string; name: string; quantity: number; unitPriceCents: number }>;
};

export type PricedBillLine = {
  orderItemId: string;
  orderId: string;
  name: string;
  quantity: number;
  unitPriceCents: number;
  subtotalCents: number;
  /** The line with its share of its order's tax: what paying for it by item costs. */
  amountCents: number;
};

/** Every line of the bill with its share of tax; per order the lines' amounts sum to its subtotal + tax. */
export function priceBillLines(orders: readonly BillOrderInput[]): PricedBillLine[] {
  return orders.flatMap((o) => {
    const subtotals = o.items.map((i) => i.unitPriceCents * i.quantity);
    const tax = allocateProportionally(o.taxCents, subtotals);
    return o.items.map((i, k) => ({
      orderItemId: i.id,
      orderId: o.id,
      name: i.name,
      quantity: i.quantity,
      unitPriceCents: i.unitPriceCents,
      subtotalCents: subtotals[k]!,
      amountCents: subtotals[k]! + tax[k]!,
    }));
  });
}

/**
 * One of N even shares: the total divided by N, rounded up, and never more than what is left. So N payers
 * cover the bill exactly — the first N−1 pay the rounded-up share and the last pays what remains.
 */
export function evenShareCents(totalCents: number, remainingCents: number, ways: number): number {
  return Math.max(0, Math.min(remainingCents, Math.ceil(totalCents / ways)));
}

/** Paying for chosen lines: their amounts together, never more than what is left of the bill. */
export function itemsShareCents(lineAmounts: readonly number[], remainingCents: number): number {
  return Math.max(0, Math.min(remainingCents, lineAmounts.reduce((s, x) => s + x, 0)));
}
