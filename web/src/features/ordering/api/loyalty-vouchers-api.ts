import type { Voucher } from "@tavola/contracts";
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { apiRequestJson } from "@/lib/api-client";

/** Loyalty's reads all sit under this prefix (the /loyalty screens and the home panel use it too). */
const LOYALTY_ROOT = "/api/loyalty";

/** The signed-in customer's vouchers checkout can apply now: issued, unexpired, not VIP Status. */
export const usableVouchersQueryOptions = queryOptions({
  queryKey: [`${LOYALTY_ROOT}/vouchers`, { usable: true }] as const,
  queryFn: ({ signal }) => apiRequestJson<Voucher[]>("GET", `${LOYALTY_ROOT}/vouchers?usable=true`, undefined, { signal }),
  // A voucher spent in another tab, or just redeemed on /loyalty, should not linger in the list.
  staleTime: 0,
});

/** An order placed with a voucher, or cancelled (which gives it back), changes the vouchers and points. */
export const invalidateLoyalty = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ predicate: (q) => typeof q.queryKey[0] === "string" && q.queryKey[0].startsWith(LOYALTY_ROOT) });
