import { loyaltyProgressPercent } from "@tavola/contracts";
import { Award, Crown, Gem, type LucideIcon, Medal, Star } from "lucide-react";

export type TierStyle = {
  label: string;
  icon: LucideIcon;
  /** The gradient's two stops, start → end (spec section 3: each tier its own colour pair). */
  colors: readonly [string, string];
};

const TIER_STYLES: Readonly<Record<string, TierStyle>> = {
  bronze: { label: "Bronze", icon: Medal, colors: ["#b45309", "#f59e0b"] },
  silver: { label: "Silver", icon: Award, colors: ["#64748b", "#cbd5e1"] },
  gold: { label: "Gold", icon: Crown, colors: ["#ca8a04", "#fde047"] },
  platinum: { label: "Platinum", icon: Gem, colors: ["#6366f1", "#a5f3fc"] },
};

/** Unknown tiers get the star (spec section 3) and the brand's own warm pair. */
const DEFAULT_TIER_STYLE: TierStyle = { label: "Member", icon: Star, colors: ["#ea580c", "#fb7185"] };

export function getTierStyle(tier: string | null | undefined): TierStyle {
  const known = tier ? TIER_STYLES[tier.toLowerCase()] : undefined;
  if (known) return known;
  return tier ? { ...DEFAULT_TIER_STYLE, label: tier.charAt(0).toUpperCase() + tier.slice(1) } : DEFAULT_TIER_STYLE;
}

/** The spec's progress (contracts' loyaltyProgressPercent), 0 when there is no loyalty data at all. */
export function getLoyaltyProgress(info: { points: number; nextTierPoints: number } | null | undefined): number {
  return info ? loyaltyProgressPercent(info.points, info.nextTierPoints) : 0;
}
