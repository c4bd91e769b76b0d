import type { CourierBoard, CourierEarnings, CourierPayout, DropRunInput, MyBid, Presence, PresenceInput } from "@tavola/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequestJson } from "@/lib/api-client";

export const BOARD_KEY = ["/api/dispatch/board"] as const;
export const EARNINGS_KEY = ["/api/dispatch/earnings"] as const;

export const boardQueryOptions = queryOptions({
  queryKey: BOARD_KEY,
  queryFn: ({ signal }) => apiRequestJson<CourierBoard>("GET", "/api/dispatch/board", undefined, { signal }),
});

export const earningsQueryOptions = queryOptions({
  queryKey: EARNINGS_KEY,
  queryFn: ({ signal }) => apiRequestJson<CourierEarnings>("GET", "/api/dispatch/earnings", undefined, { signal }),
});

export const payoutsQueryOptions = queryOptions({
  queryKey: ["/api/dispatch/payouts"] as const,
  queryFn: ({ signal }) => apiRequestJson<CourierPayout[]>("GET", "/api/dispatch/payouts", undefined, { signal }),
});

/** Every dispatch write changes the board (and delivery the earnings): refetch both. */
function useDispatchMutation<T, R>(send: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: BOARD_KEY }), queryClient.invalidateQueries({ queryKey: EARNINGS_KEY })]);
    },
  });
}

export const useSetPresence = () => useDispatchMutation((input: PresenceInput) => apiRequestJson<Presence>("PUT", "/api/dispatch/presence", input));
export const usePlaceBid = () =>
  useDispatchMutation(({ jobId, amountCents }: { jobId: string; amountCents: number }) => apiRequestJson<MyBid>("POST", `/api/dispatch/jobs/${jobId}/bids`, { amountCents }));
export const usePickUp = () => useDispatchMutation((jobId: string) => apiRequestJson<{ ok: true }>("POST", `/api/dispatch/runs/${jobId}/pickup`));
export const useDeliver = () =>
  useDispatchMutation(({ jobId, code }: { jobId: string; code: string }) => apiRequestJson<{ ok: true }>("POST", `/api/dispatch/runs/${jobId}/deliver`, { code }));
export const useDropRun = () =>
  useDispatchMutation(({ jobId, ...body }: { jobId: string } & DropRunInput) => apiRequestJson<{ ok: true }>("POST", `/api/dispatch/runs/${jobId}/drop`, body));
