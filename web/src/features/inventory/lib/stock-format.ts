import { INGREDIENT_UNIT_LABELS, type IngredientUnit } from "@tavola/contracts";

const UNIT_SHORT: Record<IngredientUnit, string> = { g: "g", ml: "ml", each: "pcs" };

/** "1,250 g", "12 pcs": whole units with thousands separators. */
export function formatQuantity(quantity: number, unit: string): string {
  const short = unit in UNIT_SHORT ? UNIT_SHORT[unit as IngredientUnit] : unit;
  return `${quantity.toLocaleString("en-US")} ${short}`;
}

export const unitLabel = (unit: IngredientUnit) => INGREDIENT_UNIT_LABELS[unit];

/** How many whole portions a recipe line's ingredient still makes (the dish's limit is its smallest). */
export function portionsFrom(onHand: number, perPortion: number): number {
  return perPortion > 0 ? Math.floor(onHand / perPortion) : Number.POSITIVE_INFINITY;
}

/** "+20", "−5": a movement's signed change. */
export const signed = (delta: number) => (delta > 0 ? `+${delta.toLocaleString("en-US")}` : delta < 0 ? `−${Math.abs(delta).toLocaleString("en-US")}` : "0");

/** A unit cost typed in dollars ("0.03", "$4.50") → whole cents; NaN when it is not an amount (the schema says so). */
export function costToCents(text: string): number {
  const m = /^\s*\$?\s*(\d{1,5})(?:\.(\d{1,2}))?\s*$/.exec(text);
  return m ? Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0") || 0) : Number.NaN;
}

export const centsToCost = (cents: number) => (cents / 100).toFixed(2);
