import { useQuery } from "@tanstack/react-query";
import { LayoutDashboard } from "lucide-react";
import { Link } from "wouter";
import { ErrorState } from "@/components/domain/state-panels";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { parseApiError } from "@/lib/api-error";
import { loyaltyAccountQueryOptions } from "../api/loyalty-api";
import { AccountSummary } from "./account-summary";
import { LoyaltySkeleton } from "./loyalty-skeleton";
import { PointsHistoryList } from "./points-history-list";
import { ProgrammeOverview } from "./programme-overview";
import { RewardsGrid } from "./rewards-grid";
import { VoucherList } from "./voucher-list";

const RECENT_HISTORY = 8;

/** /loyalty: the member's points, rewards, recent history and vouchers; visitors see how the programme works. */
export function LoyaltyRewards() {
  const account = useQuery(loyaltyAccountQueryOptions);

  if (account.isPending) return <LoyaltySkeleton />;
  if (account.isError)
    return <ErrorState title="We couldn't load your points." message={parseApiError(account.error).message} onRetry={() => void account.refetch()} />;
  if (!account.data) return <ProgrammeOverview />;

  const data = account.data;
  return (
    <div className="grid gap-8" data-testid="loyalty-member">
      <AccountSummary account={data} />

      <section aria-labelledby="rewards-title" className="grid gap-4">
        <h2 id="rewards-title" className="text-2xl font-semibold tracking-tight">
          Rewards
        </h2>
        <RewardsGrid rewards={data.rewards} points={data.points} />
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card role="region" aria-labelledby="history-title">
          <CardHeader className="flex-row items-center justify-between gap-3 space-y-0">
            <h2 id="history-title" className="text-lg font-semibold tracking-tight">
              Recent activity
            </h2>
            <Button asChild variant="ghost" size="sm">
              <Link href="/loyalty-advanced">
                <LayoutDashboard aria-hidden="true" />
                Loyalty Dashboard
              </Link>
            </Button>
          </CardHeader>
          <CardContent>
            <PointsHistoryList entries={data.history.slice(0, RECENT_HISTORY)} />
          </CardContent>
        </Card>
        <Card role="region" aria-labelledby="vouchers-title">
          <CardHeader>
            <h2 id="vouchers-title" className="text-lg font-semibold tracking-tight">
              Your vouchers
            </h2>
          </CardHeader>
          <CardContent>
            <VoucherList vouchers={data.vouchers} />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
