import { useQuery } from "@tanstack/react-query";
import { Gift } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatInteger } from "@/lib/format";
import { loyaltyInfoQueryOptions } from "../api/loyalty-status-api";
import { getLoyaltyProgress, getTierStyle } from "@/components/domain/tier-style";
import { LoyaltyRing } from "@/components/domain/loyalty-ring";

const formatPoints = (n: number) => formatInteger(n);

function LoyaltyEmpty() {
  return (
    <div className="grid justify-items-center gap-3 py-6 text-center" data-testid="empty-loyalty">
      <Gift aria-hidden="true" className="size-10 text-muted-foreground" />
      <p className="font-medium">Join our loyalty program</p>
      <Button asChild variant="outline" data-testid="link-loyalty-learn-more">
        <Link href="/loyalty">Learn More</Link>
      </Button>
    </div>
  );
}

/** Spec section 2 (Home): the Loyalty Status panel — ring, tier, points and what is left to the next tier. */
export function LoyaltyStatusPanel() {
  const { data, isPending } = useQuery(loyaltyInfoQueryOptions);

  let body;
  if (isPending)
    body = (
      <div className="flex items-center gap-6" data-testid="skeleton-loyalty">
        <Skeleton className="size-[120px] rounded-full" />
        <div className="grid flex-1 gap-2">
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-3 w-3/4" />
        </div>
      </div>
    );
  // The spec's empty state: no data (signed out, or the read failed), or a member with no points and no
  // earnings yet (a new account): the invitation to join rather than an empty bronze ring.
  else if (!data || (data.points === 0 && data.recentEarnings.length === 0)) body = <LoyaltyEmpty />;
  else {
    const tier = getTierStyle(data.tier);
    const progress = getLoyaltyProgress(data);
    const remaining = Math.max(0, data.nextTierPoints - data.points);
    // Platinum is the top: the server sets its "next" to the balance, so nothing is left to earn.
    const remainingText =
      remaining === 0 && data.tier === "platinum" ? "You've reached the top tier" : `${formatPoints(remaining)} points to next tier`;
    body = (
      <div className="grid gap-5">
        <div className="flex flex-col items-center gap-5 text-center sm:flex-row sm:text-left">
          <LoyaltyRing
            progress={progress}
            tier={tier}
            valueText={remainingText}
          />
          <div className="grid gap-1">
            <p className="text-sm font-medium text-muted-foreground" data-testid="text-loyalty-tier">
              {tier.label} Member
            </p>
            <p className="text-3xl font-bold tabular-nums" data-testid="text-loyalty-points">
              {formatPoints(data.points)} <span className="text-base font-medium text-muted-foreground">points</span>
            </p>
            <p className="text-sm text-muted-foreground" data-testid="text-points-to-next">
              {remainingText}
            </p>
          </div>
        </div>
        {data.recentEarnings.length > 0 ? (
          <ul className="grid gap-2 border-t pt-4 text-sm" aria-label="Recent earnings">
            {data.recentEarnings.slice(0, 3).map((earning, i) => (
              // min-w-0 + flex-1: a long description is cut with an ellipsis instead of widening the page at 360 px.
              <li key={`${earning.description}-${i}`} className="flex min-w-0 justify-between gap-3">
                <span className="min-w-0 flex-1 truncate text-muted-foreground">{earning.description}</span>
                <span className="font-medium text-emerald-700 tabular-nums dark:text-emerald-400">+{earning.points}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    );
  }

  return (
    <Card role="region" aria-labelledby="loyalty-title" aria-busy={isPending} data-testid="panel-loyalty">
      <CardHeader>
        <h2 id="loyalty-title" className="text-xl font-semibold tracking-tight">
          Loyalty Status
        </h2>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
