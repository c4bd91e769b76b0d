import type { CourierApplication, CourierApplicationListQuery, CourierApplicationPage, CourierReview } from "@tavola/contracts";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequestJson } from "@/lib/api-client";

const KEY = "/api/admin/courier-applications";

export const applicationsQueryOptions = (filter: CourierApplicationListQuery) =>
  queryOptions({
    queryKey: [KEY, filter] as const,
    queryFn: ({ signal }) => {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(filter)) if (v !== undefined && v !== "") params.set(k, String(v));
      return apiRequestJson<CourierApplicationPage>("GET", `${KEY}?${params.toString()}`, undefined, { signal });
    },
    placeholderData: keepPreviousData,
  });

export const applicationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [KEY, id] as const,
    queryFn: ({ signal }) => apiRequestJson<CourierApplication>("GET", `${KEY}/${encodeURIComponent(id)}`, undefined, { signal }),
  });

export const documentHref = (applicationId: string, documentId: string) =>
  `${KEY}/${encodeURIComponent(applicationId)}/documents/${encodeURIComponent(documentId)}`;

export function useReviewApplication(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: CourierReview) => apiRequestJson<CourierApplication>("POST", `${KEY}/${encodeURIComponent(id)}/review`, review),
    onSuccess: (application) => {
      queryClient.setQueryData([KEY, id], application);
      void queryClient.invalidateQueries({ queryKey: [KEY], predicate: (q) => q.queryKey[1] !== id });
    },
  });
}
