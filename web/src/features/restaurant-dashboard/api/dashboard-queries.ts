import type { Order, RestaurantWorkspace } from "@tavola/contracts";
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { RecentOrders, replayRecent } from "../lib/recent-orders";
import { type OrderListScope, upsertOrder } from "../lib/upsert-order";

export const WORKSPACE_QUERY_KEY = ["/api/restaurant/workspace"] as const;

/** The restaurant and its menu; 403 (not on a restaurant team) and 401 surface as errors the page reads. */
export const workspaceQueryOptions = queryOptions<RestaurantWorkspace>({ queryKey: WORKSPACE_QUERY_KEY });

/** `?restaurantId=` keeps every call on the workspace's restaurant (executives could otherwise drift). */
export const withRestaurant = (path: string, restaurantId: string): string =>
  `${path}${path.includes("?") ? "&" : "?"}restaurantId=${encodeURIComponent(restaurantId)}`;

export const ordersQueryKey = (restaurantId: string, scope: OrderListScope) =>
  ["/api/restaurant/orders", restaurantId, scope] as const;

/**
 * The queue (active, oldest first) or today's orders (newest first). They are kept live by the event
 * stream rather than by polling; every (re)open of the stream refetches them to catch up.
 */
export const ordersQueryOptions = (restaurantId: string, scope: OrderListScope) =>
  queryOptions<Order[]>({
    queryKey: ordersQueryKey(restaurantId, scope),
    queryFn: async ({ signal }) => {
      const startedAt = Date.now();
      const res = await fetch(withRestaurant(`/api/restaurant/orders?scope=${scope}`, restaurantId), {
        credentials: "include",
        signal,
      });
      if (!res.ok) throw new Error(`${res.status}: ${(await res.text()) || res.statusText}`);
      const fetched = (await res.json()) as Order[];
      return replayRecent(fetched, recentOrders(restaurantId).since(startedAt), scope);
    },
  });

const recentByRestaurant = new Map<string, RecentOrders>();
function recentOrders(restaurantId: string): RecentOrders {
  let recent = recentByRestaurant.get(restaurantId);
  if (!recent) recentByRestaurant.set(restaurantId, (recent = new RecentOrders()));
  return recent;
}

/** One fresh copy of an order (from the stream or a mutation) written into both cached lists. */
export function applyOrderToCaches(queryClient: QueryClient, restaurantId: string, order: Order): void {
  recentOrders(restaurantId).record(order);
  for (const scope of ["active", "today"] as const) {
    queryClient.setQueryData<Order[]>(ordersQueryKey(restaurantId, scope), (list) =>
      // An unloaded list stays unloaded: its first fetch will include the order anyway.
      list === undefined ? undefined : upsertOrder(list, order, scope),
    );
  }
}

/** After a missed stretch (reconnect, a 409) the server's lists are the truth again. */
export function refetchOrderLists(queryClient: QueryClient, restaurantId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ["/api/restaurant/orders", restaurantId] });
}
