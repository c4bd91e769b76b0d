import type { ClientQuote, LeadBoard, LeadQuote, QuoteDraftInput } from "@tavola/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequestJson } from "@/lib/api-client";

const enc = encodeURIComponent;
/** Shares the CRM's key prefix: a sent quote moves its lead, so the board refetches too. */
export const QUOTES_KEY = ["/api/catering/crm"] as const;

export const leadQuoteQueryOptions = (leadId: string) =>
  queryOptions({
    queryKey: [...QUOTES_KEY, "quote", leadId] as const,
    queryFn: ({ signal }) => apiRequestJson<LeadQuote>("GET", `/api/catering/crm/leads/${enc(leadId)}/quote`, undefined, { signal }),
  });

/** Leads a quote can be built for: New, Contacted and Quoted. */
export const quotableLeadsQueryOptions = () =>
  queryOptions({
    queryKey: [...QUOTES_KEY, "board", "quotable"] as const,
    queryFn: async ({ signal }) => {
      const board = await apiRequestJson<LeadBoard>("GET", "/api/catering/crm/leads?perStage=100", undefined, { signal });
      return board.columns.filter((c) => c.stage === "new" || c.stage === "contacted" || c.stage === "quoted").flatMap((c) => c.leads);
    },
  });

export const clientQuoteQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ["/api/catering/quotes/by-token", token] as const,
    queryFn: ({ signal }) => apiRequestJson<ClientQuote>("GET", `/api/catering/quotes/by-token?token=${enc(token)}`, undefined, { signal }),
    retry: false,
  });

export const teamPdfUrl = (leadId: string, n: number) => `/api/catering/crm/leads/${enc(leadId)}/quote/versions/${n}.pdf`;
export const clientPdfUrl = (token: string) => `/api/catering/quotes/by-token/pdf?token=${enc(token)}`;

export function useSaveDraft(leadId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (draft: QuoteDraftInput) => apiRequestJson<LeadQuote>("PUT", `/api/catering/crm/leads/${enc(leadId)}/quote`, draft),
    onSuccess: (q) => qc.setQueryData(leadQuoteQueryOptions(leadId).queryKey, q),
  });
}

export function useSendQuote(leadId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (versionId: string) => apiRequestJson<LeadQuote & { clientPath: string }>("POST", `/api/catering/crm/leads/${enc(leadId)}/quote/send`, { versionId }),
    onSuccess: () => qc.invalidateQueries({ queryKey: QUOTES_KEY }),
  });
}

export function useAcceptQuote(token: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { versionId: string; fullName: string }) => apiRequestJson<ClientQuote>("POST", `/api/catering/quotes/by-token/accept?token=${enc(token)}`, input),
    onSuccess: (q) => qc.setQueryData(clientQuoteQueryOptions(token).queryKey, q),
  });
}

/** Pays the next deposit (with the client's card-on-file consent): the key is made once per checkout attempt, so a retried tap charges once. */
export function usePayDeposit(token: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentToken, key, keepCardOnFile = false }: { paymentToken: string; key: string; keepCardOnFile?: boolean }) =>
      apiRequestJson<ClientQuote>("POST", `/api/catering/quotes/by-token/deposits?token=${enc(token)}`, { paymentToken, keepCardOnFile }, { headers: { "Idempotency-Key": key } }),
    onSuccess: (q) => qc.setQueryData(clientQuoteQueryOptions(token).queryKey, q),
  });
}

/** Pays the balance after delivery (once per quote; the key makes a retried tap charge once). */
export function usePayBalance(token: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentToken, key }: { paymentToken: string; key: string }) =>
      apiRequestJson<ClientQuote>("POST", `/api/catering/quotes/by-token/balance?token=${enc(token)}`, { paymentToken }, { headers: { "Idempotency-Key": key } }),
    onSuccess: (q) => qc.setQueryData(clientQuoteQueryOptions(token).queryKey, q),
  });
}

/** Pays the part of a cancellation fee the deposits did not cover (once; the key makes a retried tap charge once). */
export function usePayCancellationFee(token: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentToken, key }: { paymentToken: string; key: string }) =>
      apiRequestJson<ClientQuote>("POST", `/api/catering/quotes/by-token/cancellation-fee?token=${enc(token)}`, { paymentToken }, { headers: { "Idempotency-Key": key } }),
    onSuccess: (q) => qc.setQueryData(clientQuoteQueryOptions(token).queryKey, q),
  });
}

/** The client confirms the booked event (the reconfirmation ladder stops). */
export function useReconfirmEvent(token: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequestJson<ClientQuote>("POST", `/api/catering/quotes/by-token/reconfirm?token=${enc(token)}`),
    onSuccess: (q) => qc.setQueryData(clientQuoteQueryOptions(token).queryKey, q),
  });
}

/** The client cancels, confirming the fee they were shown (409 with the new fee if the window was crossed). */
export function useCancelEvent(token: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { reason: string; acceptedFeeCents: number }) => apiRequestJson<ClientQuote>("POST", `/api/catering/quotes/by-token/cancel?token=${enc(token)}`, input),
    onSuccess: (q) => qc.setQueryData(clientQuoteQueryOptions(token).queryKey, q),
    onError: () => qc.invalidateQueries({ queryKey: clientQuoteQueryOptions(token).queryKey }),
  });
}
