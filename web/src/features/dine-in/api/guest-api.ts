import type {
  Bill,
  CardToken,
  CheckInInput,
  CheckInResult,
  Menu,
  Order,
  PayBillInput,
  PayBillResult,
  Restaurant,
  ServiceCall,
  TableSession,
  TokenizeCardInput,
} from "@tavola/contracts";
import type { demoTableSchema } from "@tavola/contracts";
import { type QueryClient, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { writeGuestToken } from "../lib/guest-token-store";
import { getJson, postJson } from "./http";

/**
 * The guest's side of a table: check in, the session (who is here, whether the server is coming), the
 * menu, orders to the table and the bill. Several phones share one session, and the kitchen moves the
 * orders along, so the session and the bill are polled while they are on screen (every 5 s) instead of
 * holding a stream open on every phone at the table.
 */
export const TABLE_POLL_MS = 5_000;

export type DemoTable = z.infer<typeof demoTableSchema>;

/** The public restaurant list (the same key and answer as the ordering screens, so they share the cache). */
export const restaurantsQueryOptions = queryOptions({
  queryKey: ["/api/restaurants"] as const,
  queryFn: ({ signal }) => getJson<Restaurant[]>("/api/restaurants", { signal }),
});

export const menuQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: ["/api/restaurants", restaurantId, "menu"] as const,
    queryFn: ({ signal }) => getJson<Menu>(`/api/restaurants/${encodeURIComponent(restaurantId)}/menu`, { signal }),
    staleTime: 60_000,
    refetchOnMount: true,
  });

export const sessionQueryKey = (guestToken: string) => ["/api/table-sessions/current", guestToken] as const;
export const billQueryKey = (guestToken: string) => ["/api/table-sessions/current/bill", guestToken] as const;

export const sessionQueryOptions = (guestToken: string) =>
  queryOptions({
    queryKey: sessionQueryKey(guestToken),
    queryFn: ({ signal }) => getJson<TableSession>("/api/table-sessions/current", { signal, guestToken }),
    staleTime: 0,
    refetchOnMount: true,
    refetchInterval: (query) => (query.state.data?.status === "closed" || query.state.error ? false : TABLE_POLL_MS),
  });

export const billQueryOptions = (guestToken: string) =>
  queryOptions({
    queryKey: billQueryKey(guestToken),
    queryFn: ({ signal }) => getJson<Bill>("/api/table-sessions/current/bill", { signal, guestToken }),
    staleTime: 0,
    refetchOnMount: true,
    refetchInterval: (query) => (query.state.data?.status === "closed" || query.state.error ? false : TABLE_POLL_MS),
  });

/** "Simulate QR Scan": the demo table's code, as if the camera had read it. */
export const fetchDemoTable = () => getJson<DemoTable>("/api/dine-in/demo-table");

/** Check in by QR token or by restaurant and table; this phone keeps the guest secret for later visits. */
export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CheckInInput) => postJson<CheckInResult>("/api/table-sessions", input),
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
    mutationFn: (items: { menuItemId: string; quantity: number }[]) =>
      postJson<Order>("/api/table-sessions/current/orders", { items }, { guestToken }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billQueryKey(guestToken) }),
  });
}

/** Page the server; the session then carries the open call, which is what the screen shows. */
export function useCallServer(guestToken: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => postJson<ServiceCall>("/api/table-sessions/current/service-calls", { kind: "server" }, { guestToken }),
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
      const token = await postJson<CardToken>("/api/payments/sandbox/tokens", card);
      return postJson<PayBillResult>("/api/table-sessions/current/bill/payments", { ...payment, paymentToken: token.token }, { guestToken });
    },
    onSuccess: (result) => {
      queryClient.setQueryData(billQueryKey(guestToken), result.bill);
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey(guestToken) });
    },
    // 409 (someone else paid meanwhile): the bill on screen is stale.
    onError: () => void queryClient.invalidateQueries({ queryKey: billQueryKey(guestToken) }),
  });
}
