import { FIRST_ORDER_BONUS_POINTS, LOYALTY_REWARDS, LOYALTY_TIERS, POINTS_PER_DOLLAR, REFUND_WINDOW_HOURS, TIER_BENEFITS, TIER_THRESHOLDS } from "@tavola/contracts";
import { Gift, Lock, LogIn, ShoppingBag, Sparkles } from "lucide-react";
import { Link } from "wouter";
import { TierBadge } from "@/components/domain/tier-badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { formatPoints } from "../lib/loyalty-format";

/** /loyalty for visitors who are not signed in: how points are earned, the four tiers and the rewards catalogue. */
export function ProgrammeOverview() {
  return (
    <div className="grid gap-8" data-testid="loyalty-overview">
      <Card>
        <CardContent className="flex flex-col items-start gap-4 p-6 sm:flex-row sm:items-center sm:justify-between">
          <div className="grid gap-1">
            <h2 className="text-xl font-semibold tracking-tight">Join our loyalty program</h2>
            <p className="text-muted-foreground">Sign in to see your points, your tier and your vouchers.</p>
          </div>
          <Button asChild>
            <Link href="/login?next=%2Floyalty">
              <LogIn aria-hidden="true" />
              Sign in
            </Link>
          </Button>
        </CardContent>
      </Card>

      <section aria-labelledby="how-title" className="grid gap-4">
        <h2 id="how-title" className="text-2xl font-semibold tracking-tight">
          How it works
        </h2>
        <ul className="grid gap-4 sm:grid-cols-3">
          <li className="grid gap-2 rounded-xl border p-5">
            <ShoppingBag aria-hidden="true" className="size-6 text-primary" />
            <p className="font-semibold">{POINTS_PER_DOLLAR} points per dollar</p>
            <p className="text-sm text-muted-foreground">On the food of every delivered order (not on fees, tax or tips).</p>
          </li>
          <li className="grid gap-2 rounded-xl border p-5">
            <Sparkles aria-hidden="true" className="size-6 text-primary" />
            <p className="font-semibold">{formatPoints(FIRST_ORDER_BONUS_POINTS)} bonus points</p>
            <p className="text-sm text-muted-foreground">With your first order.</p>
          </li>
          <li className="grid gap-2 rounded-xl border p-5">
            <Gift aria-hidden="true" className="size-6 text-primary" />
            <p className="font-semibold">Redeem for rewards</p>
            <p className="text-sm text-muted-foreground">
              Points become spendable {REFUND_WINDOW_HOURS} hours after delivery, once the order can no longer be refunded.
            </p>
          </li>
        </ul>
      </section>

      <section aria-labelledby="tiers-title" className="grid gap-4">
        <h2 id="tiers-title" className="text-2xl font-semibold tracking-tight">
          Tiers
        </h2>
        <p className="text-sm text-muted-foreground">Your tier follows the points you earned in the last 12 months.</p>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="list-tiers">
          {LOYALTY_TIERS.map((tier) => (
            <li key={tier}>
              <Card className="h-full">
                <CardHeader className="pb-2">
                  <TierBadge tier={tier} className="justify-self-start" />
                  <p className="text-sm font-medium">{TIER_THRESHOLDS[tier] === 0 ? "From your first order" : `${formatPoints(TIER_THRESHOLDS[tier])} points`}</p>
                </CardHeader>
                <CardContent>
                  <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
                    {TIER_BENEFITS[tier].map((b) => (
                      <li key={b}>{b}</li>
                    ))}
                  </ul>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="catalogue-title" className="grid gap-4">
        <h2 id="catalogue-title" className="text-2xl font-semibold tracking-tight">
          Rewards
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="list-reward-catalogue">
          {LOYALTY_REWARDS.map((r) => (
            <li key={r.id} className="grid content-start gap-1.5 rounded-xl border p-5">
              <p className="flex items-center justify-between gap-2 font-semibold">
                {r.title}
                {r.available ? null : <Lock aria-label="Locked" className="size-4 text-muted-foreground" />}
              </p>
              <p className="text-sm font-medium text-primary tabular-nums">{formatPoints(r.points)} points</p>
              <p className="text-sm text-muted-foreground">{r.description}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
