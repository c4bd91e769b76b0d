/** "12", "12.5", "12.50", "-2" (a smaller size) → integer cents; null when it is not an amount. Never through floats. */
export function dollarsToCents(text: string, allowNegative = false): number | null {
  const m = /^\s*(-)?\$?\s*(\d{1,6})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!m || (m[1] && !allowNegative)) return null;
  const cents = Number(m[2]) * 100 + Number((m[3] ?? "").padEnd(2, "0") || 0);
  return m[1] ? -cents : cents;
}

/** Cents as the amount a form shows: 1250 → "12.50", -200 → "-2.00". */
export const centsToDollars = (cents: number) => `${cents < 0 ? "-" : ""}${(Math.abs(cents) / 100).toFixed(2)}`;
