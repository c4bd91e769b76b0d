/**
 * Catering quote maths (issue 17): shared by the server, which computes and stores every figure, and the quote
 * builder, which previews the same figures while staff type. Integer cents throughout; rates in parts per million
 * (ppm) like the restaurant's `taxRatePpm`, so 8.875 % is 88_750 ppm and a 25 % deposit is 250_000 ppm.
 *
 * Two rules the catering tools we learn from get wrong and Tavola keeps:
 * - Tax is charged once, on the full taxable total (lines − discount). Deposits are payments against that taxed
 *   total, never lines of the quote, so taking a deposit can never change the tax.
 * - A deposit schedule always sums to the taxed total to the cent: each scheduled deposit is rounded down, and the
 *   final balance (captured after delivery) takes whatever the rounding left.
 */

export type QuoteLineInput = {
  /** How many: guests for a per-guest dish, staff hours, items of equipment, 1 for a flat delivery fee. */
  quantity: number;
  unitPriceCents: number;
};

export type QuoteDiscount = { kind: "percent"; ppm: number } | { kind: "amount"; cents: number };

export type QuoteTotals = {
  lineTotalsCents: number[];
  subtotalCents: number;
  discountCents: number;
  taxableCents: number;
  taxCents: number;
  totalCents: number;
};

export type DepositInput = { kind: "percent"; ppm: number; dueAt: string } | { kind: "amount"; cents: number; dueAt: string };

export type ScheduledPayment = {
  /** `deposit` rows are due before the event; the single `balance` row is captured after delivery. */
  kind: "deposit" | "balance";
  amountCents: number;
  dueAt: string | null;
};

const PPM = 1_000_000;
/** $10M: far above any catering event, and low enough that cents × ppm stays an exact integer. */
export const MAX_QUOTE_CENTS = 1_000_000_000;

/** Half-up rounding of cents × ppm, exact in integers while cents × ppm stays a safe integer. */
export const ppmOfCents = (cents: number, ppm: number) => Math.floor((cents * ppm + PPM / 2) / PPM);

export class QuoteMathError extends Error {
  constructor(
    message: string,
    readonly field: string,
  ) {
    super(message);
  }
}

function checkCents(value: number, field: string) {
  if (!Number.isSafeInteger(value) || value < 0) throw new QuoteMathError("Amounts are whole cents, never negative", field);
  if (value > MAX_QUOTE_CENTS) throw new QuoteMathError("A quote is at most $10,000,000.00", field);
}

export function quoteTotals(lines: readonly QuoteLineInput[], discount: QuoteDiscount | null, taxRatePpm: number): QuoteTotals {
  if (!Number.isSafeInteger(taxRatePpm) || taxRatePpm < 0 || taxRatePpm > PPM) throw new QuoteMathError("The tax rate must be between 0 and 100 %", "taxRatePpm");
  const lineTotalsCents = lines.map((line, i) => {
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 0) throw new QuoteMathError("Quantities are whole numbers, never negative", `lines.${i}.quantity`);
    checkCents(line.unitPriceCents, `lines.${i}.unitPriceCents`);
    if (line.quantity > 100_000) throw new QuoteMathError("A line is at most 100,000 of anything", `lines.${i}.quantity`);
    const total = line.quantity * line.unitPriceCents;
    checkCents(total, `lines.${i}`);
    return total;
  });
  const subtotalCents = lineTotalsCents.reduce((a, b) => a + b, 0);
  checkCents(subtotalCents, "lines");
  let discountCents = 0;
  if (discount?.kind === "percent") {
    if (!Number.isSafeInteger(discount.ppm) || discount.ppm < 0 || discount.ppm > PPM) throw new QuoteMathError("A discount is between 0 and 100 %", "discount");
    discountCents = ppmOfCents(subtotalCents, discount.ppm);
  } else if (discount?.kind === "amount") {
    checkCents(discount.cents, "discount");
    if (discount.cents > subtotalCents) throw new QuoteMathError("The discount is larger than the quote", "discount");
    discountCents = discount.cents;
  }
  const taxableCents = subtotalCents - discountCents;
  const taxCents = ppmOfCents(taxableCents, taxRatePpm);
  return { lineTotalsCents, subtotalCents, discountCents, taxableCents, taxCents, totalCents: taxableCents + taxCents };
}

