import { ShoppingBag } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { OrderHistory } from "@/features/ordering/components/history/order-history";

/** The signed-in customer's orders: track, see details, cancel while allowed, reorder. */
export function MyOrdersPage() {
  return (
    <div className="mx-auto grid max-w-4xl gap-8 px-4 py-10 sm:px-6" data-testid="page-my-orders">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-2">
          <h1 className="text-3xl font-bold tracking-tight">My Orders</h1>
          <p className="text-muted-foreground">Track what's on its way, or order a favourite again.</p>
        </div>
        <Button asChild variant="outline">
          <Link href="/order">
            <ShoppingBag aria-hidden="true" />
            New order
          </Link>
        </Button>
      </header>
      <OrderHistory />
    </div>
  );
}
