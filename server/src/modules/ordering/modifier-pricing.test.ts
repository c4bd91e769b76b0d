import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkModifierSelection, type ModifierGroup } from "@tavola/contracts";
import { AppError } from "../../platform/errors.js";
import { priceMenuLine } from "./menu-lines.js";
import { priceOrder } from "./pricing.js";

// The options dialog (web) and checkout (server) must agree on every choice: the dialog enables "Add to cart" when
// contracts' checkModifierSelection accepts, the server prices a line through priceMenuLine. Random dishes with
// random groups and random (often invalid) selections: accepted ⇔ priced, at base + deltas, in whole cents.

let seq = 0;
const id = () => `00000000-0000-4000-8000-${String(++seq).padStart(12, "0")}`;
const option = fc.record({ name: fc.string({ minLength: 1, maxLength: 8 }), priceDeltaCents: fc.integer({ min: -500, max: 2000 }), available: fc.oneof({ weight: 5, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }) });
const group = fc
  .record({ name: fc.string({ minLength: 1, maxLength: 8 }), options: fc.array(option, { minLength: 1, maxLength: 6 }), min: fc.nat(3), span: fc.nat(3) })
  .map(({ name, options, min, span }): ModifierGroup => {
    const minSelect = Math.min(min, options.length);
    return { id: id(), name, minSelect, maxSelect: Math.max(1, minSelect + span), options: options.map((o) => ({ ...o, id: id() })) };
  });
const dish = fc.record({ basePriceCents: fc.integer({ min: 1, max: 5000 }), groups: fc.array(group, { maxLength: 4 }) });
const scenario = dish.chain((d) => {
  const ids = d.groups.flatMap((g) => g.options.map((o) => o.id));
  // Picks from the dish's own options (repeats allowed: a tampered request), sometimes an unknown id.
  const pick = ids.length > 0 ? fc.array(fc.oneof({ weight: 9, arbitrary: fc.constantFrom(...ids) }, { weight: 1, arbitrary: fc.constant(id()) }), { maxLength: 8 }) : fc.constant([] as string[]);
  return fc.record({ dish: fc.constant(d), optionIds: pick, quantity: fc.integer({ min: 1, max: 99 }) });
});

describe("modifier pricing: the dialog's validator and the server's pricing agree", () => {
  it("accepts ⇔ prices, at base + deltas, totals in integer cents", () => {
    let accepted = 0;
    fc.assert(
      fc.property(scenario, ({ dish, optionIds, quantity }) => {
        const verdict = checkModifierSelection(dish.basePriceCents, dish.groups, optionIds);
        const item = { id: "dish", name: "Dish", priceCents: dish.basePriceCents, category: "mains" };
        let priced: ReturnType<typeof priceMenuLine> | null = null;
        try {
          priced = priceMenuLine(item, dish.groups, optionIds, quantity);
        } catch (e) {
          expect(e).toBeInstanceOf(AppError);
          expect((e as AppError).code).toBe("unprocessable");
        }
        expect(priced !== null).toBe(verdict.ok);
        if (!priced || !verdict.ok) return;
        accepted++;
        expect(priced.unitPriceCents).toBe(dish.basePriceCents + verdict.chosen.reduce((s, c) => s + c.priceDeltaCents, 0));
        expect(priced.unitPriceCents).toBeGreaterThan(0);
        const order = priceOrder({ lines: [priced], fulfilment: "pickup", distanceKm: null, deliveryRadiusKm: 8, taxRatePpm: 88_750, tipCents: 0, promo: null, isFirstOrder: false });
        for (const v of [order.subtotalCents, order.taxCents, order.serviceFeeCents, order.totalCents]) expect(Number.isInteger(v)).toBe(true);
        expect(order.subtotalCents).toBe(priced.unitPriceCents * quantity);
      }),
      { numRuns: 2000 },
    );
    // The generator must reach valid choices often enough for the agreement to mean something.
    expect(accepted).toBeGreaterThan(100);
  });
});
