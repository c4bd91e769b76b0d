/**
 * The point of sale's money rules, pure and in integer cents (no zod, so the server, the till and the tests share
 * them): tips, discounts and when they need a manager, spreading a ticket discount over its dishes, and the cash
 * drawer's close-out.
 */

/** Staff alone may take at most this much off a ticket (all its discounts together, as a share of its total). */
export const POS_DISCOUNT_APPROVAL_PERCENT = 10;
/** The roles at a restaurant whose word (their own session, or their PIN at the till) approves a bigger discount. */
export const POS_APPROVER_ROLES = ["owner", "manager"] as const;

/** `percent` % of `cents`, rounded half up. */
export const percentOfCents = (cents: number, percent: number) => Math.floor((cents * percent + 50) / 100);

/** A tip from what the guest chose: an amount, or a percentage of what this payment covers. */
export function tipCents(amountCents: number, tip: { tipCents?: number | undefined; tipPercent?: number | undefined }): number {
  if (tip.tipCents !== undefined) return tip.tipCents;
  if (tip.tipPercent !== undefined) return percentOfCents(amountCents, tip.tipPercent);
  return 0;
}

/** What a discount takes off `baseCents` (a dish's amount, or the ticket's): never more than the base. */
export function discountCents(kind: "percent" | "amount", value: number, baseCents: number): number {
  const raw = kind === "percent" ? percentOfCents(baseCents, value) : value;
  return Math.max(0, Math.min(baseCents, raw));
}

/**
 * Whether a discount needs a manager: when the ticket's discounts together (this one included) come to more than
 * 10 % of its total and the person applying it is not an owner or manager. Counting them together is what stops
 * two 10 % discounts in a row from making 20 % without anyone's approval.
 */
export function discountNeedsApproval(input: { teamRole: string | null; priorDiscountCents: number; discountCents: number; ticketTotalCents: number }): boolean {
  if (input.teamRole !== null && (POS_APPROVER_ROLES as readonly string[]).includes(input.teamRole)) return false;
  return (input.priorDiscountCents + input.discountCents) * 100 > input.ticketTotalCents * POS_DISCOUNT_APPROVAL_PERCENT;
}

/**
 * Spreads `cents` over parts in proportion to their weights (largest remainder): the parts sum to `cents` exactly
 * and none gets more than its weight. A ticket discount spread over its dishes keeps "pay by dish" to the cent.
 */
export function allocateCents(cents: number, weights: readonly number[]): number[] {
  const total = weights.reduce((s, w) => s + w, 0);
  if (total <= 0 || cents <= 0) return weights.map(() => 0);
  const take = Math.min(cents, total);
  const floors = weights.map((w) => Math.floor((take * w) / total));
  let left = take - floors.reduce((s, x) => s + x, 0);
  const order = weights.map((w, i) => ({ i, rem: (take * w) % total })).sort((a, b) => b.rem - a.rem || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    if (floors[i]! < weights[i]!) {
      floors[i]! += 1;
      left -= 1;
    }
  }
  return floors;
}

export type DrawerMovements = {
  openingFloatCents: number;
  /** Cash handed over by guests (what they gave, before change). */
  cashTenderedCents: number;
  /** Change given back. */
  changeCents: number;
  /** Cash paid back out of the drawer for refunds. */
  cashRefundsCents: number;
};

/** What should be in the drawer: float + cash handed over − change given − cash refunds. */
export const expectedCashCents = (m: DrawerMovements) => m.openingFloatCents + m.cashTenderedCents - m.changeCents - m.cashRefundsCents;

/** Counted − expected: positive is over, negative is short. */
export const cashDifferenceCents = (countedCents: number, expectedCents: number) => countedCents - expectedCents;

/**
 * What refunding `take` more units of a line gives back, when `already` of its `quantity` units were refunded: each
 * unit's share of the line's amount (after its discounts, with its tax) spread to the cent, the first units taking
 * any odd cents — so refunding every unit, in any steps, gives back exactly the line's amount.
 */
export function unitRefundCents(lineAmountCents: number, quantity: number, already: number, take: number): number {
  if (quantity <= 0 || take <= 0) return 0;
  const base = Math.floor(lineAmountCents / quantity);
  const odd = lineAmountCents - base * quantity;
  const end = Math.min(quantity, already + take);
  // Units [already, end): each is `base`, the first `odd` units of the line a cent more.
  return (end - already) * base + Math.max(0, Math.min(end, odd) - Math.min(already, odd));
}
