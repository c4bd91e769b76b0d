import type { ChosenModifier, ModifierGroup } from "./menu-modifiers.js";

// The rules of choosing a dish's options, apart from the schemas: the web's cart and options dialog use them on
// /order's first load, and importing them must not bring zod (a module with top-level schemas keeps them all).

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
