import { Crown, Gem, Medal, Star } from "lucide-react";
import { describe, expect, it } from "vitest";
import { getLoyaltyProgress, getTierStyle } from "./tier-style";

describe("getTierStyle", () => {
  it("gives each tier its own icon and colour pair", () => {
    expect(getTierStyle("bronze").icon).toBe(Medal);
    expect(getTierStyle("gold").icon).toBe(Crown);
    expect(getTierStyle("platinum").icon).toBe(Gem);
    const pairs = ["bronze", "silver", "gold", "platinum"].map((t) => getTierStyle(t).colors.join());
    expect(new Set(pairs).size).toBe(4);
  });

  it("falls back to the star for an unknown tier", () => {
    expect(getTierStyle("diamond").icon).toBe(Star);
    expect(getTierStyle("diamond").label).toBe("Diamond");
    expect(getTierStyle(null).icon).toBe(Star);
  });
});

describe("getLoyaltyProgress", () => {
  it("is points over nextTierPoints as a percentage", () => {
    expect(getLoyaltyProgress({ points: 750, nextTierPoints: 3000 })).toBe(25);
  });

  it("is 0 without data and never above 100", () => {
    expect(getLoyaltyProgress(null)).toBe(0);
    expect(getLoyaltyProgress({ points: 10, nextTierPoints: 0 })).toBe(0);
    expect(getLoyaltyProgress({ points: 4000, nextTierPoints: 3000 })).toBe(100);
  });
});
