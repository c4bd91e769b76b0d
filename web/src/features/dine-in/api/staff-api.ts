import type { RestaurantWorkspace, TableQr } from "@tavola/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequestJson } from "@/lib/api-client";

/** The restaurant the signed-in team member runs (`?restaurantId=` lets an executive choose one). */
export const workspaceQueryOptions = (restaurantId: string | null) =>
  queryOptions({
    queryKey: ["/api/restaurant/workspace", restaurantId ?? ""] as const,
    queryFn: ({ signal }) =>
      apiRequestJson<RestaurantWorkspace>("GET", `/api/restaurant/workspace${restaurantId ? `?restaurantId=${encodeURIComponent(restaurantId)}` : ""}`, undefined, { signal }),
  });

const codesKey = (restaurantId: string) => ["/api/restaurants", restaurantId, "table-codes"] as const;

export const tableCodesQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: codesKey(restaurantId),
    queryFn: ({ signal }) => apiRequestJson<TableQr[]>("GET", `/api/restaurants/${encodeURIComponent(restaurantId)}/table-codes`, undefined, { signal }),
    staleTime: 0,
    refetchOnMount: true,
  });

/** A new secret for one table: its printed code stops working, so the list is re-read for reprinting. */
export function useRotateTableCode(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tableId: string) =>
      apiRequestJson<TableQr>("POST", `/api/restaurants/${encodeURIComponent(restaurantId)}/tables/${encodeURIComponent(tableId)}/qr-code/rotate`, {}),
    onSuccess: (code) => {
      if (code?.tableId) queryClient.setQueryData<TableQr[]>(codesKey(restaurantId), (list) => list?.map((c) => (c.tableId === code.tableId ? code : c)));
      void queryClient.invalidateQueries({ queryKey: codesKey(restaurantId) });
    },
  });
}
