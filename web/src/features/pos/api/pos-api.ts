import type { PosOrderInput, PosPaymentInput, PosPaymentResult, PosSetup, PosTicket } from "@tavola/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequestJson } from "@/lib/api-client";

/** The till: the restaurant, its tables and today's unpaid tickets (the server decides who may open it). */
export const posSetupQueryOptions = queryOptions({
  queryKey: ["/api/pos"] as const,
  queryFn: ({ signal }) => apiRequestJson<PosSetup>("GET", "/api/pos", undefined, { signal }),
  retry: false,
});

export const posTicketQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ["/api/pos/orders", orderId] as const,
    queryFn: ({ signal }) => apiRequestJson<PosTicket>("GET", `/api/pos/orders/${encodeURIComponent(orderId)}`, undefined, { signal }),
  });

/** Sends the ticket to the kitchen; the server's priced ticket comes back. */
export function useSendToKitchen() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: PosOrderInput) => apiRequestJson<PosTicket>("POST", "/api/pos/orders", input),
    onSuccess: (ticket) => {
      qc.setQueryData(posTicketQueryOptions(ticket.orderId).queryKey, ticket);
      void qc.invalidateQueries({ queryKey: posSetupQueryOptions.queryKey });
    },
  });
}

export function useTakePayment(orderId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: PosPaymentInput) => apiRequestJson<PosPaymentResult>("POST", `/api/pos/orders/${encodeURIComponent(orderId)}/payments`, input),
    onSuccess: (result) => {
      qc.setQueryData(posTicketQueryOptions(orderId).queryKey, result.ticket);
      void qc.invalidateQueries({ queryKey: posSetupQueryOptions.queryKey });
    },
  });
}
