import type { Order } from "@tavola/contracts";
import { RotateCcw } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useCart } from "../../cart/use-cart";
import { useReorder } from "../../hooks/use-reorder";
import { ConfirmDialog } from "@/components/domain/confirm-dialog";

/** Reorder: fills the cart with this order's dishes (asking first if the cart already holds something). */
export function ReorderButton({ order }: { order: Order }) {
  const { cart, itemCount } = useCart();
  const { reorder, pendingId } = useReorder();
  const [confirming, setConfirming] = useState(false);
  const pending = pendingId === order.id;

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        disabled={pending}
        onClick={() => (cart.lines.length > 0 ? setConfirming(true) : void reorder(order))}
        data-testid={`button-reorder-${order.id}`}
      >
        <RotateCcw aria-hidden="true" />
        {pending ? "Adding..." : "Reorder"}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Replace your cart?"
        description={`Your cart has ${itemCount} ${itemCount === 1 ? "item" : "items"} from ${cart.restaurantName ?? "a restaurant"}. Reordering replaces them with this order's dishes from ${order.restaurant.name}.`}
        confirmLabel="Replace cart"
        cancelLabel="Keep my cart"
        onConfirm={() => {
          setConfirming(false);
          void reorder(order);
        }}
      />
    </>
  );
}
