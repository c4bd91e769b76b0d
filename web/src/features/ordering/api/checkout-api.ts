import { type CheckoutInput, IDEMPOTENCY_HEADER, type Order, type Quote, type SavedAddress, type TokenizeCardInput } from "@tavola/contracts";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { apiRequestJson, getErrorStatus } from "@/lib/api-client";
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

/** A one-off quote, to check a promo code before it joins the live quote. */
export const fetchQuote = (input: CheckoutInput) => apiRequestJson<Quote>("POST", "/api/orders/quote", input);

export type PlaceOrderVariables = { input: CheckoutInput; card: TokenizeCardInput };

/**
 * Tokenise the card (card data goes to the sandbox vault only), then place the order with an
 * Idempotency-Key. See checkout-attempt.ts for when the key and token are reused.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  const attemptRef = useRef<CheckoutAttempt | null>(null);

  return useMutation({
    mutationFn: async ({ input, card }: PlaceOrderVariables) => {
      const attempt = attemptFor(attemptRef.current, JSON.stringify([input, card]));
      attemptRef.current = attempt;
      if (!isTokenFresh(attempt.token)) attempt.token = await tokenizeCard(card);
      return apiRequestJson<Order>("POST", "/api/orders", { ...input, paymentToken: attempt.token.token }, { headers: { [IDEMPOTENCY_HEADER]: attempt.idempotencyKey } });
    },
    onError: (error) => {
      if (!keepsAttempt(getErrorStatus(error))) attemptRef.current = null;
    },
    onSuccess: (order) => {
      attemptRef.current = null;
      // Not awaited: the lists refresh in the background while the customer moves on to tracking.
      void invalidateOrderLists(queryClient, order);
    },
  });
}
