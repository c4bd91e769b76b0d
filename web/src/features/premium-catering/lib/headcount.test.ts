import { describe, expect, it } from "vitest";
import { clampHeadcount, parseHeadcountInput } from "./headcount";

describe("headcount input", () => {
  it("turns non-numeric and empty input into 0", () => {
    expect(parseHeadcountInput("abc")).toBe(0);
    expect(parseHeadcountInput("")).toBe(0);
    expect(parseHeadcountInput("-4")).toBe(0);
  });

  it("caps at 1000 while typing but lets small numbers through", () => {
    expect(parseHeadcountInput("3000")).toBe(1000);
    expect(parseHeadcountInput("2")).toBe(2);
    expect(parseHeadcountInput("250")).toBe(250);
  });

  it("clamps to 5–1000 on leave, keeping 0 so validation can explain", () => {
    expect(clampHeadcount(3)).toBe(5);
    expect(clampHeadcount(1200)).toBe(1000);
    expect(clampHeadcount(42)).toBe(42);
    expect(clampHeadcount(0)).toBe(0);
    expect(clampHeadcount(Number.NaN)).toBe(0);
  });
});
