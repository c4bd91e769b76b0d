import type { MenuItem, Restaurant } from "@tavola/contracts";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useSearchParams } from "wouter";
import { menuQueryOptions, restaurantsQueryOptions } from "@/lib/restaurant-queries";
import { parseApiError } from "@/lib/api-error";
import { belongsToOtherRestaurant, canAdd, type CartItem, quantityOf } from "../../cart/cart";
import { useCart } from "../../cart/use-cart";
import { ConfirmDialog } from "@/components/domain/confirm-dialog";
import { ErrorState } from "@/components/domain/state-panels";
import { CartPanel } from "./cart-panel";
import { MenuSkeleton, RestaurantPickerSkeleton, RestaurantSummarySkeleton } from "./menu-skeleton";
import { MenuTabs } from "./menu-tabs";
import { MobileCartBar } from "./mobile-cart-bar";
import { RestaurantPicker } from "./restaurant-picker";
import { RestaurantSummary } from "./restaurant-summary";

/** What waits on the customer's answer to "clear your cart?": showing another menu, or adding its dish. */
type PendingSwitch = { kind: "show"; restaurantId: string; name: string } | { kind: "add"; restaurant: Restaurant; item: CartItem };

/** The restaurant on screen: ?restaurant=, else the cart's, else the featured one. */
function chooseRestaurant(requested: string | null, cartRestaurantId: string | null, restaurants: readonly Restaurant[]): string | null {
  if (requested) return requested;
  if (cartRestaurantId) return cartRestaurantId;
  return (restaurants.find((r) => r.featured) ?? restaurants[0])?.id ?? null;
}

/** Spec (Order Online) on real menus: restaurant picker, category tabs, dish cards and the sticky cart. */
export function OrderOnline() {
  const [params, setParams] = useSearchParams();
  const cartApi = useCart();
  const { cart } = cartApi;
  const restaurants = useQuery(restaurantsQueryOptions);
  const selectedId = chooseRestaurant(params.get("restaurant"), cart.lines.length > 0 ? cart.restaurantId : null, restaurants.data ?? []);
  const menu = useQuery({ ...menuQueryOptions(selectedId ?? ""), enabled: selectedId !== null });
  const [pending, setPending] = useState<PendingSwitch | null>(null);

  const show = (restaurantId: string) => setParams({ restaurant: restaurantId }, { replace: false });

  function onPick(restaurantId: string) {
    if (restaurantId === selectedId) return;
    if (belongsToOtherRestaurant(cart, restaurantId)) {
      const name = restaurants.data?.find((r) => r.id === restaurantId)?.name ?? "this restaurant";
      setPending({ kind: "show", restaurantId, name });
    } else show(restaurantId);
  }

  function onAdd(item: MenuItem) {
    const restaurant = menu.data?.restaurant;
    if (!restaurant) return;
    const cartItem = { menuItemId: item.id, name: item.name, unitPriceCents: item.priceCents };
    // Reached only when the URL shows another restaurant than the cart's: one restaurant per order.
    if (belongsToOtherRestaurant(cart, restaurant.id)) setPending({ kind: "add", restaurant, item: cartItem });
    else cartApi.add({ id: restaurant.id, name: restaurant.name }, cartItem);
  }

  function confirmSwitch() {
    if (!pending) return;
    cartApi.clear();
    if (pending.kind === "show") show(pending.restaurantId);
    else cartApi.add({ id: pending.restaurant.id, name: pending.restaurant.name }, pending.item);
    setPending(null);
  }

  const shownRestaurant = menu.data?.restaurant ?? null;
  const pendingName = pending?.kind === "show" ? pending.name : (pending?.restaurant.name ?? "");

  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6" data-testid="page-order">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-2">
          <h1 className="text-3xl font-bold tracking-tight">Order Online</h1>
          <p className="text-muted-foreground">Pick a restaurant, fill your cart, and we'll have it on its way.</p>
        </div>
        {restaurants.data ? (
          <RestaurantPicker restaurants={restaurants.data} value={selectedId} onChange={onPick} />
        ) : restaurants.isPending ? (
          <RestaurantPickerSkeleton />
        ) : null}
      </header>

      {restaurants.isError ? (
        <ErrorState title="We couldn't load the restaurants." message={parseApiError(restaurants.error).message} onRetry={() => void restaurants.refetch()} testId="error-restaurants" />
      ) : (
        <>
          <div aria-busy={menu.isPending} aria-live="polite">
            {menu.isError ? null : shownRestaurant ? <RestaurantSummary restaurant={shownRestaurant} /> : <RestaurantSummarySkeleton />}
          </div>
          <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <section aria-label="Menu" aria-busy={menu.isPending}>
              {menu.isError ? (
                <ErrorState title="We couldn't load this menu." message={parseApiError(menu.error).message} onRetry={() => void menu.refetch()} testId="error-menu" />
              ) : menu.data ? (
                <MenuTabs
                  items={menu.data.items}
                  quantityOf={(id) => (cart.restaurantId === menu.data.restaurant.id ? quantityOf(cart, id) : 0)}
                  // Another restaurant's cart: "add" stays enabled and asks before starting a new cart.
                  canAdd={(id) => belongsToOtherRestaurant(cart, menu.data.restaurant.id) || canAdd(cart, menu.data.restaurant.id, id)}
                  onAdd={onAdd}
                  onRemove={(item) => cartApi.remove(item.id)}
                />
              ) : (
                <MenuSkeleton />
              )}
            </section>
            <aside id="cart" className="lg:sticky lg:top-20">
              <CartPanel cartApi={cartApi} shownRestaurantId={shownRestaurant?.id ?? null} onShowCartRestaurant={() => cart.restaurantId && show(cart.restaurantId)} />
            </aside>
          </div>
        </>
      )}

      <MobileCartBar itemCount={cartApi.itemCount} subtotalCents={cartApi.subtotalCents} cartId="cart" />
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title="Start a new cart?"
        description={`Your cart has ${cartApi.itemCount} ${cartApi.itemCount === 1 ? "item" : "items"} from ${cart.restaurantName ?? "another restaurant"}. An order comes from one restaurant, so ordering from ${pendingName} clears it.`}
        confirmLabel="Clear cart and switch"
        cancelLabel="Keep my cart"
        onConfirm={confirmSwitch}
      />
    </div>
  );
}
