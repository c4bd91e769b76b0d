import { ArrowLeft } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link, useSearchParams } from "wouter";
import { RestaurantBrowser } from "../browse/restaurant-browser";
import { loadRestaurantMenu } from "./menu-chunk";
import { MenuSkeleton, RestaurantSummarySkeleton } from "./menu-skeleton";

const RestaurantMenu = lazy(() => loadRestaurantMenu().then((m) => ({ default: m.RestaurantMenu })));

function MenuLoading() {
  return (
    <>
      <RestaurantSummarySkeleton />
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <MenuSkeleton />
      </div>
    </>
  );
}

/**
 * Spec (Order Online) on real restaurants: without ?restaurant= the customer browses restaurant cards (search,
 * filters); with it (a card, a deep link, Reorder, the cart's "View cart") the restaurant's menu in the spec's
 * tabs with the sticky cart.
 */
export function OrderOnline() {
  const [params] = useSearchParams();
  const restaurantId = params.get("restaurant");
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6" data-testid="page-order">
      <header className="grid gap-2">
        {restaurantId ? (
          <Link href="/order" className="inline-flex min-h-11 items-center gap-1 justify-self-start text-sm font-medium text-primary underline-offset-4 hover:underline" data-testid="link-all-restaurants">
            <ArrowLeft aria-hidden="true" className="size-4" />
            All restaurants
          </Link>
        ) : null}
        <h1 className="text-3xl font-bold tracking-tight">Order Online</h1>
        <p className="text-muted-foreground">Pick a restaurant, fill your cart, and we'll have it on its way.</p>
      </header>
      {restaurantId ? (
        <Suspense fallback={<MenuLoading />}>
          <RestaurantMenu restaurantId={restaurantId} />
        </Suspense>
      ) : (
        <RestaurantBrowser />
      )}
    </div>
  );
}

