import { describe, expect, it } from "vitest";
import { centsToDollars, dollarsToCents } from "./dollars";

describe("dollarsToCents", () => {
  it("reads amounts to whole cents without float drift", () => {
    expect(["12", "12.5", "12.50", "$0.07", "19.99", "1234.1"].map((t) => dollarsToCents(t))).toEqual([1200, 1250, 1250, 7, 1999, 123410]);
    expect(dollarsToCents("-2", true)).toBe(-200);
  });
  it("refuses what is not an amount, and negatives unless allowed", () => {
    expect(["", "abc", "1.234", "1,5", "-2"].map((t) => dollarsToCents(t))).toEqual([null, null, null, null, null]);
  });
  it("writes cents back as the form shows them", () => {
    expect([1250, -200, 7].map(centsToDollars)).toEqual(["12.50", "-2.00", "0.07"]);
  });
});
