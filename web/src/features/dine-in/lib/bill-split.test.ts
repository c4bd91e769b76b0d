import { describe, expect, it } from "vitest";
import { billFixture } from "../test/fixtures";
import { evenShares, expectedAmount, itemsAmount, tipFor } from "./bill-split";

describe("evenShares", () => {
  it("splits to the cent, rounding up, the last share taking what is left (as the server charges)", () => {
    expect(evenShares(10_000, 3)).toEqual([3334, 3334, 3332]);
    expect(evenShares(4029, 2)).toEqual([2015, 2014]);
    expect(evenShares(1000, 4)).toEqual([250, 250, 250, 250]);
    for (const [total, ways] of [[4029, 7], [1, 3], [99_999, 20]] as const) {
      expect(evenShares(total, ways).reduce((a, b) => a + b, 0)).toBe(total);
    }
  });

  it("has no shares for nothing to split or a bad count", () => {
    expect(evenShares(0, 2)).toEqual([]);
    expect(evenShares(1000, 0)).toEqual([]);
    expect(evenShares(1000, 2.5)).toEqual([]);
  });
});

describe("expectedAmount", () => {
  const bill = billFixture();
  it("is the rest of the bill, one share (capped at what is left), or the chosen unpaid lines", () => {
    expect(expectedAmount(bill, "full", 0, new Set())).toBe(3049);
    expect(expectedAmount(bill, "even", 2, new Set())).toBe(2015);
    expect(expectedAmount({ ...bill, remainingCents: 500 }, "even", 2, new Set())).toBe(500);
    expect(expectedAmount(bill, "items", 0, new Set(["li1", "li2"]))).toBe(3049);
    expect(itemsAmount(bill, new Set())).toBe(0);
  });

  it("tips a percentage of the payment, in whole cents", () => {
    expect(tipFor(3049, 15)).toBe(457);
    expect(tipFor(3049, 0)).toBe(0);
  });
});
