import { Bell } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { OrderStatusBadge } from "@/components/domain/order-status-badge";
import { showDemoNotice } from "../components/show-demo-notice";
import { formatCents } from "@/lib/format";
import { RESTAURANT_ORDERS, RESTAURANT_STATS } from "../sample-data/restaurant-dashboard-sample";

const { pendingOrders, completedOrders, todaysOrders } = RESTAURANT_STATS;

function QueueBar({ label, count, testId }: { label: string; count: number; testId: string }) {
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium">{label}</span>
        <span className="text-muted-foreground" data-testid={`${testId}-count`}>
          {count} of {todaysOrders}
        </span>
      </div>
      <Progress value={count} max={todaysOrders} aria-label={label} data-testid={testId} />
    </div>
  );
}

/** Live Orders tab: the latest orders with their kitchen status, and today's queue at a glance. */
export function LiveOrdersPanel() {
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Card className="lg:col-span-2">
        <CardHeader>
          <h3 className="text-lg font-semibold tracking-tight">Recent Orders</h3>
          <CardDescription>Orders placed in the last half hour.</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-3" data-testid="list-restaurant-orders">
            {RESTAURANT_ORDERS.map((order) => (
              <li
                key={order.id}
                className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-center sm:justify-between"
                data-testid={`row-restaurant-order-${order.id}`}
              >
                <div className="grid gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium">{order.customer}</span>
                    <span className="text-xs text-muted-foreground">{order.id}</span>
                  </div>
                  <p className="text-sm text-muted-foreground">{order.items.join(", ")}</p>
                </div>
                <div className="flex items-center justify-between gap-4 sm:justify-end">
                  <div className="text-right">
                    <p className="font-semibold" data-testid="text-order-amount">
                      {formatCents(order.amountCents)}
                    </p>
                    <p className="text-xs text-muted-foreground">{order.time}</p>
                  </div>
                  <OrderStatusBadge status={order.status} />
                </div>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <h3 className="text-lg font-semibold tracking-tight">Order Queue</h3>
          <CardDescription>Today's orders by stage.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <QueueBar label="Pending Orders" count={pendingOrders} testId="progress-pending-orders" />
          <QueueBar label="Completed Orders" count={completedOrders} testId="progress-completed-orders" />
          <Button
            variant="outline"
            className="w-full"
            onClick={() => showDemoNotice("View All Notifications")}
            data-testid="button-view-notifications"
          >
            <Bell aria-hidden="true" />
            View All Notifications
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
