import { describe, expect, it } from "vitest";
import { entry } from "../test/account-fixture";
import { canRedeem, pendingUntil, pointsByMonth, pointsToNextTierText, signedPoints, voucherStatus } from "./loyalty-format";

describe("loyalty-format", () => {
  it("writes credits as the spec's '+points' and debits with a minus", () => {
    expect(signedPoints(1250)).toBe("+1,250");
    expect(signedPoints(-500)).toBe("−500");
  });

  it("counts nextTierPoints − points to the next tier, never below zero, and nothing past the top", () => {
    expect(pointsToNextTierText({ points: 650, nextTierPoints: 1500, nextTier: "gold" })).toBe("850 points to Gold");
    expect(pointsToNextTierText({ points: 1600, nextTierPoints: 1500, nextTier: "gold" })).toBe("0 points to Gold");
    expect(pointsToNextTierText({ points: 4000, nextTierPoints: 4000, nextTier: null })).toBe("You've reached the top tier");
  });

  it("allows Redeem only when available and affordable", () => {
    expect(canRedeem({ available: true, points: 500 }, 500)).toBe(true);
    expect(canRedeem({ available: true, points: 500 }, 499)).toBe(false);
    expect(canRedeem({ available: false, points: 500 }, 9000)).toBe(false);
  });

  it("dates pending points by the last refund window to close", () => {
    expect(pendingUntil([entry({ id: "a" })])).toBeNull();
    expect(
      pendingUntil([
        entry({ id: "a", pending: true, availableAt: "2030-01-02T00:00:00.000Z" }),
        entry({ id: "b", pending: true, availableAt: "2030-01-05T00:00:00.000Z" }),
        entry({ id: "c", availableAt: "2030-01-09T00:00:00.000Z" }),
      ]),
    ).toBe("2030-01-05T00:00:00.000Z");
  });

  it("sums points per month: credits earned, redemptions spent, expiry and reversals removed", () => {
    const months = pointsByMonth([
      entry({ id: "1", points: 300, createdAt: "2030-03-15T12:00:00.000Z" }),
      entry({ id: "2", kind: "reverse", points: -100, createdAt: "2030-03-16T12:00:00.000Z" }),
      entry({ id: "3", kind: "redeem", points: -500, createdAt: "2030-02-10T12:00:00.000Z" }),
      entry({ id: "4", kind: "adjust", points: 250, createdAt: "2030-02-01T12:00:00.000Z" }),
    ]);
    expect(months.map(({ month, earned, spent, removed }) => [month, earned, spent, removed])).toEqual([
      ["2030-02", 250, 500, 0],
      ["2030-03", 300, 0, 100],
    ]);
    expect(months[0]!.label).toBe("Feb 2030");
  });

  it("treats an issued voucher past its date as expired", () => {
    const now = Date.parse("2030-01-01T00:00:00.000Z");
    expect(voucherStatus({ state: "issued", expiresAt: "2030-02-01T00:00:00.000Z" }, now).tone).toBe("active");
    expect(voucherStatus({ state: "issued", expiresAt: "2029-12-01T00:00:00.000Z" }, now).tone).toBe("expired");
    expect(voucherStatus({ state: "used", expiresAt: "2030-02-01T00:00:00.000Z" }, now).tone).toBe("used");
  });
});
