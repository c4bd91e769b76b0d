import { type CheckoutInput, type CustomerContact, IDEMPOTENCY_HEADER, type Order, type Quote, type SavedAddress, type SavedCard, type TokenizeCardInput } from "@tavola/contracts";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { apiRequest, apiRequestJson, getErrorStatus } from "@/lib/api-client";
import { tokenizeCard } from "@/lib/card";
import { attemptFor, type CheckoutAttempt, isTokenFresh, keepsAttempt } from "../lib/checkout-attempt";
import { invalidateOrderLists } from "./orders-api";

/**
 * The server's price for the current choices (POST, but side-effect free, so it is a query keyed by its
 * input: changing a choice back reuses the cached answer). The previous quote stays on screen while the
 * next one loads so the totals don't flicker.
 */
export const quoteQueryOptions = (input: CheckoutInput | null) =>
  queryOptions({
    queryKey: ["/api/orders/quote", input] as const,
    queryFn: ({ signal }) => apiRequestJson<Quote>("POST", "/api/orders/quote", input, { signal }),
    enabled: input !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** The signed-in customer's delivery addresses from earlier orders, the last used first. */
export const savedAddressesQueryOptions = queryOptions({
  queryKey: ["/api/orders/addresses"] as const,
  queryFn: ({ signal }) => apiRequestJson<SavedAddress[]>("GET", "/api/orders/addresses", undefined, { signal }),
  staleTime: 60_000,
});

/** What checkout prefills for the signed-in customer: name, email, and the phone from their last order. */
export const customerContactQueryOptions = queryOptions({
  queryKey: ["/api/orders/contact"] as const,
  queryFn: ({ signal }) => apiRequestJson<CustomerContact>("GET", "/api/orders/contact", undefined, { signal }),
  staleTime: 5 * 60_000,
});

/** The signed-in customer's saved cards (brand, last four, expiry), the last used first. */
export const savedCardsQueryOptions = queryOptions({
  queryKey: ["/api/payments/cards"] as const,
  queryFn: ({ signal }) => apiRequestJson<SavedCard[]>("GET", "/api/payments/cards", undefined, { signal }),
  staleTime: 60_000,
});

/** Deletes a saved card (its token stops working on the server at once) and drops it from the list. */
export function useDeleteSavedCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest("DELETE", `/api/payments/cards/${id}`),
    onSuccess: (_res, id) => {
      queryClient.setQueryData<SavedCard[]>(savedCardsQueryOptions.queryKey, (cards) => cards?.filter((c) => c.id !== id));
      void queryClient.invalidateQueries({ queryKey: savedCardsQueryOptions.queryKey });
    },
  });
}

/** A one-off quote, to check a promo code before it joins the live quote. */
export const fetchQuote = (input: CheckoutInput) => apiRequestJson<Quote>("POST", "/api/orders/quote", input);

/** How the order is paid: a new card (tokenised first; kept if `save`) or one of the customer's saved cards. */
export type CheckoutPayment = { kind: "new"; card: TokenizeCardInput; save: boolean } | { kind: "saved"; savedCardId: string };
export type PlaceOrderVariables = { input: CheckoutInput; payment: CheckoutPayment };

/**
 * Tokenise a new card (card data goes to the sandbox vault only) or name a saved one, then place the order
 * with an Idempotency-Key. See checkout-attempt.ts for when the key and token are reused.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  const attemptRef = useRef<CheckoutAttempt | null>(null);

  return useMutation({
    mutationFn: async ({ input, payment }: PlaceOrderVariables) => {
      const attempt = attemptFor(attemptRef.current, JSON.stringify([input, payment]));
      attemptRef.current = attempt;
      let pay: { savedCardId: string } | { paymentToken: string; saveCard: boolean };
      if (payment.kind === "saved") pay = { savedCardId: payment.savedCardId };
      else {
        if (!isTokenFresh(attempt.token)) attempt.token = await tokenizeCard(payment.card);
        pay = { paymentToken: attempt.token.token, saveCard: payment.save };
      }
      return apiRequestJson<Order>("POST", "/api/orders", { ...input, ...pay }, { headers: { [IDEMPOTENCY_HEADER]: attempt.idempotencyKey } });
    },
    onError: (error) => {
      if (!keepsAttempt(getErrorStatus(error))) attemptRef.current = null;
    },
    onSuccess: (order, { payment }) => {
      attemptRef.current = null;
      // Not awaited: the lists refresh in the background while the customer moves on to tracking.
      void invalidateOrderLists(queryClient, order);
      if (payment.kind === "saved" || payment.save) void queryClient.invalidateQueries({ queryKey: savedCardsQueryOptions.queryKey });
    },
  });
}
