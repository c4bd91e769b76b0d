import { LOYALTY_REWARDS } from "@tavola/contracts";
import { Gift, Lock } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { showDemoNotice } from "../components/show-demo-notice";
import { canRedeemReward } from "../lib/can-redeem-reward";

/** Rewards tab: every reward with its cost; Redeem only when it is available and the balance covers it. */
export function RewardsPanel({ points }: { points: number }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2" data-testid="list-rewards">
      {LOYALTY_REWARDS.map((reward) => {
        const redeemable = canRedeemReward(reward, points);
        const shortBy = reward.points - points;
        return (
          <li key={reward.id}>
            <Card className="flex h-full flex-col gap-4 p-5" data-testid={`card-reward-${reward.id}`}>
              <div className="flex items-start gap-3">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  {reward.available ? <Gift aria-hidden="true" className="size-5" /> : <Lock aria-hidden="true" className="size-5" />}
                </span>
                <div className="grid flex-1 gap-1">
                  <h3 className="font-semibold">{reward.title}</h3>
                  <p className="text-sm text-muted-foreground">{reward.description}</p>
                </div>
                <span className="shrink-0 text-sm font-semibold" data-testid="text-reward-cost">
                  {reward.points.toLocaleString("en-US")} pts
                </span>
              </div>
              <div className="mt-auto flex items-center justify-between gap-3">
                <span className="text-xs text-muted-foreground">
                  {!reward.available
                    ? "Not available yet"
                    : shortBy > 0
                      ? `${shortBy.toLocaleString("en-US")} more points needed`
                      : "Ready to redeem"}
                </span>
                <Button
                  size="sm"
                  variant={redeemable ? "default" : "secondary"}
                  disabled={!redeemable}
                  onClick={() => showDemoNotice(`${reward.title} redeemed`)}
                  data-testid={`button-redeem-${reward.id}`}
                >
                  {reward.available ? "Redeem" : (
                    <>
                      <Lock aria-hidden="true" />
                      Locked
                    </>
                  )}
                </Button>
              </div>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
