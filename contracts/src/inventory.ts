import { z } from "zod";

/**
 * Inventory (`/inventory-management`, issue 19): a restaurant's ingredients with their stock, each dish's recipe
 * (and what its options add), per-dish portion counts, and the append-only movements ledger. Quantities are whole
 * units of the ingredient's unit (grams, millilitres, pieces), so stock maths is integer maths.
 */

export const INGREDIENT_UNITS = ["g", "ml", "each"] as const;
export type IngredientUnit = (typeof INGREDIENT_UNITS)[number];
export const INGREDIENT_UNIT_LABELS: Record<IngredientUnit, string> = { g: "grams", ml: "millilitres", each: "pieces" };

/** Why stock moved: sold (or held for a scheduled order), given back on cancel, counted, received, wasted, portions set. */
export const STOCK_MOVEMENT_KINDS = ["sale", "reserve", "release", "count", "received", "waste", "portions"] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];
export const STOCK_MOVEMENT_LABELS: Record<StockMovementKind, string> = {
  sale: "Sold",
  reserve: "Held for a scheduled order",
  release: "Given back (order cancelled)",
  count: "Counted",
  received: "Received",
  waste: "Wasted",
  portions: "Portions set",
};

export const STOCK_MAX = 10_000_000;
export const RECIPE_QUANTITY_MAX = 100_000;
export const PORTIONS_MAX = 10_000;
export const RECIPE_LINES_MAX = 30;

const wholeAmount = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int({ error: `${label} must be a whole number` })
    .min(min, { error: `${label} is ${min} to ${max.toLocaleString("en-US")}` })
    .max(max, { error: `${label} is ${min} to ${max.toLocaleString("en-US")}` });

export const ingredientInputSchema = z.object({
  name: z
    .string({ error: "Ingredient name is required" })
    .max(80, { error: "Ingredient name is at most 80 characters", abort: true })
    .trim()
    .min(1, { error: "Ingredient name is required" }),
  unit: z.enum(INGREDIENT_UNITS, { error: "Choose grams, millilitres or pieces" }),
  lowThreshold: wholeAmount("Low-stock level", 0, STOCK_MAX),
  parLevel: wholeAmount("Par level", 0, STOCK_MAX).default(0),
  supplier: z.string().max(120, { error: "Supplier is at most 120 characters" }).trim().default(""),
});
export type IngredientInput = z.input<typeof ingredientInputSchema>;

export const newIngredientSchema = ingredientInputSchema.extend({ onHand: wholeAmount("Stock", 0, STOCK_MAX) });
export type NewIngredientInput = z.input<typeof newIngredientSchema>;

const reasonField = z
  .string({ error: "Give a reason" })
  .max(200, { error: "Reason is at most 200 characters", abort: true })
  .trim()
  .min(1, { error: "Give a reason" });

/** A counted total (the ledger records the difference), a delivery received, or stock wasted; always with a reason. */
export const stockAdjustmentSchema = z.object({
  kind: z.enum(["count", "received", "waste"], { error: "Choose Counted, Received or Wasted" }),
  quantity: wholeAmount("Quantity", 0, STOCK_MAX),
  reason: reasonField,
});
export type StockAdjustmentInput = z.input<typeof stockAdjustmentSchema>;

const recipeLinesSchema = z
  .array(z.object({ ingredientId: z.uuid({ error: "Choose an ingredient" }), quantity: wholeAmount("Quantity per portion", 1, RECIPE_QUANTITY_MAX) }))
  .max(RECIPE_LINES_MAX, { error: `At most ${RECIPE_LINES_MAX} ingredients per recipe` });

/** A dish's recipe per portion, and what each of its options adds (an extra topping's cheese). */
export const recipeInputSchema = z.object({
  lines: recipeLinesSchema,
  options: z.array(z.object({ optionId: z.uuid({ error: "Unknown option" }), lines: recipeLinesSchema })).max(60).default([]),
});
export type RecipeInput = z.input<typeof recipeInputSchema>;

/** Portions left of a limited dish ("12 tonight"); null stops counting. Setting it is a ledger entry too. */
export const portionsInputSchema = z.object({
  portions: wholeAmount("Portions", 0, PORTIONS_MAX).nullable(),
  reason: z.string().max(200, { error: "Reason is at most 200 characters" }).trim().default(""),
});
export type PortionsInput = z.input<typeof portionsInputSchema>;

export const inventoryParamsSchema = z.object({ restaurantId: z.uuid({ error: "Restaurant not found" }) });
export const ingredientParamsSchema = inventoryParamsSchema.extend({ ingredientId: z.uuid({ error: "Ingredient not found" }) });
export const dishParamsSchema = inventoryParamsSchema.extend({ menuItemId: z.uuid({ error: "Dish not found" }) });

const recipeLineViewSchema = z.object({ ingredientId: z.string(), quantity: z.number().int() });

export const ingredientViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  unit: z.enum(INGREDIENT_UNITS),
  onHand: z.number().int(),
  lowThreshold: z.number().int(),
  parLevel: z.number().int(),
  supplier: z.string(),
  /** At or under its low-stock level. */
  low: z.boolean(),
});
export type IngredientView = z.infer<typeof ingredientViewSchema>;

export const inventoryDishSchema = z.object({
  menuItemId: z.string(),
  name: z.string(),
  category: z.string(),
  /** The owner's own on/off switch (the Menu tab). */
  available: z.boolean(),
  /** 86'd: an ingredient is short or its portions reached 0. */
  soldOut: z.boolean(),
  /** Portions left of a limited dish; null when not counted. */
  portionsLeft: z.number().int().nullable(),
  /** Portions held by scheduled orders not yet cooked (already taken out of portionsLeft). */
  portionsHeld: z.number().int(),
  recipe: z.array(recipeLineViewSchema),
  options: z.array(z.object({ optionId: z.string(), groupName: z.string(), name: z.string(), recipe: z.array(recipeLineViewSchema) })),
});
export type InventoryDish = z.infer<typeof inventoryDishSchema>;

export const stockMovementSchema = z.object({
  id: z.string(),
  at: z.string(),
  kind: z.enum(STOCK_MOVEMENT_KINDS),
  /** The ingredient's or the dish's name. */
  subject: z.string(),
  unit: z.string(),
  delta: z.number().int(),
  balance: z.number().int(),
  reason: z.string(),
  orderReference: z.string().nullable(),
  actorName: z.string().nullable(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

export const inventorySchema = z.object({
  restaurantId: z.string(),
  restaurantName: z.string(),
  ingredients: z.array(ingredientViewSchema),
  dishes: z.array(inventoryDishSchema),
  movements: z.array(stockMovementSchema),
});
export type Inventory = z.infer<typeof inventorySchema>;

/** The restaurants whose inventory the signed-in user runs (owner or manager). */
export const inventoryRestaurantsSchema = z.object({ restaurants: z.array(z.object({ id: z.string(), name: z.string() })) });

/** The live menu stream's event: these dishes were 86'd or came back. */
export const menuAvailabilityEventSchema = z.object({ items: z.array(z.object({ id: z.string(), soldOut: z.boolean(), available: z.boolean() })) });
export type MenuAvailabilityEvent = z.infer<typeof menuAvailabilityEventSchema>;

/** The message checkout's 409 carries for a dish that cannot be made. */
export const soldOutMessage = (dish: string) => `${dish} is sold out`;
