import type { PurchaseOrder, PurchaseOrderInput, PurchaseOrderList, PurchaseOrderReceiptInput, PurchaseSuggestions } from "@tavola/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequestJson } from "@/lib/api-client";
import { inventoryKey } from "./inventory-api";

const base = (restaurantId: string) => `/api/restaurants/${encodeURIComponent(restaurantId)}/inventory/purchase-orders`;
const listKey = (restaurantId: string) => [base(restaurantId)] as const;

export const purchaseOrdersQueryOptions = (restaurantId: string) =>
  queryOptions({ queryKey: listKey(restaurantId), queryFn: ({ signal }) => apiRequestJson<PurchaseOrderList>("GET", base(restaurantId), undefined, { signal }), retry: false });

export const purchaseSuggestionsQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: [...listKey(restaurantId), "suggestions"] as const,
    queryFn: ({ signal }) => apiRequestJson<PurchaseSuggestions>("GET", `${base(restaurantId)}/suggestions`, undefined, { signal }),
  });

export const purchaseOrderQueryOptions = (restaurantId: string, id: string) =>
  queryOptions({ queryKey: [...listKey(restaurantId), id] as const, queryFn: ({ signal }) => apiRequestJson<PurchaseOrder>("GET", `${base(restaurantId)}/${id}`, undefined, { signal }), retry: false });

/** Every change refreshes the orders (list, suggestions, the one order) and the stock a receipt moved. */
function usePurchaseOrderMutation<T>(restaurantId: string, run: (input: T) => Promise<PurchaseOrder>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: listKey(restaurantId) });
      void queryClient.invalidateQueries({ queryKey: inventoryKey(restaurantId) });
    },
  });
}

export const useSavePurchaseOrder = (restaurantId: string) =>
  usePurchaseOrderMutation(restaurantId, ({ id, input }: { id: string | null; input: PurchaseOrderInput }) =>
    apiRequestJson<PurchaseOrder>(id ? "PUT" : "POST", id ? `${base(restaurantId)}/${id}` : base(restaurantId), input),
  );
export const useSendPurchaseOrder = (restaurantId: string) =>
  usePurchaseOrderMutation(restaurantId, (id: string) => apiRequestJson<PurchaseOrder>("POST", `${base(restaurantId)}/${id}/send`));
export const useReceivePurchaseOrder = (restaurantId: string) =>
  usePurchaseOrderMutation(restaurantId, ({ id, input }: { id: string; input: PurchaseOrderReceiptInput }) =>
    apiRequestJson<PurchaseOrder>("POST", `${base(restaurantId)}/${id}/receipts`, input),
  );
export const useClosePurchaseOrder = (restaurantId: string) =>
  usePurchaseOrderMutation(restaurantId, (id: string) => apiRequestJson<PurchaseOrder>("POST", `${base(restaurantId)}/${id}/close`));
