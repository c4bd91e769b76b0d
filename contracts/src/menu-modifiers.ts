import { z } from "zod";

/**
 * A dish's modifier groups (Square's modifier lists): "Size — choose exactly 1", "Extras — up to 3". One validator
 * here decides whether a guest's choice is valid; the web's options dialog and the server's pricing both call it, so
 * what the dialog lets a guest add is exactly what checkout prices (a property test holds them together).
 */

export const MODIFIER_GROUPS_MAX = 10;
export const MODIFIER_OPTIONS_MAX = 20;
/** The most options one order line can carry. */
export const LINE_MODIFIERS_MAX = 30;
/** An option may lower the price (a small size) or raise it, by at most $100. */
export const PRICE_DELTA_MAX_CENTS = 100_00;

export const modifierOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  priceDeltaCents: z.number().int(),
  available: z.boolean(),
});
export type ModifierOption = z.infer<typeof modifierOptionSchema>;

export const modifierGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** At least this many options (0: optional group). */
  minSelect: z.number().int(),
  /** At most this many options (1 with minSelect 1: "choose exactly one"). */
  maxSelect: z.number().int(),
  options: z.array(modifierOptionSchema),
});
export type ModifierGroup = z.infer<typeof modifierGroupSchema>;

/** A chosen option as an order line keeps it: copied at order time, so a later menu change keeps history. */
export const chosenModifierSchema = z.object({
  optionId: z.string(),
  groupName: z.string(),
  name: z.string(),
  priceDeltaCents: z.number().int(),
});
export type ChosenModifier = z.infer<typeof chosenModifierSchema>;

// ---------- editing a dish's groups (the restaurant's menu management) ----------

const NAME_MESSAGE = "Name is required";
const name = (max: number, tooLong: string) =>
  z.string({ error: NAME_MESSAGE }).max(max, { error: tooLong, abort: true }).trim().min(1, { error: NAME_MESSAGE });

export const modifierOptionInputSchema = z.object({
  /** An existing option keeps its id (so carts holding it stay valid); new ones have none. */
  id: z.uuid({ error: "Unknown option" }).optional(),
  name: name(60, "Option name is at most 60 characters"),
  priceDeltaCents: z
    .number({ error: "Price change must be whole cents" })
    .int({ error: "Price change must be whole cents" })
    .min(-PRICE_DELTA_MAX_CENTS, { error: "Price change is at most $100" })
    .max(PRICE_DELTA_MAX_CENTS, { error: "Price change is at most $100" }),
  available: z.boolean().default(true),
});

export const modifierGroupInputSchema = z
  .object({
    id: z.uuid({ error: "Unknown modifier group" }).optional(),
    name: name(60, "Group name is at most 60 characters"),
    minSelect: z.number({ error: "Minimum must be a whole number" }).int({ error: "Minimum must be a whole number" }).min(0, { error: "Minimum cannot be negative" }).max(MODIFIER_OPTIONS_MAX),
    maxSelect: z.number({ error: "Maximum must be a whole number" }).int({ error: "Maximum must be a whole number" }).min(1, { error: "Maximum must be at least 1" }).max(MODIFIER_OPTIONS_MAX),
    options: z
      .array(modifierOptionInputSchema)
      .min(1, { error: "Add at least one option" })
      .max(MODIFIER_OPTIONS_MAX, { error: `At most ${MODIFIER_OPTIONS_MAX} options per group` }),
  })
  .superRefine((g, ctx) => {
    if (g.minSelect > g.maxSelect) ctx.addIssue({ code: "custom", path: ["minSelect"], message: "Minimum cannot be more than the maximum" });
    if (g.minSelect > g.options.length) ctx.addIssue({ code: "custom", path: ["minSelect"], message: "Minimum cannot be more than the number of options" });
    const names = g.options.map((o) => o.name.toLowerCase());
    if (new Set(names).size !== names.length) ctx.addIssue({ code: "custom", path: ["options"], message: "Two options have the same name" });
  });
export type ModifierGroupInput = z.input<typeof modifierGroupInputSchema>;
