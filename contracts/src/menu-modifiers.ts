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

/** The words a guest reads under a group's name. */
export function groupRuleLabel(g: Pick<ModifierGroup, "minSelect" | "maxSelect">): string {
  if (g.minSelect === g.maxSelect) return g.minSelect === 1 ? "Choose 1" : `Choose ${g.minSelect}`;
  if (g.minSelect === 0) return g.maxSelect === 1 ? "Optional, up to 1" : `Optional, up to ${g.maxSelect}`;
  return `Choose ${g.minSelect} to ${g.maxSelect}`;
}

export type ModifierCheck =
  | { ok: true; chosen: ChosenModifier[]; deltaCents: number }
  /** `groups` names the group each problem is about ("" for an option of no group), for the dialog to show. */
  | { ok: false; message: string; groups: Record<string, string> };

/**
 * Whether `optionIds` is a valid choice for a dish with `groups` and what it adds to the price: every id must be an
 * available option of one of the dish's groups, none twice, and each group's count within its min and max. The
 * unit price (base + deltas) must stay above zero. Chosen options come back in menu order (group, then option).
 */
export function checkModifierSelection(basePriceCents: number, groups: readonly ModifierGroup[], optionIds: readonly string[]): ModifierCheck {
  const problems: Record<string, string> = {};
  const wanted = new Set(optionIds);
  if (wanted.size !== optionIds.length) problems[""] = "An option was chosen twice";
  const known = new Set(groups.flatMap((g) => g.options.map((o) => o.id)));
  if (optionIds.some((id) => !known.has(id)) && !problems[""]) problems[""] = "That option is not on this dish";
  const chosen: ChosenModifier[] = [];
  for (const g of groups) {
    const picked = g.options.filter((o) => wanted.has(o.id));
    const gone = picked.find((o) => !o.available);
    if (gone) problems[g.id] = `${gone.name} is unavailable right now`;
    else if (picked.length < g.minSelect || picked.length > g.maxSelect) {
      problems[g.id] =
        g.minSelect === g.maxSelect
          ? `Choose ${g.minSelect} ${g.name}`
          : picked.length < g.minSelect
            ? `Choose at least ${g.minSelect} ${g.name}`
            : `Choose at most ${g.maxSelect} ${g.name}`;
    }
    for (const o of picked) chosen.push({ optionId: o.id, groupName: g.name, name: o.name, priceDeltaCents: o.priceDeltaCents });
  }
  const deltaCents = chosen.reduce((s, c) => s + c.priceDeltaCents, 0);
  if (Object.keys(problems).length === 0 && basePriceCents + deltaCents <= 0) problems[""] = "These options bring the price below zero";
  const first = Object.values(problems)[0];
  if (first !== undefined) return { ok: false, message: first, groups: problems };
  return { ok: true, chosen, deltaCents };
}

/** How a line's options read on a cart, a ticket or a bill: "Large, Extra cheese". */
export const modifierSummary = (chosen: ReadonlyArray<Pick<ChosenModifier, "name">>) => chosen.map((c) => c.name).join(", ");

/** The identity of a cart line: the dish and its options in a stable order (two lines with the same choice merge). */
export const lineKey = (menuItemId: string, optionIds: readonly string[] = []) => [menuItemId, ...[...optionIds].sort()].join("|");

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
