import { Award, Gift, History, LayoutDashboard, PiggyBank, Receipt, Sparkles, Store } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { DashboardHeader } from "@/features/demos/components/dashboard-header";
import { StatCard } from "@/features/demos/components/stat-card";
import { ForYouPanel } from "@/features/demos/dashboard/for-you-panel";
import { OrderHistoryPanel } from "@/features/demos/dashboard/order-history-panel";
import { OverviewPanel } from "@/features/demos/dashboard/overview-panel";
import { RewardsPanel } from "@/features/demos/dashboard/rewards-panel";
import { capitalize } from "@/features/demos/lib/capitalize";
import { formatCents } from "@/lib/format";
import { CUSTOMER_PROFILE } from "@/features/demos/sample-data/customer-dashboard-sample";

const profile = CUSTOMER_PROFILE;

/** /demo/user/dashboard: a customer's orders, loyalty and recommendations, on client-only sample data. */
export function CustomerDashboardDemoPage() {
  const firstName = profile.name.split(" ")[0] ?? profile.name;
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6" data-testid="page-demo-customer-dashboard">
      <DashboardHeader title={`Welcome back, ${firstName}`} subtitle="Your orders, rewards and picks for you." />

      <section aria-labelledby="customer-stats-title">
        <h2 id="customer-stats-title" className="sr-only">
          Your account at a glance
        </h2>
        <div className="grid gap-4 min-[480px]:grid-cols-2 lg:grid-cols-4">
          <StatCard
            label="Loyalty Points"
            value={profile.loyaltyPoints.toLocaleString("en-US")}
            hint={
              <Badge variant="secondary" data-testid="badge-tier">
                {capitalize(profile.tier)} Member
              </Badge>
            }
            icon={Award}
            testId="stat-loyalty-points"
          />
          <StatCard
            label="Orders Completed"
            value={profile.ordersCompleted}
            hint="Since you joined"
            icon={Receipt}
            testId="stat-orders-completed"
          />
          <StatCard
            label="Total Savings"
            value={formatCents(profile.savingsCents)}
            hint="From offers and rewards"
            icon={PiggyBank}
            testId="stat-total-savings"
          />
          <StatCard
            label="Favorite Restaurant"
            value={<span className="text-xl">{profile.favoriteRestaurant}</span>}
            hint="Your most ordered"
            icon={Store}
            testId="stat-favorite-restaurant"
          />
        </div>
      </section>

      <section aria-labelledby="customer-tabs-title">
        <h2 id="customer-tabs-title" className="sr-only">
          Your activity
        </h2>
        <Tabs defaultValue="overview">
          <TabsList aria-label="Your activity">
            <TabsTrigger value="overview" data-testid="tab-overview">
              <LayoutDashboard aria-hidden="true" />
              Overview
            </TabsTrigger>
            <TabsTrigger value="history" data-testid="tab-order-history">
              <History aria-hidden="true" />
              Order History
            </TabsTrigger>
            <TabsTrigger value="rewards" data-testid="tab-rewards">
              <Gift aria-hidden="true" />
              Rewards
            </TabsTrigger>
            <TabsTrigger value="for-you" data-testid="tab-for-you">
              <Sparkles aria-hidden="true" />
              For You
            </TabsTrigger>
          </TabsList>
          <TabsContent value="overview" data-testid="panel-overview">
            <OverviewPanel />
          </TabsContent>
          <TabsContent value="history" data-testid="panel-order-history">
            <OrderHistoryPanel />
          </TabsContent>
          <TabsContent value="rewards" data-testid="panel-rewards">
            <RewardsPanel points={profile.loyaltyPoints} />
          </TabsContent>
          <TabsContent value="for-you" data-testid="panel-for-you">
            <ForYouPanel />
          </TabsContent>
        </Tabs>
      </section>
    </div>
  );
}
