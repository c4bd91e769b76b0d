import { useQuery } from "@tanstack/react-query";
import { ShoppingBag } from "lucide-react";
import { useEffect } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { parseApiError } from "@/lib/api-error";
import { menuQueryOptions } from "@/lib/restaurant-queries";
import { trackWebEvent } from "@/lib/web-events";
import { useCart } from "../../cart/use-cart";
import { EmptyState, ErrorState } from "@/components/domain/state-panels";
import { CheckoutForm } from "./checkout-form";

function CheckoutSkeleton() {
  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]" aria-hidden="true" data-testid="skeleton-checkout">
      <div className="grid gap-6">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-40 w-full rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-80 w-full rounded-xl" />
    </div>
  );
}

/** Checkout for the cart's restaurant: its menu (for the address defaults and availability) loads first. */
export function CheckoutScreen() {
  const cartApi = useCart();
  const restaurantId = cartApi.cart.restaurantId;
  const menu = useQuery({ ...menuQueryOptions(restaurantId ?? ""), enabled: restaurantId !== null });
  const hasLines = cartApi.cart.lines.length > 0;
  // The funnel's checkout step: once per visit to checkout with a cart (sent when the browser is idle).
  useEffect(() => {
    if (restaurantId && hasLines) trackWebEvent({ type: "checkout_start", restaurantId });
  }, [restaurantId, hasLines]);

  let body;
  if (!restaurantId || cartApi.cart.lines.length === 0) {
    body = (
      <EmptyState
        icon={ShoppingBag}
        title="Your cart is empty"
        text="Add some dishes before checking out."
        action={
          <Button asChild>
            <Link href="/order">Browse the menu</Link>
          </Button>
        }
        testId="empty-checkout"
      />
    );
  } else if (menu.isError) {
    body = <ErrorState title="We couldn't load the restaurant." message={parseApiError(menu.error).message} onRetry={() => void menu.refetch()} />;
  } else if (!menu.data) {
    body = <CheckoutSkeleton />;
  } else {
    body = <CheckoutForm key={restaurantId} restaurant={menu.data.restaurant} menu={menu.data.items} cartApi={cartApi} />;
  }

  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6" data-testid="page-checkout">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Checkout</h1>
        <p className="text-muted-foreground">Choose how you'd like it, and we'll confirm the total before you pay.</p>
      </header>
      <div aria-busy={menu.isFetching && !menu.data}>{body}</div>
    </div>
  );
}
