import { RotateCcw } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { CustomerOrderRow } from "../components/customer-order-row";
import { CUSTOMER_ORDERS } from "../sample-data/customer-dashboard-sample";

/** Order History tab: every past order, each one a tap away from being ordered again. */
export function OrderHistoryPanel() {
  return (
    <Card>
      <CardHeader>
        <h3 className="text-lg font-semibold tracking-tight">Order History</h3>
        <CardDescription>Everything you've ordered with Tavola.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3" data-testid="list-order-history">
          {CUSTOMER_ORDERS.map((order) => (
            <CustomerOrderRow
              key={order.id}
              order={order}
              action={
                <Button asChild variant="outline" size="sm">
                  <Link
                    href="/order"
                    aria-label={`Reorder ${order.id} from ${order.restaurant}`}
                    data-testid={`button-reorder-${order.id}`}
                  >
                    <RotateCcw aria-hidden="true" />
                    Reorder
                  </Link>
                </Button>
              }
            />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
