import { z } from "zod";
import { INGREDIENT_UNITS, STOCK_MAX, inventoryParamsSchema } from "./inventory.js";

/**
 * The bulk stock count (`/inventory-management` → Count stock, issue 19): one sheet of every ingredient, opened with
 * each one's expected stock at that moment and submitted once. The server applies counted − expected-at-open to the
 * stock as it is at submit, so sales rung up while the sheet was out are not lost (stock-count.service.ts).
 */
export const STOCK_COUNT_LINES_MAX = 1000;
/** The group of ingredients with no supplier on the sheet. */
export const NO_SUPPLIER_GROUP = "No supplier";

export const stockCountParamsSchema = inventoryParamsSchema.extend({ countId: z.uuid({ error: "Count not found" }) });

export const stockCountSheetLineSchema = z.object({
  ingredientId: z.string(),
  name: z.string(),
  unit: z.enum(INGREDIENT_UNITS),
  /** The sheet's group: the ingredient's supplier (or "No supplier"). */
  group: z.string(),
  /** Stock the books expected when the sheet was opened. */
  expected: z.number().int(),
  /** The last price paid per unit (the latest purchase order line), cents; null when never bought through Tavola. */
  unitCostCents: z.number().int().nullable(),
});
export type StockCountSheetLine = z.infer<typeof stockCountSheetLineSchema>;

export const stockCountSheetSchema = z.object({
  countId: z.string(),
  openedAt: z.string(),
  lines: z.array(stockCountSheetLineSchema),
});
export type StockCountSheet = z.infer<typeof stockCountSheetSchema>;

/** The counted quantities; rows left blank are not sent (not counted, stock untouched). */
export const stockCountSubmitSchema = z.object({
  lines: z
    .array(
      z.object({
        ingredientId: z.uuid({ error: "Ingredient not found" }),
        counted: z
          .number({ error: "Counted must be a whole number" })
          .int({ error: "Counted must be a whole number" })
          .min(0, { error: `Counted is 0 to ${STOCK_MAX.toLocaleString("en-US")}` })
          .max(STOCK_MAX, { error: `Counted is 0 to ${STOCK_MAX.toLocaleString("en-US")}` }),
      }),
      { error: "Enter at least one count" },
    )
    .min(1, { error: "Enter at least one count" })
    .max(STOCK_COUNT_LINES_MAX, { error: `At most ${STOCK_COUNT_LINES_MAX} lines per count` }),
});
export type StockCountSubmit = z.input<typeof stockCountSubmitSchema>;

export const stockCountResultSchema = z.object({
  countId: z.string(),
  submittedAt: z.string(),
  lines: z.array(
    z.object({
      ingredientId: z.string(),
      name: z.string(),
      unit: z.enum(INGREDIENT_UNITS),
      expected: z.number().int(),
      counted: z.number().int(),
      /** What the stock moved by (0: no movement written). */
      applied: z.number().int(),
      /** The stock after the count (sales since the sheet opened already taken off). */
      onHand: z.number().int(),
      /** The variance's value at the last price paid, cents; null when no price is known. */
      valueCents: z.number().int().nullable(),
    }),
  ),
  /** Sum of the known values, cents (negative: stock missing). */
  totalValueCents: z.number().int(),
  /** Dishes the count 86'd, and dishes it brought back. */
  soldOut: z.array(z.string()),
  restored: z.array(z.string()),
});
export type StockCountResult = z.infer<typeof stockCountResultSchema>;

/** A row's variance: counted − expected (what the shelf holds beyond, or short of, the books at open). */
export const countVariance = (counted: number, expected: number): number => counted - expected;

/** The variance's value at a unit cost in cents (integer maths); null when the cost is unknown. */
export const varianceValueCents = (variance: number, unitCostCents: number | null): number | null => (unitCostCents === null ? null : variance * unitCostCents);
