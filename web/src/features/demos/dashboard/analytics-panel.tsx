import { lazy, Suspense } from "react";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatCents } from "@/lib/format";
import { POPULAR_ITEMS, WEEKLY_REVENUE } from "../sample-data/restaurant-dashboard-sample";

// recharts is only fetched when somebody opens the Analytics tab.
const RevenueChart = lazy(() => import("./revenue-chart").then((m) => ({ default: m.RevenueChart })));

const weekTotalCents = WEEKLY_REVENUE.reduce((sum, point) => sum + point.revenueCents, 0);

/** Analytics tab: the week's revenue chart and the best-selling dishes. */
export function AnalyticsPanel() {
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Card className="lg:col-span-2">
        <CardHeader>
          <h3 className="text-lg font-semibold tracking-tight">Revenue</h3>
          <CardDescription>
            This week: <span data-testid="text-week-revenue">{formatCents(weekTotalCents)}</span>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Suspense fallback={<Skeleton className="h-64 w-full" />}>
            <RevenueChart data={WEEKLY_REVENUE} />
          </Suspense>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <h3 className="text-lg font-semibold tracking-tight">Popular Items</h3>
          <CardDescription>Most ordered this week.</CardDescription>
        </CardHeader>
        <CardContent>
          <ol className="grid gap-3" data-testid="list-popular-items">
            {POPULAR_ITEMS.map((item, index) => (
              <li key={item.name} className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary/10 text-xs font-semibold text-primary"
                >
                  {index + 1}
                </span>
                <div className="grid flex-1 gap-0.5">
                  <span className="text-sm font-medium">{item.name}</span>
                  <span className="text-xs text-muted-foreground">{item.orders} orders</span>
                </div>
                <span className="text-sm font-semibold">{formatCents(item.priceCents)}</span>
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>
    </div>
  );
}
