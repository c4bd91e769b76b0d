import type { CreatedReservation, JoinWaitlistInput, joinedWaitlistSchema, TokenizeCardInput, WaitlistEntry } from "@tavola/contracts";
import type { z } from "zod";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequestJson } from "@/lib/api-client";
import { tokenizeCard } from "@/lib/card";

export type JoinedWaitlist = z.infer<typeof joinedWaitlistSchema>;

export const useJoinWaitlist = () => useMutation({ mutationFn: (input: JoinWaitlistInput) => apiRequestJson<JoinedWaitlist>("POST", "/api/waitlist", input) });

const waitlistUrl = (reference: string, token: string, suffix = "") =>
  `/api/waitlist/${encodeURIComponent(reference)}${suffix}?${new URLSearchParams({ token })}`;

export const waitlistQueryKey = (reference: string, token: string) => ["/api/waitlist", reference, { token }] as const;

/** A waitlist place, opened with its link's secret; refetched now and then since an offer can arrive at any time. */
export const waitlistQueryOptions = (reference: string, token: string) =>
  queryOptions({
    queryKey: waitlistQueryKey(reference, token),
    queryFn: ({ signal }) => apiRequestJson<WaitlistEntry>("GET", waitlistUrl(reference, token), undefined, { signal }),
    staleTime: 0,
    refetchInterval: 30_000,
  });

/** "Book this table": tokenise the card when a hold is needed, then accept the offer (a normal booking on the server). */
export function useAcceptOffer(reference: string, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ card }: { card: TokenizeCardInput | null }) => {
      const hold = card ? await tokenizeCard(card) : null;
      return apiRequestJson<CreatedReservation>("POST", waitlistUrl(reference, token, "/accept"), hold ? { holdPaymentToken: hold.token } : {});
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: waitlistQueryKey(reference, token) }),
  });
}

export function useCancelWaitlist(reference: string, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequestJson<WaitlistEntry>("POST", waitlistUrl(reference, token, "/cancel"), {}),
    onSuccess: (entry) => queryClient.setQueryData(waitlistQueryKey(reference, token), entry),
    onError: () => void queryClient.invalidateQueries({ queryKey: waitlistQueryKey(reference, token) }),
  });
}
