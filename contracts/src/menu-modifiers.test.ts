import { describe, expect, it } from "vitest";
import { checkModifierSelection, groupRuleLabel, lineKey } from "./menu-modifier-rules.js";
import { modifierGroupInputSchema, type ModifierGroup } from "./menu-modifiers.js";

const size: ModifierGroup = {
  id: "size",
  name: "Size",
  minSelect: 1,
  maxSelect: 1,
  options: [
    { id: "s", name: "Small", priceDeltaCents: -200, available: true },
    { id: "m", name: "Medium", priceDeltaCents: 0, available: true },
    { id: "l", name: "Large", priceDeltaCents: 350, available: true },
  ],
};
const extras: ModifierGroup = {
  id: "extras",
  name: "Extras",
  minSelect: 0,
  maxSelect: 3,
  options: [
    { id: "e1", name: "Extra cheese", priceDeltaCents: 150, available: true },
    { id: "e2", name: "Olives", priceDeltaCents: 100, available: true },
    { id: "e3", name: "Basil", priceDeltaCents: 50, available: true },
    { id: "e4", name: "Truffle", priceDeltaCents: 400, available: false },
    { id: "e5", name: "Chili", priceDeltaCents: 0, available: true },
  ],
};

describe("checkModifierSelection", () => {
  it("prices a valid choice: base + deltas, options in menu order", () => {
    const r = checkModifierSelection(1400, [size, extras], ["e2", "l", "e1"]);
    expect(r).toEqual({
      ok: true,
      deltaCents: 600,
      chosen: [
        { optionId: "l", groupName: "Size", name: "Large", priceDeltaCents: 350 },
        { optionId: "e1", groupName: "Extras", name: "Extra cheese", priceDeltaCents: 150 },
        { optionId: "e2", groupName: "Extras", name: "Olives", priceDeltaCents: 100 },
      ],
    });
  });

  it("a required group left empty, or two sizes, names the group's rule", () => {
    expect(checkModifierSelection(1400, [size, extras], [])).toMatchObject({ ok: false, message: "Choose 1 Size", groups: { size: "Choose 1 Size" } });
    expect(checkModifierSelection(1400, [size], ["s", "l"])).toMatchObject({ ok: false, message: "Choose 1 Size" });
  });

  it("more extras than the maximum, an unavailable, unknown or repeated option are refused", () => {
    expect(checkModifierSelection(1400, [size, extras], ["m", "e1", "e2", "e3", "e5"])).toMatchObject({ ok: false, message: "Choose at most 3 Extras" });
    expect(checkModifierSelection(1400, [size, extras], ["m", "e4"])).toMatchObject({ ok: false, message: "Truffle is unavailable right now" });
    expect(checkModifierSelection(1400, [size], ["m", "zzz"])).toMatchObject({ ok: false, message: "That option is not on this dish" });
    expect(checkModifierSelection(1400, [size, extras], ["m", "e1", "e1"])).toMatchObject({ ok: false, message: "An option was chosen twice" });
  });

  it("a dish without groups takes no options; a price brought to zero is refused", () => {
    expect(checkModifierSelection(900, [], [])).toEqual({ ok: true, chosen: [], deltaCents: 0 });
    expect(checkModifierSelection(200, [size], ["s"])).toMatchObject({ ok: false, message: "These options bring the price below zero" });
  });

  it("labels the rules as guests read them; a line's key ignores the options' order", () => {
    expect([groupRuleLabel(size), groupRuleLabel(extras), groupRuleLabel({ minSelect: 1, maxSelect: 2 })]).toEqual(["Choose 1", "Optional, up to 3", "Choose 1 to 2"]);
    expect(lineKey("d", ["b", "a"])).toBe(lineKey("d", ["a", "b"]));
    expect(lineKey("d")).not.toBe(lineKey("d", ["a"]));
  });
});

describe("modifierGroupInputSchema", () => {
  it("refuses a minimum above the maximum or the options, and duplicate option names", () => {
    const r = modifierGroupInputSchema.safeParse({ name: "Size", minSelect: 2, maxSelect: 1, options: [{ name: "Small", priceDeltaCents: 0 }, { name: "small", priceDeltaCents: 0 }] });
    expect(r.success).toBe(false);
    const messages = r.error!.issues.map((i) => i.message);
    expect(messages).toEqual(expect.arrayContaining(["Minimum cannot be more than the maximum", "Two options have the same name"]));
    expect(modifierGroupInputSchema.safeParse({ name: "Size", minSelect: 1, maxSelect: 1, options: [{ name: "Small", priceDeltaCents: 12.5 }] }).error?.issues[0]?.message).toBe(
      "Price change must be whole cents",
    );
  });
});
