import { ArrowRight, ShoppingBag, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";
import { formatCents } from "@/lib/format";
import { modifierSummary } from "@tavola/contracts";
import { canAdd, keyOf } from "../../cart/cart";
import type { CartApi } from "../../cart/use-cart";
import { ConfirmDialog } from "@/components/domain/confirm-dialog";
import { QuantityStepper } from "../shared/quantity-stepper";

type CartPanelProps = {
  cartApi: CartApi;
  /** The restaurant whose menu is on screen; when the cart is another's, offer the way back to it. */
  shownRestaurantId: string | null;
  onShowCartRestaurant: () => void;
};

/** Spec (Order Online): the sticky cart — count, lines with quantity, total, Proceed to Checkout. */
export function CartPanel({ cartApi, shownRestaurantId, onShowCartRestaurant }: CartPanelProps) {
  const { cart, itemCount, subtotalCents } = cartApi;
  const [confirmClear, setConfirmClear] = useState(false);
  const empty = cart.lines.length === 0;
  const elsewhere = !empty && cart.restaurantId !== shownRestaurantId;

  return (
    <Card role="region" aria-labelledby="cart-title" data-testid="panel-cart">
      <CardHeader className="flex-row items-center justify-between gap-2 pb-4">
        <h2 id="cart-title" className="flex items-center gap-2 text-lg font-semibold tracking-tight">
          <ShoppingBag aria-hidden="true" className="size-5 text-primary" />
          Your Cart
        </h2>
        <span className="rounded-full bg-secondary px-2.5 py-0.5 text-xs font-semibold text-secondary-foreground" data-testid="text-cart-count">
          {itemCount} {itemCount === 1 ? "item" : "items"}
        </span>
      </CardHeader>
      <CardContent className="grid gap-4">
        {empty ? (
          <div className="grid justify-items-center gap-2 py-6 text-center" data-testid="empty-cart">
            <ShoppingBag aria-hidden="true" className="size-10 text-muted-foreground/60" />
            <p className="font-medium">Your cart is empty</p>
            <p className="text-sm text-muted-foreground">Add dishes from the menu to get started.</p>
          </div>
        ) : (
          <>
            <div className="flex min-w-0 items-center justify-between gap-2 text-sm">
              <span className="min-w-0 flex-1 truncate text-muted-foreground">
                From <span className="font-medium text-foreground">{cart.restaurantName}</span>
              </span>
              <Button variant="ghost" size="sm" className="px-2 text-muted-foreground sm:h-8" onClick={() => setConfirmClear(true)}>
                <Trash2 aria-hidden="true" />
                Clear
              </Button>
            </div>
            {elsewhere ? (
              <p className="rounded-md bg-muted px-3 py-2 text-sm">
                Your cart is from another restaurant.{" "}
                <button type="button" className="font-medium underline underline-offset-4 hover:text-primary" onClick={onShowCartRestaurant}>
                  Show its menu
                </button>
              </p>
            ) : null}
            <ul className="grid gap-3" aria-label="Cart items" data-testid="list-cart-lines">
              {cart.lines.map((line) => (
                <li key={keyOf(line)} className="grid gap-2" data-testid={`cart-line-${line.menuItemId}`}>
                  <div className="flex items-start justify-between gap-3 text-sm">
                    <span className="font-medium">
                      {line.name}
                      {line.modifiers?.length ? <span className="block text-xs font-normal text-muted-foreground" data-testid="text-line-options">{modifierSummary(line.modifiers)}</span> : null}
                    </span>
                    <span className="shrink-0 tabular-nums">{formatCents(line.unitPriceCents * line.quantity)}</span>
                  </div>
                  <div className="flex items-center justify-between gap-2">
                    <span className="text-xs text-muted-foreground">{formatCents(line.unitPriceCents)} each</span>
                    <QuantityStepper
                      size="sm"
                      name={line.name}
                      quantity={line.quantity}
                      canAdd={canAdd(cart, cart.restaurantId ?? "", keyOf(line))}
                      onAdd={() => cartApi.setQuantity(keyOf(line), line.quantity + 1)}
                      onRemove={() => cartApi.remove(keyOf(line))}
                    />
                  </div>
                </li>
              ))}
            </ul>
            <div className="grid gap-1 border-t pt-4">
              <div className="flex items-baseline justify-between font-semibold">
                <span>Subtotal</span>
                <span className="tabular-nums" data-testid="text-cart-subtotal">
                  {formatCents(subtotalCents)}
                </span>
              </div>
              <p className="text-xs text-muted-foreground">Delivery, fees, tax and tip are worked out at checkout.</p>
            </div>
          </>
        )}
      </CardContent>
      <CardFooter>
        {empty ? (
          <Button className="w-full" disabled data-testid="button-checkout">
            Proceed to Checkout
          </Button>
        ) : (
          <Button asChild className="w-full" data-testid="button-checkout">
            <Link href="/checkout">
              Proceed to Checkout
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        )}
      </CardFooter>
      <ConfirmDialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        title="Clear your cart?"
        description={`This removes all ${itemCount} ${itemCount === 1 ? "item" : "items"} from ${cart.restaurantName ?? "your cart"}.`}
        confirmLabel="Clear cart"
        cancelLabel="Keep cart"
        destructive
        onConfirm={() => {
          cartApi.clear();
          setConfirmClear(false);
        }}
      />
    </Card>
  );
}
