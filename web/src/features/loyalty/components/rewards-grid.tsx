import { type LoyaltyReward, REWARD_MIN_TIER, VOUCHER_VALID_DAYS } from "@tavola/contracts";
import { Gift, Lock } from "lucide-react";
import { ConfirmDialog } from "@/components/domain/confirm-dialog";
import { InlineAlert } from "@/components/domain/state-panels";
import { getTierStyle } from "@/components/domain/tier-style";
import { Button } from "@/components/ui/button";
import { useRedeemFlow } from "../hooks/use-redeem-flow";
import { canRedeem, formatPoints } from "../lib/loyalty-format";

function RewardCard({ reward, points, onRedeem }: { reward: LoyaltyReward; points: number; onRedeem: () => void }) {
  const enabled = canRedeem(reward, points);
  const minTier = REWARD_MIN_TIER[reward.id];
  const titleId = `reward-${reward.id}-title`;
  return (
    <li className="grid content-between gap-4 rounded-xl border bg-card p-5 shadow-sm" aria-labelledby={titleId} data-testid={`card-reward-${reward.id}`}>
      <div className="grid gap-1.5">
        <div className="flex items-start justify-between gap-2">
          <h3 id={titleId} className="font-semibold">
            {reward.title}
          </h3>
          {/* Outlined, not tinted: the primary colour on its own 10 % tint measured under 4.5:1 at this size (axe, light theme). */}
          <span className="shrink-0 rounded-full border border-primary/40 px-2 py-0.5 text-xs font-semibold text-primary tabular-nums">
            {formatPoints(reward.points)} points
          </span>
        </div>
        <p className="text-sm text-muted-foreground">{reward.description}</p>
        {!reward.available && minTier ? (
          <p className="text-xs text-muted-foreground">For {getTierStyle(minTier).label} members</p>
        ) : reward.available && !enabled ? (
          <p className="text-xs text-muted-foreground">{formatPoints(reward.points - points)} more points needed</p>
        ) : null}
      </div>
      <Button
        variant={enabled ? "default" : "outline"}
        disabled={!enabled}
        onClick={onRedeem}
        aria-label={reward.available ? `Redeem ${reward.title}` : `${reward.title}: Locked`}
        data-testid={`button-redeem-${reward.id}`}
      >
        {reward.available ? <Gift aria-hidden="true" /> : <Lock aria-hidden="true" />}
        {reward.available ? "Redeem" : "Locked"}
      </Button>
    </li>
  );
}

/** The spec's rewards: Redeem when available and affordable, Locked when unavailable; confirming buys a voucher. */
export function RewardsGrid({ rewards, points }: { rewards: readonly LoyaltyReward[]; points: number }) {
  const flow = useRedeemFlow();
  return (
    <div className="grid gap-3">
      <p role="status" aria-live="polite" className="text-sm font-medium text-emerald-700 dark:text-emerald-400" data-testid="text-redeem-status">
        {flow.announcement}
      </p>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-label="Rewards" data-testid="grid-rewards">
        {rewards.map((r) => (
          <RewardCard key={r.id} reward={r} points={points} onRedeem={() => flow.choose(r)} />
        ))}
      </ul>
      <ConfirmDialog
        open={flow.target !== null}
        title={flow.target ? `Redeem ${flow.target.title}?` : "Redeem"}
        description={
          flow.target
            ? `This spends ${formatPoints(flow.target.points)} of your ${formatPoints(points)} points. You get a voucher valid for ${VOUCHER_VALID_DAYS} days.`
            : ""
        }
        confirmLabel={flow.pending ? "Redeeming..." : "Redeem"}
        pending={flow.pending}
        onConfirm={flow.confirm}
        onOpenChange={(open) => (open ? undefined : flow.dismiss())}
      >
        <InlineAlert message={flow.error} testId="error-redeem" />
      </ConfirmDialog>
    </div>
  );
}
