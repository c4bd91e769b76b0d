import { IDEMPOTENCY_HEADER, type LoyaltyAccount, type RewardId, type Voucher } from "@tavola/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequestJson, getQueryFn } from "@/lib/api-client";

export const LOYALTY_QUERY_ROOT = "/api/loyalty";

/** Every loyalty read (the account, checkout's vouchers, the home panel's /api/loyalty/info) is keyed under /api/loyalty. */
export const isLoyaltyQuery = (query: { queryKey: readonly unknown[] }) =>
  typeof query.queryKey[0] === "string" && query.queryKey[0].startsWith(LOYALTY_QUERY_ROOT);

/**
 * GET /api/loyalty/account. A 401 is null: /loyalty is public and shows signed-out visitors how the programme
 * works instead of an error.
 */
export const loyaltyAccountQueryOptions = queryOptions({
  queryKey: [LOYALTY_QUERY_ROOT, "account"] as const,
  queryFn: getQueryFn<LoyaltyAccount>({ on401: "returnNull" }),
  // Pending points turn spendable when a refund window closes; a visit after that should see it.
  staleTime: 0,
});

export type RedeemVariables = { rewardId: RewardId; idempotencyKey: string };

/**
 * POST /api/loyalty/redemptions. The caller passes the Idempotency-Key it made once per confirmation, so a
 * double click or a retry after a lost answer spends the points once (the server replays the same voucher).
 */
export function useRedeemReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rewardId, idempotencyKey }: RedeemVariables) =>
      apiRequestJson<Voucher>("POST", `${LOYALTY_QUERY_ROOT}/redemptions`, { rewardId }, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }),
    onSuccess: () => queryClient.invalidateQueries({ predicate: isLoyaltyQuery }),
  });
}
