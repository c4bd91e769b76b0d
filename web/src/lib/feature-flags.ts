import type { EvaluatedFlags, FeatureFlagKey } from "@tavola/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequestJson } from "./api-client";

export const FLAGS_URL = "/api/flags";

/** The flags' answers for the signed-in user, from the server (which decides; this only shows or hides). */
export const flagsQueryOptions = queryOptions({
  queryKey: [FLAGS_URL] as const,
  queryFn: ({ signal }) => apiRequestJson<EvaluatedFlags>("GET", FLAGS_URL, undefined, { signal }),
  staleTime: 60_000,
});

/** A flag's answer: undefined while loading, so a screen can wait rather than flash the wrong state. */
export function useFlag(key: FeatureFlagKey): boolean | undefined {
  const { data } = useQuery(flagsQueryOptions);
  return data ? data.flags[key] === true : undefined;
}
