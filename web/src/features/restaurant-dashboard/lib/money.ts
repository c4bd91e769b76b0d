/** "$4.50", "4.5" or "4" → cents; anything else (three decimals, letters, negatives) → NaN. */
export function parseDollarsToCents(input: string): number {
  const text = input.trim().replace(/^\$/, "");
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return Number.NaN;
  return Math.round(Number(text) * 100);
}
