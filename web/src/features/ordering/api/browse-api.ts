import type { RestaurantBrowse } from "@tavola/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { apiRequestJson } from "@/lib/api-client";
import { browseApiQuery, type BrowseFilters } from "../lib/browse-filters";

/** Restaurant cards for the browse screen; the previous results stay on screen while the next filter loads. */
export const browseQueryOptions = (filters: BrowseFilters) => {
  const query = browseApiQuery(filters);
  return queryOptions({
    queryKey: ["/api/restaurants/browse", query] as const,
    queryFn: ({ signal }) => apiRequestJson<RestaurantBrowse>("GET", `/api/restaurants/browse${query}`, undefined, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
};
