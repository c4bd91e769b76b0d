import { LOYALTY_REWARDS } from "@tavola/contracts";
import { describe, expect, it } from "vitest";
import { canRedeemReward } from "./can-redeem-reward";
import { formatCents } from "@/lib/format";
import { getOrderStatusStyle } from "@/lib/order-status";

describe("canRedeemReward", () => {
  it("needs an available reward and enough points", () => {
    const [freeDelivery, twentyOff, , vip] = LOYALTY_REWARDS;
    expect(canRedeemReward(freeDelivery, 850)).toBe(true);
    expect(canRedeemReward(twentyOff, 850)).toBe(false);
    expect(canRedeemReward(twentyOff, 1000)).toBe(true);
    expect(canRedeemReward(vip, 10_000)).toBe(false);
  });
});

describe("getOrderStatusStyle", () => {
  it("colours known statuses case-insensitively and leaves unknown ones neutral", () => {
    expect(getOrderStatusStyle("Delivered").tone).toBe("green");
    expect(getOrderStatusStyle("preparing").tone).toBe("amber");
    expect(getOrderStatusStyle("on-way")).toEqual({ label: "On the Way", tone: "blue" });
    expect(getOrderStatusStyle("On The Way").tone).toBe("blue");
    expect(getOrderStatusStyle("refunded")).toEqual({ label: "refunded", tone: "neutral" });
  });
});

describe("formatCents", () => {
  it("formats the spec's sample prices en-US in USD", () => {
    expect([2899, 1499, 999].map(formatCents)).toEqual(["$28.99", "$14.99", "$9.99"]);
    expect(formatCents(184_250)).toBe("$1,842.50");
  });
});
