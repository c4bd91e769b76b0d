import type { MenuItem, Restaurant } from "@tavola/contracts";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useSearchParams } from "wouter";
import { menuQueryOptions } from "@/lib/restaurant-queries";
import { useLiveMenu } from "@/lib/use-live-menu";
import { parseApiError } from "@/lib/api-error";
import { trackMenuView, trackWebEvent } from "@/lib/web-events";
import { belongsToOtherRestaurant, canAdd, type CartItem, dishQuantity } from "../../cart/cart";
import { useCart } from "../../cart/use-cart";
import { ConfirmDialog } from "@/components/domain/confirm-dialog";
import { type ChosenDish, DishOptionsDialog } from "@/components/domain/dish-options-dialog";
import { ErrorState } from "@/components/domain/state-panels";
import { CartPanel } from "./cart-panel";
import { MenuSkeleton, RestaurantSummarySkeleton } from "./menu-skeleton";
import { MenuTabs } from "./menu-tabs";
import { MobileCartBar } from "./mobile-cart-bar";
import { RestaurantSummary } from "./restaurant-summary";

/** A dish of another restaurant than the cart's waits on the customer's answer to "clear your cart?". */
type PendingAdd = { restaurant: Restaurant; item: CartItem; quantity: number };

/**
 * One restaurant's menu in the spec's tabs with the sticky cart. Its own chunk: the browse list that `/order`
 * opens on needs none of the tabs, dialogs or the live menu stream (issue 14's blocking-time budget).
 */
export function RestaurantMenu({ restaurantId }: { restaurantId: string }) {
  const cartApi = useCart();
  const { cart } = cartApi;
  const menu = useQuery(menuQueryOptions(restaurantId));
  // A dish the kitchen 86es shows Sold out here at once, without a reload.
  useLiveMenu(restaurantId);
  const [pending, setPending] = useState<PendingAdd | null>(null);
  const [choosing, setChoosing] = useState<MenuItem | null>(null);
  const [, setParams] = useSearchParams();
  const shownId = menu.data?.restaurant.id;
  // The funnel's first step, queued once the menu is on screen and sent when the browser is idle.
  useEffect(() => {
    if (shownId) trackMenuView(shownId);
  }, [shownId]);

  function onAdd(item: MenuItem) {
    // A dish with options is added from its options dialog.
    if (item.modifierGroups?.length) setChoosing(item);
    else addLine({ menuItemId: item.id, name: item.name, unitPriceCents: item.priceCents }, 1);
  }

  function addChosen({ item, chosen, unitPriceCents, quantity }: ChosenDish) {
    const modifiers = chosen.map((c) => ({ name: c.name, priceDeltaCents: c.priceDeltaCents }));
    addLine({ menuItemId: item.id, name: item.name, unitPriceCents, modifierOptionIds: chosen.map((c) => c.optionId), modifiers }, quantity);
  }

  function addLine(cartItem: CartItem, quantity: number) {
    const restaurant = menu.data?.restaurant;
    if (!restaurant) return;
    setChoosing(null);
    // One restaurant per order: a dish from another restaurant than the cart's asks first.
    if (belongsToOtherRestaurant(cart, restaurant.id)) setPending({ restaurant, item: cartItem, quantity });
    else {
      cartApi.add({ id: restaurant.id, name: restaurant.name }, cartItem, quantity);
      trackWebEvent({ type: "cart_add", restaurantId: restaurant.id, menuItemId: cartItem.menuItemId });
    }
  }

  function confirmSwitch() {
    if (!pending) return;
    cartApi.clear();
    cartApi.add({ id: pending.restaurant.id, name: pending.restaurant.name }, pending.item, pending.quantity);
    trackWebEvent({ type: "cart_add", restaurantId: pending.restaurant.id, menuItemId: pending.item.menuItemId });
    setPending(null);
  }

  const shownRestaurant = menu.data?.restaurant ?? null;
  return (
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
              quantityOf={(id) => (cart.restaurantId === menu.data.restaurant.id ? dishQuantity(cart, id) : 0)}
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
          <CartPanel
            cartApi={cartApi}
            shownRestaurantId={shownRestaurant?.id ?? null}
            onShowCartRestaurant={() => cart.restaurantId && setParams({ restaurant: cart.restaurantId }, { replace: false })}
          />
        </aside>
      </div>
      <DishOptionsDialog item={choosing} onOpenChange={(open) => !open && setChoosing(null)} onAdd={addChosen} />
      <MobileCartBar itemCount={cartApi.itemCount} subtotalCents={cartApi.subtotalCents} cartId="cart" />
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title="Start a new cart?"
        description={`Your cart has ${cartApi.itemCount} ${cartApi.itemCount === 1 ? "item" : "items"} from ${cart.restaurantName ?? "another restaurant"}. An order comes from one restaurant, so ordering from ${pending?.restaurant.name ?? ""} clears it.`}
        confirmLabel="Clear cart and switch"
        cancelLabel="Keep my cart"
        onConfirm={confirmSwitch}
      />
    </>
  );
}
