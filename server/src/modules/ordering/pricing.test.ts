import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { AppError } from "../../platform/errors.js";
import { REWARD_EFFECTS } from "@tavola/contracts";
import { ppmOf, priceOrder, type PricingInput, type Promo, type VoucherDiscount } from "./pricing.js";

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

// The vouchers loyalty's rewards buy (contracts' REWARD_EFFECTS), with the catalogue's titles.
const FREE_DELIVERY: VoucherDiscount = { title: "Free Delivery", effect: REWARD_EFFECTS["free-delivery"] };
const TWENTY_OFF: VoucherDiscount = { title: "20% Off", effect: REWARD_EFFECTS["twenty-off"] };
const FREE_APPETIZER: VoucherDiscount = { title: "Free Appetizer", effect: REWARD_EFFECTS["free-appetizer"] };
const VIP: VoucherDiscount = { title: "VIP Status", effect: REWARD_EFFECTS["vip-status"] };

let nextId = 0;
const line = (unitPriceCents: number, quantity = 1, category = "mains") => ({
  menuItemId: `item-${++nextId}`,
  name: `Dish ${nextId}`,
  unitPriceCents,
  quantity,
  category,
});

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

  describe("loyalty vouchers", () => {
    it("Free Delivery waives the delivery fee, is no food discount, and is listed as VOUCHER", () => {
      const p = priceOrder(input({ distanceKm: 3, voucher: FREE_DELIVERY }));
      expect(p.deliveryFeeCents).toBe(399);
      expect(p.discountCents).toBe(399);
      expect(p.foodDiscountCents).toBe(0);
      expect(p.discounts).toEqual([{ code: "VOUCHER", label: "Free Delivery", amountCents: 399 }]);
      expect(p.taxCents).toBe(priceOrder(input({ distanceKm: 3 })).taxCents);
      expect(p.totalCents).toBe(3399 + 170 + p.taxCents);
    });

    it("Free Delivery is refused for pickup, on the voucher", () => {
      const e = appError(() => priceOrder(input({ fulfilment: "pickup", distanceKm: null, voucher: FREE_DELIVERY })));
      expect(e.status).toBe(422);
      expect(e.fieldErrors).toEqual({ voucherId: ["Free Delivery applies to delivery orders"] });
    });

    it("20% Off takes 20 % of the food from $30.00, and tax follows the discounted food", () => {
      const p = priceOrder(input({ lines: [line(3000)], voucher: TWENTY_OFF }));
      expect(p.foodDiscountCents).toBe(600);
      expect(p.discountCents).toBe(600);
      expect(p.discounts).toEqual([{ code: "VOUCHER", label: "20% Off", amountCents: 600 }]);
      // taxable 3000 − 600 + 150 service = 2550 → 226.3125 → 226
      expect(p.taxCents).toBe(226);
      expect(p.totalCents).toBe(3000 + 199 + 150 + 226 - 600);
      expect(priceOrder(input({ voucher: TWENTY_OFF })).foodDiscountCents).toBe(680); // 679.8 of 3399
    });

    it("20% Off is refused below $30.00 of food", () => {
      const e = appError(() => priceOrder(input({ lines: [line(2999)], voucher: TWENTY_OFF })));
      expect(e.status).toBe(422);
      expect(e.message).toBe("20% Off needs a food subtotal of at least $30.00");
      expect(e.fieldErrors).toEqual({ voucherId: ["20% Off needs a food subtotal of at least $30.00"] });
    });

    it("Free Appetizer pays one unit of the priciest starter, whatever the quantities", () => {
      const p = priceOrder(input({ lines: [line(1450, 1), line(950, 3, "starters"), line(1200, 1, "starters"), line(2000, 1, "desserts")], voucher: FREE_APPETIZER }));
      expect(p.foodDiscountCents).toBe(1200);
      expect(p.discountCents).toBe(1200);
      expect(p.discounts).toEqual([{ code: "VOUCHER", label: "Free Appetizer", amountCents: 1200 }]);
      expect(p.taxCents).toBe(ppmOf(p.subtotalCents - 1200 + p.serviceFeeCents, 88_750));
    });

    it("Free Appetizer needs a starter in the cart", () => {
      const e = appError(() => priceOrder(input({ lines: [line(3000), line(900, 1, "desserts")], voucher: FREE_APPETIZER })));
      expect(e.status).toBe(422);
      expect(e.fieldErrors).toEqual({ voucherId: ["Add an appetizer to use Free Appetizer"] });
    });

    it("VIP Status is not a checkout discount, and a voucher never goes with a promo", () => {
      expect(appError(() => priceOrder(input({ voucher: VIP }))).fieldErrors).toHaveProperty("voucherId");
      const both = appError(() => priceOrder(input({ voucher: FREE_DELIVERY, promo: FREEDELIVERY25 })));
      expect(both.status).toBe(400);
      expect(both.fieldErrors).toHaveProperty("voucherId");
    });

    it("a voucher's food discount never exceeds the food, and the total stays the sum of its parts (property)", () => {
      fc.assert(
        fc.property(
          fc.array(
            fc.record({ unitPriceCents: fc.integer({ min: 1, max: 50_000 }), quantity: fc.integer({ min: 1, max: 20 }), category: fc.constantFrom("starters", "mains", "desserts") }),
            { minLength: 1, maxLength: 10 },
          ),
          fc.constantFrom(TWENTY_OFF, FREE_APPETIZER, FREE_DELIVERY),
          (ls, voucher) => {
            const lines = ls.map((l) => line(l.unitPriceCents, l.quantity, l.category));
            const subtotal = lines.reduce((s, l) => s + l.unitPriceCents * l.quantity, 0);
            const starters = lines.filter((l) => l.category === "starters");
            const applies = voucher === TWENTY_OFF ? subtotal >= 3000 : voucher === FREE_APPETIZER ? starters.length > 0 : true;
            if (!applies) {
              expect(appError(() => priceOrder(input({ lines, voucher }))).status).toBe(422);
              return;
            }
            const p = priceOrder(input({ lines, voucher }));
            expect(p.foodDiscountCents).toBeGreaterThanOrEqual(0);
            expect(p.foodDiscountCents).toBeLessThanOrEqual(p.subtotalCents);
            if (voucher === FREE_APPETIZER) expect(p.foodDiscountCents).toBe(Math.max(...starters.map((l) => l.unitPriceCents)));
            expect(p.discountCents).toBe(p.foodDiscountCents + (voucher === FREE_DELIVERY ? p.deliveryFeeCents : 0));
            expect(p.totalCents).toBe(p.subtotalCents + p.deliveryFeeCents + p.serviceFeeCents + p.taxCents + p.tipCents - p.discountCents);
          },
        ),
      );
    });
  });

  it("reports a promo's percentage as a food discount and free delivery as none", () => {
    expect(priceOrder(input({ promo: WELCOME20, isFirstOrder: true })).foodDiscountCents).toBe(680);
    expect(priceOrder(input({ lines: [line(3000)], promo: FREEDELIVERY25 })).foodDiscountCents).toBe(0);
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
