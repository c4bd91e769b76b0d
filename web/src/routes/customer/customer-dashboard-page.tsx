import { useQuery } from "@tanstack/react-query";
import { FALLBACK_FIRST_NAME } from "@tavola/contracts";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useSession } from "@/features/auth/hooks/use-session";
import { customerSummaryQueryOptions } from "@/features/customer-dashboard/api/summary-api";
import { SummaryCards } from "@/features/customer-dashboard/components/summary-cards";
import { RecentOrdersPanel } from "@/features/home/components/recent-orders-panel";
import { RecommendedRestaurants } from "@/features/home/components/recommended-restaurants";
import { loyaltyAccountQueryOptions } from "@/features/loyalty/api/loyalty-api";
import { LoyaltyRewards } from "@/features/loyalty/components/loyalty-rewards";
import { LoyaltyStatusPanel } from "@/features/loyalty-status/components/loyalty-status-panel";
import { OrderHistory } from "@/features/ordering/components/history/order-history";
import { RecentReorderButton } from "@/features/ordering/components/history/recent-reorder-button";

/** Orders no longer under way can be ordered again in one tap (RecentOrder.status is the status's label). */
const REORDERABLE = ["delivered", "picked up", "cancelled", "rejected"];

/**
 * /customer-dashboard: the signed-in customer's own dashboard with the persona demo's cards and tabs (spec: points
 * with tier badge, orders completed, total savings, favourite restaurant; Overview, Order History with Reorder,
 * Rewards, For You) — every figure from their data, composed from the features that own it.
 */
export function CustomerDashboardPage() {
  const { user, isLoading } = useSession();
  const summary = useQuery({ ...customerSummaryQueryOptions, enabled: Boolean(user) });
  const account = useQuery({ ...loyaltyAccountQueryOptions, enabled: Boolean(user) });
  const firstName = user?.firstName || FALLBACK_FIRST_NAME;

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-8 px-4 py-10 sm:px-6" data-testid="page-customer-dashboard">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Customer Dashboard</h1>
        <p className="text-muted-foreground">{user ? `Welcome back, ${firstName}. ` : ""}Your orders, points and favourites in one place.</p>
      </header>
      {isLoading ? null : !user ? (
        <p role="alert">Sign in to see your dashboard.</p>
      ) : (
        <>
          {summary.isError ? (
            // Without this the four skeletons stayed for good when the summary could not be read.
            <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border p-4" data-testid="summary-error">
              <span>We could not load your figures.</span>
              <Button variant="outline" className="min-h-11" onClick={() => void summary.refetch()}>
                Try again
              </Button>
            </div>
          ) : (
            <SummaryCards summary={summary.data} account={account.isPending ? undefined : (account.data ?? null)} />
          )}
          <Tabs defaultValue="overview" className="grid min-w-0 gap-4">
            <TabsList className="w-full overflow-x-auto sm:w-fit">
              <TabsTrigger value="overview">Overview</TabsTrigger>
              <TabsTrigger value="history">Order History</TabsTrigger>
              <TabsTrigger value="rewards">Rewards</TabsTrigger>
              <TabsTrigger value="for-you">For You</TabsTrigger>
            </TabsList>
            <TabsContent value="overview" className="min-w-0">
              <div className="grid items-start gap-6 lg:grid-cols-[3fr_2fr]">
                <RecentOrdersPanel
                  action={(order) =>
                    REORDERABLE.includes(order.status.toLowerCase()) ? <RecentReorderButton orderId={order.id} restaurantName={order.restaurantName} /> : null
                  }
                />
                <LoyaltyStatusPanel />
              </div>
            </TabsContent>
            <TabsContent value="history" className="min-w-0">
              <OrderHistory />
            </TabsContent>
            <TabsContent value="rewards" className="min-w-0">
              <LoyaltyRewards />
            </TabsContent>
            <TabsContent value="for-you" className="min-w-0">
              <RecommendedRestaurants />
            </TabsContent>
          </Tabs>
        </>
      )}
    </div>
  );
}
