import { LOYALTY_TIERS, type LoyaltyTier, TIER_BENEFITS, TIER_THRESHOLDS } from "@tavola/contracts";
import { TierBadge } from "@/components/domain/tier-badge";
import { cn } from "@/lib/utils";
import { formatPoints } from "../../lib/loyalty-format";

/** All four tiers side by side, the member's own highlighted (and marked for screen readers). */
export function TierComparison({ current }: { current: LoyaltyTier }) {
  return (
    <ol className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4" aria-label="Tiers" data-testid="list-tier-comparison">
      {LOYALTY_TIERS.map((tier) => {
        const isCurrent = tier === current;
        return (
          <li
            key={tier}
            aria-current={isCurrent ? "true" : undefined}
            className={cn("grid content-start gap-2 rounded-xl border p-4", isCurrent && "border-primary bg-primary/5 ring-2 ring-primary/30")}
            data-testid={`tier-${tier}`}
          >
            <div className="flex items-center justify-between gap-2">
              <TierBadge tier={tier} />
              {isCurrent ? <span className="text-xs font-semibold text-primary">Your tier</span> : null}
            </div>
            <p className="text-sm font-medium tabular-nums">
              {TIER_THRESHOLDS[tier] === 0 ? "0 points" : `${formatPoints(TIER_THRESHOLDS[tier])} points`} a year
            </p>
            <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
              {TIER_BENEFITS[tier].map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}