/**
 * Splits the taxed total into the deposit schedule plus the balance. Percent deposits are shares of the total;
 * amounts are taken as given. Due dates must not go backwards (reminders are sent in that order) and the deposits
 * together may not exceed the total.
 */
export function depositSchedule(totalCents: number, deposits: readonly DepositInput[]): ScheduledPayment[] {
  checkCents(totalCents, "totalCents");
  let scheduled = 0;
  let lastDue = Number.NEGATIVE_INFINITY;
  const payments: ScheduledPayment[] = deposits.map((d, i) => {
    const due = Date.parse(d.dueAt);
    if (Number.isNaN(due)) throw new QuoteMathError("Each deposit needs a due date", `deposits.${i}.dueAt`);
    if (due < lastDue) throw new QuoteMathError("Deposit due dates must be in order", `deposits.${i}.dueAt`);
    lastDue = due;
    let amountCents: number;
    if (d.kind === "percent") {
      if (!Number.isSafeInteger(d.ppm) || d.ppm <= 0 || d.ppm > PPM) throw new QuoteMathError("A deposit is more than 0 and at most 100 %", `deposits.${i}.ppm`);
      amountCents = Math.floor((totalCents * d.ppm) / PPM);
    } else {
      checkCents(d.cents, `deposits.${i}.cents`);
      if (d.cents === 0) throw new QuoteMathError("A deposit is more than $0.00", `deposits.${i}.cents`);
      amountCents = d.cents;
    }
    scheduled += amountCents;
    if (scheduled > totalCents) throw new QuoteMathError("The deposits add up to more than the quote's total", `deposits.${i}`);
    return { kind: "deposit", amountCents, dueAt: d.dueAt };
  });
  const balance = totalCents - scheduled;
  if (balance > 0 || payments.length === 0) payments.push({ kind: "balance", amountCents: balance, dueAt: null });
  return payments;
}

/** The spec's "B2B catering from $500 per month minimum". */
export const B2B_MONTHLY_MINIMUM_CENTS = 50_000;

export type InvoiceOrder = { costCentre: string | null; totalCents: number };

export type MonthlyInvoiceLines = {
  /** One subtotal per cost centre, in name order; orders without one under `null` (shown as "No cost centre"). */
  costCentres: { costCentre: string | null; orders: number; subtotalCents: number }[];
  cateringCents: number;
  /** What brings a month below the minimum up to it; 0 when the month's catering reached it. */
  minimumTopUpCents: number;
  totalCents: number;
};

/**
 * A company's month: its catering orders (taxed totals, already paid or to be paid) grouped by cost centre, and the
 * monthly minimum applied as a top-up line when the month's catering is below it. Every company account active in
 * the month owes the minimum, even in a month without orders.
 */
export function monthlyInvoiceLines(orders: readonly InvoiceOrder[], minimumCents = B2B_MONTHLY_MINIMUM_CENTS): MonthlyInvoiceLines {
  const byCentre = new Map<string | null, { orders: number; subtotalCents: number }>();
  for (const [i, o] of orders.entries()) {
    if (!Number.isSafeInteger(o.totalCents) || o.totalCents < 0) throw new QuoteMathError("Amounts are whole cents, never negative", `orders.${i}.totalCents`);
    const row = byCentre.get(o.costCentre) ?? { orders: 0, subtotalCents: 0 };
    row.orders++;
    row.subtotalCents += o.totalCents;
    byCentre.set(o.costCentre, row);
  }
  const costCentres = [...byCentre.entries()]
    .map(([costCentre, row]) => ({ costCentre, ...row }))
    .sort((a, b) => (a.costCentre === null ? 1 : b.costCentre === null ? -1 : a.costCentre.localeCompare(b.costCentre)));
  const cateringCents = costCentres.reduce((a, c) => a + c.subtotalCents, 0);
  const minimumTopUpCents = Math.max(0, minimumCents - cateringCents);
  return { costCentres, cateringCents, minimumTopUpCents, totalCents: cateringCents + minimumTopUpCents };
}
