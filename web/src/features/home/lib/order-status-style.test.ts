import { describe, expect, it } from "vitest";
import { getOrderStatusTone } from "./order-status-style";
import { formatCurrency } from "./format-currency";

describe("getOrderStatusTone", () => {
  it("colours the spec's statuses case-insensitively", () => {
    expect(getOrderStatusTone("delivered")).toBe("green");
    expect(getOrderStatusTone("DELIVERED")).toBe("green");
    expect(getOrderStatusTone("Preparing")).toBe("amber");
    expect(getOrderStatusTone("On The Way")).toBe("blue");
  });

  it("gives any other status the neutral grey", () => {
    expect(getOrderStatusTone("cancelled")).toBe("grey");
    expect(getOrderStatusTone("")).toBe("grey");
  });
});

describe("formatCurrency", () => {
  it("formats en-US dollars", () => {
    expect(formatCurrency(42.5)).toBe("$42.50");
    expect(formatCurrency(1234)).toBe("$1,234.00");
  });
});
