import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { AppError } from "../../platform/errors.js";
import { ppmOf, priceOrder, type PricingInput, type Promo } from "./pricing.js";

// The promo rows the migration seeds (0001_online_ordering.sql).
const WELCOME20: Promo = {
  code: "WELCOME20",
  label: "20% off your first order",
  kind: "percent_off",
  percentOff: 20,
  minSubtotalCents: 0,
  firstOrderOnly: true,
};
const FREEDELIVERY25: Promo = {
  code: "FREEDELIVERY25",
  label: "Free delivery over $25",
  kind: "free_delivery",
  percentOff: 0,
  minSubtotalCents: 2500,
  firstOrderOnly: false,
};

let nextId = 0;
const line = (unitPriceCents: number, quantity = 1) => ({ menuItemId: `item-${++nextId}`, name: `Dish ${nextId}`, unitPriceCents, quantity });

/** A delivery 1 km away, 8 km radius, New York's 8.875 % tax, no tip, no promo. */
const input = (over: Partial<PricingInput> = {}): PricingInput => ({
  lines: [line(1250, 2), line(899)],
  fulfilment: "delivery",
  distanceKm: 1,
  deliveryRadiusKm: 8,
  taxRatePpm: 88_750,
  tipCents: 0,
  promo: null,
  isFirstOrder: false,
  ...over,
});

/** The AppError `fn` throws (fails the test if it throws anything else or nothing). */
function appError(fn: () => unknown): AppError {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(AppError);
    return e as AppError;
  }
  throw new Error("expected an AppError, nothing was thrown");
}

describe("ppmOf", () => {
  it("takes parts per million of integer cents, rounding half up", () => {
    expect(ppmOf(0, 88_750)).toBe(0);
    expect(ppmOf(1000, 88_750)).toBe(89); // 88.75
    expect(ppmOf(2000, 88_750)).toBe(178); // 177.5 → up
    expect(ppmOf(100, 5_000)).toBe(1); // 0.5 → up
    expect(ppmOf(99, 5_000)).toBe(0); // 0.495 → down
    expect(ppmOf(2100, 88_750)).toBe(186); // 186.375
    expect(ppmOf(1234, 1_000_000)).toBe(1234);
    expect(ppmOf(1234, 0)).toBe(0);
  });

  it("is always an integer within half a cent of the exact value", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), (cents, ppm) => {
        const v = ppmOf(cents, ppm);
        const exact = (cents * ppm) / 1_000_000;
        return Number.isInteger(v) && v - exact <= 0.5 && exact - v < 0.5;
      }),
    );
  });
});

