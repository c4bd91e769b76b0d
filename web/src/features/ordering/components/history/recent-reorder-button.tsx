import { useQueryClient } from "@tanstack/react-query";
import { RotateCcw } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { ConfirmDialog } from "@/components/domain/confirm-dialog";
import { parseApiError } from "@/lib/api-error";
import { orderQueryOptions } from "../../api/orders-api";
import { useCart } from "../../cart/use-cart";
import { useReorder } from "../../hooks/use-reorder";

/**
 * Reorder from a list that has only the order's id (the home's Recent Orders): the order is read first, then
 * its dishes fill the cart as on My Orders (asking first if the cart already holds something).
 */
export function RecentReorderButton({ orderId, restaurantName }: { orderId: string; restaurantName: string }) {
  const queryClient = useQueryClient();
  const { cart, itemCount } = useCart();
  const { reorder, pendingId } = useReorder();
  const [loading, setLoading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const pending = loading || pendingId === orderId;

  async function start() {
    setLoading(true);
    try {
      await reorder(await queryClient.fetchQuery(orderQueryOptions(orderId)));
    } catch (error) {
      toast({ variant: "destructive", title: "Couldn't reorder", description: parseApiError(error, "We couldn't load that order. Please try again.").message });
    } finally {
      setLoading(false);
    }
  }

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className="min-h-11 sm:min-h-9"
        disabled={pending}
        aria-label={`Reorder from ${restaurantName}`}
        onClick={() => (cart.lines.length > 0 ? setConfirming(true) : void start())}
        data-testid={`button-reorder-${orderId}`}
      >
        <RotateCcw aria-hidden="true" />
        {pending ? "Adding..." : "Reorder"}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Replace your cart?"
        description={`Your cart has ${itemCount} ${itemCount === 1 ? "item" : "items"} from ${cart.restaurantName ?? "a restaurant"}. Reordering replaces them with this order's dishes from ${restaurantName}.`}
        confirmLabel="Replace cart"
        cancelLabel="Keep my cart"
        onConfirm={() => {
          setConfirming(false);
          void start();
        }}
      />
    </>
  );
}
