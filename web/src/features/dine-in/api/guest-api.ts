import type {
  Bill,
  CheckInInput,
  CheckInResult,
  GuestDecision,
  Order,
  PayBillInput,
  PayBillResult,
  ServiceCall,
  TableSession,
  TokenizeCardInput,
} from "@tavola/contracts";
import type { demoTableSchema } from "@tavola/contracts";
import { type QueryClient, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequestJson } from "@/lib/api-client";
import { tokenizeCard } from "@/lib/card";
import { writeGuestToken } from "../lib/guest-token-store";
import { guestHeaders } from "./guest-headers";

/**
 * The guest's side of a table: check in, the session (who is here, whether the server is coming), the
 * menu, orders to the table and the bill. Several phones share one session, and the kitchen moves the
 * orders along, so the session and the bill are polled while they are on screen (every 5 s) instead of
 * holding a stream open on every phone at the table.
 */
export const TABLE_POLL_MS = 5_000;

export type DemoTable = z.infer<typeof demoTableSchema>;

export const sessionQueryKey = (guestToken: string) => ["/api/table-sessions/current", guestToken] as const;
export const billQueryKey = (guestToken: string) => ["/api/table-sessions/current/bill", guestToken] as const;

export const sessionQueryOptions = (guestToken: string) =>
  queryOptions({
    queryKey: sessionQueryKey(guestToken),
    queryFn: ({ signal }) => apiRequestJson<TableSession>("GET", "/api/table-sessions/current", undefined, { signal, headers: guestHeaders(guestToken) }),
    staleTime: 0,
    refetchOnMount: true,
    refetchInterval: (query) => (query.state.data?.status === "closed" || query.state.error ? false : TABLE_POLL_MS),
  });

export const billQueryOptions = (guestToken: string) =>
  queryOptions({
    queryKey: billQueryKey(guestToken),
    queryFn: ({ signal }) => apiRequestJson<Bill>("GET", "/api/table-sessions/current/bill", undefined, { signal, headers: guestHeaders(guestToken) }),
    staleTime: 0,
    refetchOnMount: true,
    refetchInterval: (query) => (query.state.data?.status === "closed" || query.state.error ? false : TABLE_POLL_MS),
  });

/** "Simulate QR Scan": the demo table's code, as if the camera had read it. */
export const fetchDemoTable = () => apiRequestJson<DemoTable>("GET", "/api/dine-in/demo-table");

/** The demo table, for Manual Entry's hint; none (404) outside demo mode. */
export const demoTableQueryOptions = queryOptions({
  queryKey: ["/api/dine-in/demo-table"],
  queryFn: fetchDemoTable,
  retry: false,
  staleTime: 5 * 60_000,
});

/** Check in by QR token or by restaurant and table; this phone keeps the guest secret for later visits. */
export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CheckInInput) => apiRequestJson<CheckInResult>("POST", "/api/table-sessions", input),
    onSuccess: ({ session, guestToken }) => {
      queryClient.setQueryData(sessionQueryKey(guestToken), session);
      writeGuestToken(guestToken);
    },
  });
}

/** Forget this phone's table (checked out, or the server no longer knows the secret). */
export function leaveTable(queryClient: QueryClient, guestToken: string | null) {
  writeGuestToken(null);
  if (guestToken) {
    queryClient.removeQueries({ queryKey: sessionQueryKey(guestToken) });
    queryClient.removeQueries({ queryKey: billQueryKey(guestToken) });
  }
}

/** Send the table's cart to the kitchen; the bill (which lists the table's orders) is re-read at once. */
export function useSendTableOrder(guestToken: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: { menuItemId: string; quantity: number; modifierOptionIds?: string[] }[]) =>
      apiRequestJson<Order>("POST", "/api/table-sessions/current/orders", { items }, { headers: guestHeaders(guestToken) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billQueryKey(guestToken) }),
  });
}

/** Let in (or decline) someone who joined the table by its number only; the session answered replaces the cached one. */
export function useDecideWaitingGuest(guestToken: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ guestId, decision }: { guestId: string; decision: GuestDecision }) =>
      apiRequestJson<TableSession>("POST", `/api/table-sessions/current/guests/${encodeURIComponent(guestId)}/admission`, { decision }, { headers: guestHeaders(guestToken) }),
    onSuccess: (session) => queryClient.setQueryData(sessionQueryKey(guestToken), session),
    // 409: someone else decided first; the session shows what they chose.
    onError: () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey(guestToken) }),
  });
}

/** Page the server; the session then carries the open call, which is what the screen shows. */
export function useCallServer(guestToken: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequestJson<ServiceCall>("POST", "/api/table-sessions/current/service-calls", { kind: "server" }, { headers: guestHeaders(guestToken) }),
    onSuccess: (call) => {
      queryClient.setQueryData<TableSession>(sessionQueryKey(guestToken), (s) => (s ? { ...s, serviceCall: call } : s));
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey(guestToken) });
    },
  });
}

export type PayVariables = { payment: Omit<PayBillInput, "paymentToken">; card: TokenizeCardInput };

/** Tokenise the card in the sandbox vault, then pay toward the bill; the server computes the amount. */
export function usePayBill(guestToken: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ payment, card }: PayVariables) => {
      const token = await tokenizeCard(card);
      return apiRequestJson<PayBillResult>("POST", "/api/table-sessions/current/bill/payments", { ...payment, paymentToken: token.token }, { headers: guestHeaders(guestToken) });
    },
    onSuccess: (result) => {
      queryClient.setQueryData(billQueryKey(guestToken), result.bill);
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey(guestToken) });
    },
    // 409 (someone else paid meanwhile): the bill on screen is stale.
    onError: () => void queryClient.invalidateQueries({ queryKey: billQueryKey(guestToken) }),
  });
}
