import type { StockCountResult, StockCountSheet, StockCountSubmit } from "@tavola/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequestJson } from "@/lib/api-client";
import { inventoryKey } from "./inventory-api";

const counts = (restaurantId: string) => `/api/restaurants/${encodeURIComponent(restaurantId)}/inventory/counts`;

/** Opens a count sheet: the server records every ingredient's expected stock at this moment. */
export const useOpenStockCount = (restaurantId: string) =>
  useMutation({ mutationFn: () => apiRequestJson<StockCountSheet>("POST", counts(restaurantId)) });

/** Submits the sheet once; the inventory (stock, 86s, history) is read again after. */
export function useSubmitStockCount(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ countId, input }: { countId: string; input: StockCountSubmit }) =>
      apiRequestJson<StockCountResult>("POST", `${counts(restaurantId)}/${encodeURIComponent(countId)}/submit`, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: inventoryKey(restaurantId) }),
  });
}
