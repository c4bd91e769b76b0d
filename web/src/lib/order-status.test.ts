import { describe, expect, it } from "vitest";
import { getOrderStatusStyle } from "@/lib/order-status";
import { formatCurrency } from "@/lib/format";

describe("getOrderStatusStyle (home statuses)", () => {
  it("colours the spec's statuses case-insensitively", () => {
    expect(getOrderStatusStyle("delivered").tone).toBe("green");
    expect(getOrderStatusStyle("DELIVERED").tone).toBe("green");
    expect(getOrderStatusStyle("Preparing").tone).toBe("amber");
    expect(getOrderStatusStyle("On The Way").tone).toBe("blue");
  });

  it("gives any other status the neutral grey", () => {
    expect(getOrderStatusStyle("cancelled").tone).toBe("neutral");
    expect(getOrderStatusStyle("").tone).toBe("neutral");
  });
});

describe("formatCurrency", () => {
  it("formats en-US dollars", () => {
    expect(formatCurrency(42.5)).toBe("$42.50");
    expect(formatCurrency(1234)).toBe("$1,234.00");
  });
});
