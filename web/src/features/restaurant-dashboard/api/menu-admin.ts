import type { ManagedMenu, ManagedMenuItem, MenuCategoryInput, MenuItemInput } from "@tavola/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequestJson } from "@/lib/api-client";
import { WORKSPACE_QUERY_KEY } from "./dashboard-queries";

const base = (restaurantId: string) => `/api/restaurants/${encodeURIComponent(restaurantId)}/menu-admin`;
export const managedMenuKey = (restaurantId: string) => [base(restaurantId)] as const;

/** The menu as its editors see it; 403 for staff who are not the owner or a manager (the tab then shows availability only). */
export const managedMenuQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: managedMenuKey(restaurantId),
    queryFn: ({ signal }) => apiRequestJson<ManagedMenu>("GET", base(restaurantId), undefined, { signal }),
    retry: false,
  });

/** Every menu change refreshes the editor and the workspace's menu (the availability switches read it). */
function useMenuMutation<T, R>(restaurantId: string, run: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (result) => {
      if (result && typeof result === "object" && "categories" in result) queryClient.setQueryData(managedMenuKey(restaurantId), result);
      else void queryClient.invalidateQueries({ queryKey: managedMenuKey(restaurantId) });
      void queryClient.invalidateQueries({ queryKey: WORKSPACE_QUERY_KEY });
    },
  });
}

export const useAddCategory = (restaurantId: string) =>
  useMenuMutation(restaurantId, (input: MenuCategoryInput) => apiRequestJson<ManagedMenu>("POST", `${base(restaurantId)}/categories`, input));
export const useDeleteCategory = (restaurantId: string) =>
  useMenuMutation(restaurantId, (categoryId: string) => apiRequestJson<ManagedMenu>("DELETE", `${base(restaurantId)}/categories/${categoryId}`));
export const useReorderCategories = (restaurantId: string) =>
  useMenuMutation(restaurantId, (categoryIds: string[]) => apiRequestJson<ManagedMenu>("PUT", `${base(restaurantId)}/category-order`, { categoryIds }));
export const useSaveDish = (restaurantId: string) =>
  useMenuMutation(restaurantId, ({ id, input }: { id: string | null; input: MenuItemInput }) =>
    apiRequestJson<ManagedMenuItem>(id ? "PUT" : "POST", id ? `${base(restaurantId)}/items/${id}` : `${base(restaurantId)}/items`, input),
  );

/** Uploads a dish's photo as multipart/form-data (the browser sets the boundary); errors read like apiRequest's. */
async function uploadPhoto(restaurantId: string, itemId: string, file: File): Promise<ManagedMenuItem> {
  const body = new FormData();
  body.append("file", file, file.name);
  const res = await fetch(`${base(restaurantId)}/items/${itemId}/photo`, { method: "PUT", body, credentials: "include" });
  if (!res.ok) throw new Error(`${res.status}: ${(await res.text()) || res.statusText}`);
  return (await res.json()) as ManagedMenuItem;
}

export const useUploadDishPhoto = (restaurantId: string) =>
  useMenuMutation(restaurantId, ({ itemId, file }: { itemId: string; file: File }) => uploadPhoto(restaurantId, itemId, file));
export const useRemoveDishPhoto = (restaurantId: string) =>
  useMenuMutation(restaurantId, (itemId: string) => apiRequestJson<ManagedMenuItem>("DELETE", `${base(restaurantId)}/items/${itemId}/photo`));
