import { BarChart3, Clock, DollarSign, ListOrdered, ShoppingBag, Star, UtensilsCrossed, Users } from "lucide-react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { DashboardHeader } from "@/features/demos/components/dashboard-header";
import { StatCard } from "@/features/demos/components/stat-card";
import { AnalyticsPanel } from "@/features/demos/dashboard/analytics-panel";
import { LiveOrdersPanel } from "@/features/demos/dashboard/live-orders-panel";
import { PlaceholderPanel } from "@/features/demos/dashboard/placeholder-panel";
import { formatCents } from "@/lib/format";
import { RESTAURANT_STATS } from "@/features/demos/sample-data/restaurant-dashboard-sample";

/** /demo/restaurant/dashboard: a restaurant partner's day at a glance, on client-only sample data. */
export function RestaurantDashboardDemoPage() {
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6" data-testid="page-demo-restaurant-dashboard">
      <DashboardHeader title="Restaurant Dashboard" subtitle="Bella Italia · live orders, analytics and your menu." />

      <section aria-labelledby="restaurant-stats-title">
        <h2 id="restaurant-stats-title" className="sr-only">
          Today at a glance
        </h2>
        <div className="grid gap-4 min-[480px]:grid-cols-2 lg:grid-cols-4">
          <StatCard
            label="Today's Orders"
            value={RESTAURANT_STATS.todaysOrders}
            hint="+12% vs last week"
            icon={ShoppingBag}
            testId="stat-todays-orders"
          />
          <StatCard
            label="Today's Revenue"
            value={formatCents(RESTAURANT_STATS.todaysRevenueCents)}
            hint="+8% vs last week"
            icon={DollarSign}
            testId="stat-todays-revenue"
          />
          <StatCard
            label="Average Rating"
            value={RESTAURANT_STATS.averageRating.toFixed(1)}
            hint="From 312 reviews"
            icon={Star}
            testId="stat-average-rating"
          />
          <StatCard
            label="Peak Hours"
            value={RESTAURANT_STATS.peakHours}
            hint="Busiest time today"
            icon={Clock}
            testId="stat-peak-hours"
          />
        </div>
      </section>

      <section aria-labelledby="restaurant-tabs-title">
        <h2 id="restaurant-tabs-title" className="sr-only">
          Restaurant tools
        </h2>
        <Tabs defaultValue="live-orders">
          <TabsList aria-label="Restaurant tools">
            <TabsTrigger value="live-orders" data-testid="tab-live-orders">
              <ListOrdered aria-hidden="true" />
              Live Orders
            </TabsTrigger>
            <TabsTrigger value="analytics" data-testid="tab-analytics">
              <BarChart3 aria-hidden="true" />
              Analytics
            </TabsTrigger>
            <TabsTrigger value="menu" data-testid="tab-menu">
              <UtensilsCrossed aria-hidden="true" />
              Menu Management
            </TabsTrigger>
            <TabsTrigger value="customers" data-testid="tab-customers">
              <Users aria-hidden="true" />
              Customers
            </TabsTrigger>
          </TabsList>
          <TabsContent value="live-orders" data-testid="panel-live-orders">
            <LiveOrdersPanel />
          </TabsContent>
          <TabsContent value="analytics" data-testid="panel-analytics">
            <AnalyticsPanel />
          </TabsContent>
          <TabsContent value="menu" data-testid="panel-menu">
            <PlaceholderPanel
              icon={UtensilsCrossed}
              title="Menu Management"
              text="Add dishes, set prices and mark items as sold out — changes reach every channel at once."
              actionLabel="Add New Item"
              actionTestId="button-add-menu-item"
            />
          </TabsContent>
          <TabsContent value="customers" data-testid="panel-customers">
            <PlaceholderPanel
              icon={Users}
              title="Customer Insights"
              text="See who your regulars are, what they order and how they rate their visits."
              actionLabel="View Customer Insights"
              actionTestId="button-customer-insights"
            />
          </TabsContent>
        </Tabs>
      </section>
    </div>
  );
}
