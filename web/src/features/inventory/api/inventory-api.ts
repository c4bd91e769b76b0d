import type { IngredientView, Inventory, NewIngredientInput, PortionsInput, RecipeInput, StockAdjustmentInput } from "@tavola/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequestJson } from "@/lib/api-client";
import { useEventStream } from "@/lib/use-event-stream";

const base = (restaurantId: string) => `/api/restaurants/${encodeURIComponent(restaurantId)}/inventory`;
export const inventoryKey = (restaurantId: string) => [base(restaurantId)] as const;

/** The restaurants whose inventory the signed-in user manages (owner or manager); the screen opens on the first. */
export const managedRestaurantsQueryOptions = queryOptions({
  queryKey: ["/api/inventory/restaurants"] as const,
  queryFn: ({ signal }) => apiRequestJson<{ restaurants: Array<{ id: string; name: string }> }>("GET", "/api/inventory/restaurants", undefined, { signal }),
});

export const inventoryQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: inventoryKey(restaurantId),
    queryFn: ({ signal }) => apiRequestJson<Inventory>("GET", base(restaurantId), undefined, { signal }),
    retry: false,
  });

/** Every change answers the whole inventory (kept as is) or one ingredient (the inventory is refetched). */
function useInventoryMutation<T, R>(restaurantId: string, run: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (result) => {
      if (result && typeof result === "object" && "dishes" in result) queryClient.setQueryData(inventoryKey(restaurantId), result);
      else void queryClient.invalidateQueries({ queryKey: inventoryKey(restaurantId) });
    },
  });
}

export const useAddIngredient = (restaurantId: string) =>
  useInventoryMutation(restaurantId, (input: NewIngredientInput) => apiRequestJson<IngredientView>("POST", `${base(restaurantId)}/ingredients`, input));
export const useAdjustStock = (restaurantId: string) =>
  useInventoryMutation(restaurantId, ({ ingredientId, input }: { ingredientId: string; input: StockAdjustmentInput }) =>
    apiRequestJson<IngredientView>("POST", `${base(restaurantId)}/ingredients/${ingredientId}/adjustments`, input),
  );
export const useSaveRecipe = (restaurantId: string) =>
  useInventoryMutation(restaurantId, ({ menuItemId, input }: { menuItemId: string; input: RecipeInput }) =>
    apiRequestJson<Inventory>("PUT", `${base(restaurantId)}/dishes/${menuItemId}/recipe`, input),
  );
export const useSetPortions = (restaurantId: string) =>
  useInventoryMutation(restaurantId, ({ menuItemId, input }: { menuItemId: string; input: PortionsInput }) =>
    apiRequestJson<Inventory>("PUT", `${base(restaurantId)}/dishes/${menuItemId}/portions`, input),
  );

/** Sales, counts and deliveries from anyone (the kitchen selling, another manager counting) refresh the screen live. */
export function useInventoryStream(restaurantId: string | null) {
  const queryClient = useQueryClient();
  const refetch = () => restaurantId && void queryClient.invalidateQueries({ queryKey: inventoryKey(restaurantId) });
  return useEventStream(restaurantId ? `${base(restaurantId)}/stream` : "", { onOpen: refetch, events: { stock: refetch } });
}
