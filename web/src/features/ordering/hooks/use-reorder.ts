import type { Order } from "@tavola/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useLocation } from "wouter";
import { toast } from "@/components/ui/use-toast";
import { menuQueryOptions } from "@/lib/restaurant-queries";
import { parseApiError } from "@/lib/api-error";
import { useCart } from "../cart/use-cart";
import { listNames, planReorder } from "../lib/reorder";

/**
 * Reorder: today's menu decides what can be added again (and at what price); the cart is replaced with
 * it and the customer lands on that restaurant's menu, told about anything left out.
 */
export function useReorder() {
  const queryClient = useQueryClient();
  const { replace } = useCart();
  const [, navigate] = useLocation();
  const [pendingId, setPendingId] = useState<string | null>(null);

  async function reorder(order: Order) {
    setPendingId(order.id);
    try {
      const menu = await queryClient.fetchQuery({ ...menuQueryOptions(order.restaurant.id), staleTime: 0 });
      const { lines, skipped } = planReorder(order, menu.items);
      if (lines.length === 0) {
        toast({ variant: "destructive", title: "Nothing to reorder", description: `${listNames(skipped)} ${skipped.length === 1 ? "is" : "are"} no longer available.` });
        return;
      }
      replace({ id: menu.restaurant.id, name: menu.restaurant.name }, lines);
      toast(
        skipped.length > 0
          ? { title: "Added to your cart, with changes", description: `${listNames(skipped)} ${skipped.length === 1 ? "is" : "are"} no longer available and ${skipped.length === 1 ? "was" : "were"} left out.` }
          : { title: "Added to your cart", description: `Your ${menu.restaurant.name} order is ready to check out.` },
      );
      navigate(`/order?restaurant=${encodeURIComponent(menu.restaurant.id)}`);
    } catch (error) {
      toast({ variant: "destructive", title: "Couldn't reorder", description: parseApiError(error, "We couldn't load the menu. Please try again.").message });
    } finally {
      setPendingId(null);
    }
  }

  return { reorder, pendingId };
}
