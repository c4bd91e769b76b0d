import { describe, expect, it } from "vitest";
import { formatCents, formatInteger, formatWholeUsd } from "@/lib/format";

describe("formatWholeUsd", () => {
  it("formats cents as whole US dollars", () => {
    expect(formatWholeUsd(9900)).toBe("$99");
    expect(formatWholeUsd(29900)).toBe("$299");
    expect(formatWholeUsd(50000)).toBe("$500");
    expect(formatWholeUsd(1_000_000)).toBe("$10,000");
  });
});

describe("money and counts without Intl", () => {
  it("writes cents, whole dollars and integers exactly as Intl does in en-US", () => {
    const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
    const whole = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
    const values = [0, 1, 5, 10, 99, 100, 101, 999, 1000, 1199, 9950, 12345, 99999, 100000, 123456789, 1_000_000_00, -1, -99, -100, -123456];
    for (const v of values) {
      expect(formatCents(v)).toBe(usd.format(v / 100));
      expect(formatWholeUsd(v)).toBe(whole.format(v / 100));
      expect(formatInteger(v)).toBe(v.toLocaleString("en-US"));
    }
    expect(formatCents(-0)).toBe(usd.format(-0));
    expect(formatInteger(1.5)).toBe((1.5).toLocaleString("en-US"));
  });
});