describe("priceOrder", () => {
  it("adds up the lines at menu prices", () => {
    const p = priceOrder(input());
    expect(p.lines.map((l) => l.lineTotalCents)).toEqual([2500, 899]);
    expect(p.subtotalCents).toBe(3399);
  });

  it("prices the worked example exactly", () => {
    // 3399 food, 199 delivery (1 km), 170 service (5 % of 3399 = 169.95), tax 8.875 % of 3569 = 316.749 → 317.
    expect(priceOrder(input({ tipCents: 300 }))).toMatchObject({
      subtotalCents: 3399,
      deliveryFeeCents: 199,
      serviceFeeCents: 170,
      taxCents: 317,
      tipCents: 300,
      discountCents: 0,
      totalCents: 3399 + 199 + 170 + 317 + 300,
      discounts: [],
      deliveryBand: "up to 2 km",
    });
  });

  describe("delivery fee bands", () => {
    it.each([
      [0, 199, "up to 2 km"],
      [2, 199, "up to 2 km"],
      [2.01, 399, "2–5 km"],
      [5, 399, "2–5 km"],
      [5.01, 599, "over 5 km"],
      [8, 599, "over 5 km"], // exactly the radius still delivers
    ])("%s km → %s cents", (km, fee, band) => {
      const p = priceOrder(input({ distanceKm: km }));
      expect(p.deliveryFeeCents).toBe(fee);
      expect(p.deliveryBand).toBe(band);
    });

    it("refuses an address outside the restaurant's radius (unprocessable, on the address)", () => {
      for (const km of [8.01, 12, 500]) {
        const e = appError(() => priceOrder(input({ distanceKm: km })));
        expect(e.code).toBe("unprocessable");
        expect(e.status).toBe(422);
        expect(e.fieldErrors).toHaveProperty("address");
      }
    });

    it("follows the restaurant's own radius", () => {
      expect(appError(() => priceOrder(input({ distanceKm: 3, deliveryRadiusKm: 2.5 }))).code).toBe("unprocessable");
      expect(priceOrder(input({ distanceKm: 2.5, deliveryRadiusKm: 2.5 })).deliveryFeeCents).toBe(399);
    });

    it("charges no delivery fee for pickup, whatever the distance", () => {
      for (const distanceKm of [null, 0, 3, 50]) {
        const p = priceOrder(input({ fulfilment: "pickup", distanceKm }));
        expect(p.deliveryFeeCents).toBe(0);
        expect(p.deliveryBand).toBeNull();
      }
    });
  });

  describe("service fee", () => {
    it.each([
      [100, 100], // 5 cents → minimum $1.00
      [1989, 100], // 99.45 → 99 → minimum
      [1990, 100], // 99.5 → 100
      [2000, 100],
      [2020, 101],
      [3399, 170], // 169.95 → 170
      [9990, 500], // 499.5 → 500
      [10_000, 500],
      [10_020, 500], // 501 → maximum $5.00
      [1_000_000, 500],
    ])("subtotal %s → %s", (subtotal, fee) => {
      expect(priceOrder(input({ lines: [line(subtotal)] })).serviceFeeCents).toBe(fee);
    });
  });

  describe("tax", () => {
    it("is the restaurant's rate on subtotal + service fee, rounded half up to whole cents", () => {
      // 1900 food + 100 service = 2000 taxable; 8.875 % = 177.5 → 178
      expect(priceOrder(input({ lines: [line(1900)] })).taxCents).toBe(178);
      // 25 % (Denmark) on 3399 + 170
      expect(priceOrder(input({ taxRatePpm: 250_000 })).taxCents).toBe(892); // 892.25
      expect(priceOrder(input({ taxRatePpm: 0 })).taxCents).toBe(0);
    });

    it("does not tax tips", () => {
      const without = priceOrder(input());
      const withTip = priceOrder(input({ tipCents: 10_000 }));
      expect(withTip.taxCents).toBe(without.taxCents);
      expect(withTip.totalCents - without.totalCents).toBe(10_000);
      expect(withTip.tipCents).toBe(10_000);
    });

    it("does not tax the delivery fee", () => {
      expect(priceOrder(input({ distanceKm: 7 })).taxCents).toBe(priceOrder(input({ distanceKm: 1 })).taxCents);
    });
  });

  describe("WELCOME20", () => {
    it("takes 20 % off the food of a first order, and tax follows the discounted food", () => {
      const p = priceOrder(input({ promo: WELCOME20, isFirstOrder: true }));
      // 20 % of 3399 = 679.8 → 680; taxable 3399 − 680 + 170 = 2889 → 256.39875 → 256
      expect(p.discountCents).toBe(680);
      expect(p.discounts).toEqual([{ code: "WELCOME20", label: "20% off your first order", amountCents: 680 }]);
      expect(p.taxCents).toBe(256);
      expect(p.deliveryFeeCents).toBe(199);
      expect(p.totalCents).toBe(3399 + 199 + 170 + 256 - 680);
    });

    it("applies to pickup as well", () => {
      expect(priceOrder(input({ fulfilment: "pickup", distanceKm: null, promo: WELCOME20, isFirstOrder: true })).discountCents).toBe(680);
    });

    it("is refused on a later order (unprocessable, on the promo code)", () => {
      const e = appError(() => priceOrder(input({ promo: WELCOME20, isFirstOrder: false })));
      expect(e.code).toBe("unprocessable");
      expect(e.message).toMatch(/first order/);
      expect(e.fieldErrors).toHaveProperty("promoCode");
    });
  });

  describe("FREEDELIVERY25", () => {
    it("waives the delivery fee from a $25 food subtotal", () => {
      const p = priceOrder(input({ lines: [line(2500)], distanceKm: 3, promo: FREEDELIVERY25 }));
      expect(p.deliveryFeeCents).toBe(399);
      expect(p.discountCents).toBe(399);
      expect(p.discounts).toEqual([{ code: "FREEDELIVERY25", label: "Free delivery over $25", amountCents: 399 }]);
      // the food is taxed as without the promo
      expect(p.taxCents).toBe(priceOrder(input({ lines: [line(2500)], distanceKm: 3 })).taxCents);
      expect(p.totalCents).toBe(2500 + 125 + p.taxCents);
    });

    it("is refused below $25 of food", () => {
      const e = appError(() => priceOrder(input({ lines: [line(2499)], promo: FREEDELIVERY25 })));
      expect(e.code).toBe("unprocessable");
      expect(e.message).toMatch(/\$25\.00/);
      expect(e.fieldErrors).toHaveProperty("promoCode");
    });

    it("is refused for pickup", () => {
      const e = appError(() => priceOrder(input({ lines: [line(5000)], fulfilment: "pickup", distanceKm: null, promo: FREEDELIVERY25 })));
      expect(e.code).toBe("unprocessable");
      expect(e.message).toMatch(/delivery/);
    });

    it("does not care about first orders", () => {
      expect(priceOrder(input({ lines: [line(3000)], promo: FREEDELIVERY25, isFirstOrder: true })).discountCents).toBe(199);
      expect(priceOrder(input({ lines: [line(3000)], promo: FREEDELIVERY25, isFirstOrder: false })).discountCents).toBe(199);
    });
  });

  it("never discounts below zero, even at 100 % off", () => {
    const all: Promo = { ...WELCOME20, code: "ALL", percentOff: 100, firstOrderOnly: false };
    const p = priceOrder(input({ promo: all, fulfilment: "pickup", distanceKm: null }));
    expect(p.discountCents).toBe(3399);
    // what is left: the service fee and its tax
    expect(p.taxCents).toBe(ppmOf(170, 88_750));
    expect(p.totalCents).toBe(170 + p.taxCents);
    expect(p.totalCents).toBeGreaterThanOrEqual(0);
  });

  it("keeps every component a non-negative integer and the total their sum (property)", () => {
    const arbLine = fc.record({ unitPriceCents: fc.integer({ min: 1, max: 100_000 }), quantity: fc.integer({ min: 1, max: 99 }) });
    fc.assert(
      fc.property(
        fc.array(arbLine, { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.constantFrom("delivery" as const, "pickup" as const),
        fc.double({ min: 0, max: 8, noNaN: true }),
        fc.constantFrom(0, 88_750, 250_000),
        fc.constantFrom("none", "welcome", "freeDelivery", "percent100"),
        (ls, tipCents, fulfilment, km, taxRatePpm, promoKind) => {
          const lines = ls.map((l) => line(l.unitPriceCents, l.quantity));
          const subtotal = lines.reduce((s, l) => s + l.unitPriceCents * l.quantity, 0);
          let promo: Promo | null = null;
          if (promoKind === "welcome") promo = WELCOME20;
          if (promoKind === "percent100") promo = { ...WELCOME20, code: "ALL", percentOff: 100 };
          // only where it applies: the property is about the numbers, not refusals
          if (promoKind === "freeDelivery" && fulfilment === "delivery" && subtotal >= 2500) promo = FREEDELIVERY25;
          const p = priceOrder({
            lines,
            fulfilment,
            distanceKm: fulfilment === "delivery" ? km : null,
            deliveryRadiusKm: 8,
            taxRatePpm,
            tipCents,
            promo,
            isFirstOrder: true,
          });
          const parts = [p.subtotalCents, p.deliveryFeeCents, p.serviceFeeCents, p.taxCents, p.tipCents, p.discountCents, p.totalCents];
          for (const v of parts) {
            expect(Number.isInteger(v)).toBe(true);
            expect(v).toBeGreaterThanOrEqual(0);
          }
          expect(p.subtotalCents).toBe(subtotal);
          expect(p.tipCents).toBe(tipCents);
          expect(p.totalCents).toBe(p.subtotalCents + p.deliveryFeeCents + p.serviceFeeCents + p.taxCents + p.tipCents - p.discountCents);
          expect(p.discountCents).toBeLessThanOrEqual(p.subtotalCents + p.deliveryFeeCents);
          expect(p.serviceFeeCents).toBeGreaterThanOrEqual(100);
          expect(p.serviceFeeCents).toBeLessThanOrEqual(500);
          if (fulfilment === "pickup") expect(p.deliveryFeeCents).toBe(0);
        },
      ),
    );
  });
});
