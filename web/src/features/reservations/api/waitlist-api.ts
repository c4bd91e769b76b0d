import type { CardToken, CreatedReservation, JoinWaitlistInput, joinedWaitlistSchema, TokenizeCardInput, WaitlistEntry } from "@tavola/contracts";
import type { z } from "zod";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { getJson, postJson } from "./http";

export type JoinedWaitlist = z.infer<typeof joinedWaitlistSchema>;

/** The sandbox vault: card details in, a one-use token out (the card number never reaches the booking). */
export const tokenizeCard = (card: TokenizeCardInput) => postJson<CardToken>("/api/payments/sandbox/tokens", card);

export const useJoinWaitlist = () => useMutation({ mutationFn: (input: JoinWaitlistInput) => postJson<JoinedWaitlist>("/api/waitlist", input) });

const waitlistUrl = (reference: string, token: string, suffix = "") =>
  `/api/waitlist/${encodeURIComponent(reference)}${suffix}?${new URLSearchParams({ token })}`;

export const waitlistQueryKey = (reference: string, token: string) => ["/api/waitlist", reference, { token }] as const;

/** A waitlist place, opened with its link's secret; refetched now and then since an offer can arrive at any time. */
export const waitlistQueryOptions = (reference: string, token: string) =>
  queryOptions({
    queryKey: waitlistQueryKey(reference, token),
    queryFn: ({ signal }) => getJson<WaitlistEntry>(waitlistUrl(reference, token), signal),
    staleTime: 0,
    refetchInterval: 30_000,
  });

/** "Book this table": tokenise the card when a hold is needed, then accept the offer (a normal booking on the server). */
export function useAcceptOffer(reference: string, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ card }: { card: TokenizeCardInput | null }) => {
      const hold = card ? await tokenizeCard(card) : null;
      return postJson<CreatedReservation>(waitlistUrl(reference, token, "/accept"), hold ? { holdPaymentToken: hold.token } : {});
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: waitlistQueryKey(reference, token) }),
  });
}

export function useCancelWaitlist(reference: string, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => postJson<WaitlistEntry>(waitlistUrl(reference, token, "/cancel"), {}),
    onSuccess: (entry) => queryClient.setQueryData(waitlistQueryKey(reference, token), entry),
    onError: () => void queryClient.invalidateQueries({ queryKey: waitlistQueryKey(reference, token) }),
  });
}
