import type { Bill } from "@tavola/contracts";

export type SplitMode = "full" | "even" | "items";

/**
 * N even shares as the server charges them: the total divided by N rounded up, and the last payer pays
 * what is left, so the shares add up to the total exactly ($100.00 three ways: $33.34, $33.34, $33.32).
 */
export function evenShares(totalCents: number, ways: number): number[] {
  if (!Number.isInteger(ways) || ways < 1 || totalCents <= 0) return [];
  const share = Math.ceil(totalCents / ways);
  return Array.from({ length: ways }, (_, i) => Math.max(0, Math.min(share, totalCents - i * share)));
}

/** The lines chosen for a "pay by item" payment, still unpaid, and what they cost with their tax. */
export function itemsAmount(bill: Pick<Bill, "lines">, chosen: ReadonlySet<string>): number {
  return bill.lines.filter((l) => !l.paid && chosen.has(l.orderItemId)).reduce((sum, l) => sum + l.amountCents, 0);
}

/**
 * What this payment is expected to cost before the tip, for the screen (the server computes the real
 * amount): the rest of the bill, one share of the total (never more than what is left), or the chosen lines.
 */
export function expectedAmount(bill: Pick<Bill, "lines" | "totalCents" | "remainingCents">, mode: SplitMode, ways: number, chosen: ReadonlySet<string>): number {
  if (mode === "full") return bill.remainingCents;
  if (mode === "items") return itemsAmount(bill, chosen);
  const share = evenShares(bill.totalCents, ways)[0] ?? 0;
  return Math.min(share, bill.remainingCents);
}

export const TIP_PERCENTS = [0, 10, 15, 20] as const;
export const tipFor = (amountCents: number, percent: number) => Math.round((amountCents * percent) / 100);
