import { describe, expect, it } from "vitest";
import { loyaltyProgressPercent } from "@tavola/contracts";
import { nextTierPointsFor, tierFor } from "./tier.js";

describe("loyalty tiers", () => {
  it("places points earned in a year into bronze, silver, gold and platinum (3,000)", () => {
    expect(tierFor(0)).toBe("bronze");
    expect(tierFor(499)).toBe("bronze");
    expect(tierFor(500)).toBe("silver");
    expect(tierFor(1500)).toBe("gold");
    expect(tierFor(2999)).toBe("gold");
    expect(tierFor(3000)).toBe("platinum");
  });

  it("points at the next tier's threshold; Platinum's ring is full", () => {
    expect(nextTierPointsFor("gold", 1250)).toBe(3000);
    expect(nextTierPointsFor("bronze", 10)).toBe(500);
    expect(loyaltyProgressPercent(4200, nextTierPointsFor("platinum", 4200))).toBe(100);
  });
});
