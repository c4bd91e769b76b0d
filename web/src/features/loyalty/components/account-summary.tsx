import type { LoyaltyAccount } from "@tavola/contracts";
import { Check, Hourglass } from "lucide-react";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { LoyaltyRing } from "@/components/domain/loyalty-ring";
import { TierBadge } from "@/components/domain/tier-badge";
import { getTierStyle } from "@/components/domain/tier-style";
import { formatDateTime, formatPoints, pendingUntil, pointsToNextTierText } from "../lib/loyalty-format";

/** The member's standing: the spec's ring (size 120, stroke 8), spendable and pending points, the next tier and the tier's benefits. */
export function AccountSummary({ account }: { account: LoyaltyAccount }) {
  const tier = getTierStyle(account.tier);
  const until = account.pendingPoints > 0 ? pendingUntil(account.history) : null;
  return (
    <Card role="region" aria-labelledby="loyalty-standing-title" data-testid="panel-loyalty-account">
      <CardHeader className="pb-2">
        <h2 id="loyalty-standing-title" className="flex flex-wrap items-center gap-2 text-xl font-semibold tracking-tight">
          Your points <TierBadge tier={account.tier} />
        </h2>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-[auto_minmax(0,1fr)_minmax(0,1fr)] md:items-center">
        <div className="justify-self-center">
          <LoyaltyRing
            progress={account.progressPercent}
            tier={tier}
            // What the ring means in words: the points still to earn (its fraction is the spec's points / nextTierPoints).
            valueText={pointsToNextTierText(account)}
          />
        </div>
        <div className="grid gap-1 text-center md:text-left">
          <p className="text-4xl font-bold tabular-nums" data-testid="text-points-available">
            {formatPoints(account.points)} <span className="text-base font-medium text-muted-foreground">points to spend</span>
          </p>
          {account.pendingPoints > 0 ? (
            <p className="flex items-center justify-center gap-1.5 text-sm text-amber-800 md:justify-start dark:text-amber-300" data-testid="text-points-pending">
              <Hourglass aria-hidden="true" className="size-4 shrink-0" />
              <span>
                <span className="font-semibold tabular-nums">{formatPoints(account.pendingPoints)}</span> pending points
                {until ? ` · Pending until ${formatDateTime(until)}` : ""}
              </span>
            </p>
          ) : null}
          <p className="text-sm text-muted-foreground" data-testid="text-points-to-next">
            {pointsToNextTierText(account)}
          </p>
          {account.weekendMultiplier > 1 ? (
            <p className="text-sm font-medium text-primary">Double points on weekends</p>
          ) : null}
        </div>
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold">{tier.label} benefits</h3>
          <ul className="grid gap-1.5 text-sm" data-testid="list-tier-benefits">
            {account.benefits.map((b) => (
              <li key={b} className="flex items-start gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
                {b}
              </li>
            ))}
          </ul>
        </div>
      </CardContent>
    </Card>
  );
}
