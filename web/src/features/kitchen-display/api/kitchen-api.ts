import type { KitchenBoard, KitchenView } from "@tavola/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequestJson } from "@/lib/api-client";

export const kitchenBoardQueryOptions = (view: KitchenView) =>
  queryOptions({
    queryKey: ["/api/kitchen", view] as const,
    queryFn: ({ signal }) => apiRequestJson<KitchenBoard>("GET", `/api/kitchen?view=${view}`, undefined, { signal }),
    retry: false,
  });

/** Bump (a dish or a ticket) and Recall; every view's board is re-read (the stream also says so). */
export function useKitchenActions(view: KitchenView) {
  const qc = useQueryClient();
  const refresh = () => void qc.invalidateQueries({ queryKey: ["/api/kitchen"] });
  const bumpItem = useMutation({ mutationFn: (itemId: string) => apiRequestJson("POST", `/api/kitchen/items/${itemId}/bump`, { view }), onSettled: refresh });
  const bumpTicket = useMutation({ mutationFn: (orderId: string) => apiRequestJson("POST", `/api/kitchen/orders/${orderId}/bump`, { view }), onSettled: refresh });
  const recall = useMutation({ mutationFn: () => apiRequestJson<{ orderId: string }>("POST", "/api/kitchen/recall", { view }), onSettled: refresh });
  return { bumpItem, bumpTicket, recall };
}
