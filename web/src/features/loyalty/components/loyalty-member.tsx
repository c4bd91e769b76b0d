import type { LoyaltyAccount } from "@tavola/contracts";
import { LayoutDashboard } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { AccountSummary } from "./account-summary";
import { PointsHistoryList } from "./points-history-list";
import { RewardsGrid } from "./rewards-grid";
import { VoucherList } from "./voucher-list";

const RECENT_HISTORY = 8;

/**
 * A member's /loyalty: points, rewards (redeemed through a confirm dialog), recent history and vouchers. Its own
 * chunk: visitors, whom the prerendered page serves, see the programme overview and need none of it.
 */
export function LoyaltyMember({ data }: { data: LoyaltyAccount }) {
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
