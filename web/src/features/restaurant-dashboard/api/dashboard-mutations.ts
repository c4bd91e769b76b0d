import type {
  MenuItem,
  Order,
  Restaurant,
  RestaurantSettingsInput,
  RestaurantWorkspace,
  TransitionInput,
} from "@tavola/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { apiRequestJson, getErrorMessage, getErrorStatus } from "@/lib/api-client";
import { TRANSITION_DONE } from "../lib/order-actions";
import { WORKSPACE_QUERY_KEY, applyOrderToCaches, refetchOrderLists, withRestaurant } from "./dashboard-queries";

type WorkspaceSnapshot = { previous: RestaurantWorkspace | undefined };

/**
 * Open/closed, busy mode and capacity. The switches flip at once (a tablet tap should feel instant) and
 * roll back if the server refuses; the caller shows the server's message (capacity does so inline).
 */
export function useUpdateSettings(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation<Restaurant, Error, RestaurantSettingsInput, WorkspaceSnapshot>({
    mutationFn: (input) => apiRequestJson<Restaurant>("PATCH", withRestaurant("/api/restaurant/settings", restaurantId), input),
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: WORKSPACE_QUERY_KEY });
      const previous = queryClient.getQueryData<RestaurantWorkspace>(WORKSPACE_QUERY_KEY);
      if (previous && input.slotCapacity === undefined) {
        queryClient.setQueryData<RestaurantWorkspace>(WORKSPACE_QUERY_KEY, {
          ...previous,
          restaurant: { ...previous.restaurant, ...input },
        });
      }
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(WORKSPACE_QUERY_KEY, context.previous);
    },
    onSuccess: (restaurant) => {
      queryClient.setQueryData<RestaurantWorkspace>(WORKSPACE_QUERY_KEY, (ws) => (ws ? { ...ws, restaurant } : ws));
    },
  });
}

/** An item sold out or back on: optimistic, rolled back with a toast if the server refuses. */
export function useSetItemAvailability(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation<MenuItem, Error, { item: MenuItem; available: boolean }, WorkspaceSnapshot>({
    mutationFn: ({ item, available }) =>
      apiRequestJson<MenuItem>("PATCH", withRestaurant(`/api/restaurant/menu/${item.id}`, restaurantId), { available }),
    onMutate: async ({ item, available }) => {
      await queryClient.cancelQueries({ queryKey: WORKSPACE_QUERY_KEY });
      const previous = queryClient.getQueryData<RestaurantWorkspace>(WORKSPACE_QUERY_KEY);
      queryClient.setQueryData<RestaurantWorkspace>(WORKSPACE_QUERY_KEY, (ws) => replaceItem(ws, { ...item, available }));
      return { previous };
    },
    onError: (error, { item }, context) => {
      // Roll back only this item: another switch flipped meanwhile must keep its own optimistic state.
      const before = context?.previous?.menu.find((m) => m.id === item.id);
      if (before) queryClient.setQueryData<RestaurantWorkspace>(WORKSPACE_QUERY_KEY, (ws) => replaceItem(ws, before));
      toast({ variant: "destructive", title: `Couldn't update ${item.name}`, description: getErrorMessage(error) });
    },
    onSuccess: (saved) => {
      queryClient.setQueryData<RestaurantWorkspace>(WORKSPACE_QUERY_KEY, (ws) => replaceItem(ws, saved));
    },
  });
}

function replaceItem(ws: RestaurantWorkspace | undefined, item: MenuItem): RestaurantWorkspace | undefined {
  return ws && { ...ws, menu: ws.menu.map((m) => (m.id === item.id ? item : m)) };
}

export type TransitionVariables = TransitionInput & { order: Pick<Order, "id" | "reference"> };

/**
 * Moves an order along its lifecycle. A 409 means the move is no longer legal — usually a colleague (or
 * the customer cancelling) got there first — so the server's message is shown and the lists refetched.
 */
export function useTransitionOrder(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation<Order, Error, TransitionVariables>({
    mutationFn: ({ order, ...body }) =>
      apiRequestJson<Order>("POST", withRestaurant(`/api/restaurant/orders/${order.id}/transition`, restaurantId), body),
    onSuccess: (order) => {
      applyOrderToCaches(queryClient, restaurantId, order);
      toast({ title: `${order.reference} ${TRANSITION_DONE[order.status] ?? order.statusLabel}` });
    },
    onError: (error, { order }) => {
      const status = getErrorStatus(error);
      toast({ variant: "destructive", title: `Couldn't update ${order.reference}`, description: getErrorMessage(error) });
      if (status === 409 || status === 404) void refetchOrderLists(queryClient, restaurantId);
    },
  });
}

/** A partial or full refund of a captured payment; the answer is the order with its new payment state. */
export function useRefundOrder(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation<Order, Error, { order: Pick<Order, "id" | "reference">; amountCents: number; reason: string }>({
    mutationFn: ({ order, amountCents, reason }) =>
      apiRequestJson<Order>("POST", withRestaurant(`/api/restaurant/orders/${order.id}/refund`, restaurantId), {
        amountCents,
        reason,
      }),
    onSuccess: (order) => {
      applyOrderToCaches(queryClient, restaurantId, order);
      toast({ title: `Refund sent for ${order.reference}` });
    },
  });
}
