import { loyaltyProgressPercent } from "@tavola/contracts";
import { useQuery } from "@tanstack/react-query";
import { Gift } from "lucide-react";
import { lazy, type ReactNode, Suspense } from "react";
import { Link } from "wouter";
import { ErrorState } from "@/components/domain/state-panels";
import { TierBadge } from "@/components/domain/tier-badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { parseApiError } from "@/lib/api-error";
import { loyaltyAccountQueryOptions } from "../../api/loyalty-api";
import { formatDateTime, formatPoints, pendingUntil, pointsByMonth, pointsToNextTierText } from "../../lib/loyalty-format";
import { LoyaltySkeleton } from "../loyalty-skeleton";
import { VoucherList } from "../voucher-list";
import { HistoryTable } from "./history-table";
import { TierComparison } from "./tier-comparison";

const PointsChart = lazy(() => import("./points-chart").then((m) => ({ default: m.PointsChart })));

function Section({ id, title, children, testId }: { id: string; title: string; children: ReactNode; testId?: string }) {
  return (
    <Card role="region" aria-labelledby={id} data-testid={testId}>
      <CardHeader>
        <h2 id={id} className="text-lg font-semibold tracking-tight">
          {title}
        </h2>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** /loyalty-advanced: tier and benefits against the other tiers, progress, points over time, the full ledger and every voucher. */
export function LoyaltyDashboard() {
  const account = useQuery(loyaltyAccountQueryOptions);

  if (account.isPending) return <LoyaltySkeleton />;
  if (account.isError || !account.data)
    return <ErrorState title="We couldn't load your points." message={account.error ? parseApiError(account.error).message : "Please sign in again."} onRetry={() => void account.refetch()} />;

  const data = account.data;
  // The spec's formula (points / nextTierPoints as a percentage, 0 without data, capped at 100).
  const progress = loyaltyProgressPercent(data.points, data.nextTierPoints);
  const until = data.pendingPoints > 0 ? pendingUntil(data.history) : null;
  const months = pointsByMonth(data.history);

  return (
    <div className="grid gap-6" data-testid="loyalty-dashboard">
      <div className="grid gap-4 sm:grid-cols-3">
        <Card>
          <CardContent className="grid gap-1 p-5">
            <p className="text-sm text-muted-foreground">Tier</p>
            <TierBadge tier={data.tier} className="justify-self-start text-sm" />
            <p className="text-xs text-muted-foreground">{formatPoints(data.pointsEarnedInYear)} points earned in the last 12 months</p>
          </CardContent>
        </Card>
        <Card>
          <CardContent className="grid gap-1 p-5">
            <p className="text-sm text-muted-foreground">Points to spend</p>
            <p className="text-3xl font-bold tabular-nums" data-testid="text-points-available">
              {formatPoints(data.points)}
            </p>
          </CardContent>
        </Card>
        <Card>
          <CardContent className="grid gap-1 p-5">
            <p className="text-sm text-muted-foreground">Pending points</p>
            <p className="text-3xl font-bold tabular-nums" data-testid="text-points-pending">
              {formatPoints(data.pendingPoints)}
            </p>
            {until ? <p className="text-xs text-muted-foreground">Pending until {formatDateTime(until)}</p> : null}
          </CardContent>
        </Card>
      </div>

      <Section id="progress-title" title="Progress" testId="panel-tier-progress">
        <div className="grid gap-2">
          <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
            <span className="font-medium tabular-nums">
              {formatPoints(data.points)} / {formatPoints(data.nextTierPoints)} points
            </span>
            <span className="text-muted-foreground" data-testid="text-points-to-next">
              {pointsToNextTierText(data)}
            </span>
          </div>
          <Progress value={progress} aria-label="Progress to the next tier" aria-valuetext={`${Math.round(progress)}%`} data-testid="progress-tier" />
        </div>
        <div className="mt-6 grid gap-3">
          <h3 className="text-sm font-semibold">Compare tiers</h3>
          <TierComparison current={data.tier} />
        </div>
      </Section>

      <Section id="chart-title" title="Points over time">
        {months.length === 0 ? (
          <p className="text-sm text-muted-foreground">Your points will show here after your first order.</p>
        ) : (
          <Suspense fallback={<Skeleton className="h-64 w-full" />}>
            <PointsChart data={months} />
          </Suspense>
        )}
      </Section>

      <Section id="ledger-title" title="Points history">
        <HistoryTable entries={data.history} />
      </Section>

      <Section id="dashboard-vouchers-title" title="Vouchers" testId="panel-vouchers">
        <div className="grid gap-4">
          <VoucherList vouchers={data.vouchers} showOrders />
          <Button asChild variant="outline" className="justify-self-start">
            <Link href="/loyalty">
              <Gift aria-hidden="true" />
              Redeem rewards
            </Link>
          </Button>
        </div>
      </Section>
    </div>
  );
}
