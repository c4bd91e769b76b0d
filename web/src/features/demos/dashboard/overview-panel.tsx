import { loyaltyProgressPercent, PLATINUM_BENEFITS, PLATINUM_POINTS } from "@tavola/contracts";
import { Crown } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { CustomerOrderRow } from "../components/customer-order-row";
import { CUSTOMER_ORDERS, CUSTOMER_PROFILE, RECENT_ORDER_COUNT } from "../sample-data/customer-dashboard-sample";

const points = CUSTOMER_PROFILE.loyaltyPoints;
const remaining = Math.max(PLATINUM_POINTS - points, 0);
const percent = Math.round(loyaltyProgressPercent(points, PLATINUM_POINTS));

/** Overview tab: the latest orders and how far the customer is from Platinum (points ÷ 3,000). */
export function OverviewPanel() {
  return (
    <div className="grid gap-6 lg:grid-cols-5">
      <Card className="lg:col-span-3">
        <CardHeader>
          <h3 className="text-lg font-semibold tracking-tight">Recent Orders</h3>
          <CardDescription>Your latest orders and where they are.</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-3" data-testid="list-recent-orders">
            {CUSTOMER_ORDERS.slice(0, RECENT_ORDER_COUNT).map((order) => (
              <CustomerOrderRow key={order.id} order={order} />
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card className="lg:col-span-2">
        <CardHeader>
          <h3 className="flex items-center gap-2 text-lg font-semibold tracking-tight">
            <Crown aria-hidden="true" className="size-5 text-primary" />
            Loyalty Progress
          </h3>
          <CardDescription>Reach Platinum at {PLATINUM_POINTS.toLocaleString("en-US")} points.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="flex items-baseline justify-between text-sm">
            <span className="font-semibold" data-testid="text-loyalty-progress">
              {points.toLocaleString("en-US")} / {PLATINUM_POINTS.toLocaleString("en-US")} points
            </span>
            <span className="text-muted-foreground">{percent}%</span>
          </div>
          <Progress
            value={points}
            max={PLATINUM_POINTS}
            aria-label="Progress to Platinum"
            className="h-3"
            data-testid="progress-platinum"
          />
          <p className="text-sm text-muted-foreground" data-testid="text-points-to-platinum">
            {remaining.toLocaleString("en-US")} points to Platinum
          </p>
          <div className="rounded-lg bg-muted p-4">
            <p className="text-sm font-medium">Platinum benefits</p>
            <ul className="mt-2 grid gap-1 text-sm text-muted-foreground">
              {PLATINUM_BENEFITS.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
