import { QUERY_STALE_TIME_MS } from "@tavola/contracts";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "./query-client";

describe("createQueryClient", () => {
  it("applies the spec's freshness and no-retry, no-refetch defaults", () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      staleTime: QUERY_STALE_TIME_MS,
      retry: false,
      refetchInterval: false,
      refetchOnWindowFocus: false,
      refetchOnMount: false,
      refetchOnReconnect: false,
    });
    expect(QUERY_STALE_TIME_MS).toBe(5 * 60 * 1000);
    expect(typeof queries?.queryFn).toBe("function");
    expect(mutations?.retry).toBe(false);
  });
});
