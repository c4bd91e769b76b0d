import type { Order } from "@tavola/contracts";
import { type QueryClient, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequestJson } from "@/lib/api-client";
import { invalidateLoyalty } from "./loyalty-vouchers-api";

export type OrderScope = "active" | "past" | "all";

/** Every key under "/api/orders": lists, single orders and the home's "/api/orders/recent". */
export const ORDERS_ROOT = "/api/orders";

export const orderQueryKey = (orderId: string) => [ORDERS_ROOT, orderId] as const;

/** Statuses move on while the customer looks elsewhere, so lists are short-lived and refetch on mount. */
const ORDER_LIST_STALE_MS = 15_000;

export const ordersQueryOptions = (scope: OrderScope) =>
  queryOptions({
    queryKey: [ORDERS_ROOT, { scope }] as const,
    queryFn: ({ signal }) => apiRequestJson<Order[]>("GET", `/api/orders?scope=${scope}`, undefined, { signal }),
    staleTime: ORDER_LIST_STALE_MS,
    refetchOnMount: true,
  });

/** One order; the tracking screen keeps it live with the event stream, which sends it first anyway. */
export const orderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: orderQueryKey(orderId),
    queryFn: ({ signal }) => apiRequestJson<Order>("GET", `/api/orders/${encodeURIComponent(orderId)}`, undefined, { signal }),
    staleTime: 0,
    refetchOnMount: true,
  });

/**
 * After an order changes (placed, cancelled, a live status), stale every order list — including the home's
 * Recent Orders, whose query never refetches on mount by itself, hence refetchType "all" — and loyalty's reads.
 */
export function invalidateOrderLists(queryClient: QueryClient, changed?: Order) {
  if (changed) queryClient.setQueryData(orderQueryKey(changed.id), changed);
  // Placing uses a voucher, cancelling gives it back, delivery earns points: loyalty's reads follow orders.
  void invalidateLoyalty(queryClient);
  return queryClient.invalidateQueries({
    // Lists only: the single order written above is already fresh.
    predicate: (q) => isOrderListKey(q.queryKey),
    refetchType: "all",
  });
}

const isOrderListKey = (key: readonly unknown[]) =>
  (key[0] === ORDERS_ROOT && typeof key[1] === "object") || key[0] === `${ORDERS_ROOT}/recent` || key[0] === `${ORDERS_ROOT}/addresses`;

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, reason }: { orderId: string; reason?: string }) =>
      apiRequestJson<Order>("POST", `/api/orders/${encodeURIComponent(orderId)}/cancel`, reason ? { reason } : {}),
    onSuccess: (order) => void invalidateOrderLists(queryClient, order),
  });
}
