import type { CourierBoard, CourierEarnings, CourierPayout, DropRunInput, MyBid, Presence, PresenceInput } from "@tavola/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequestJson } from "@/lib/api-client";

import { applyDemoAction, type DemoAction } from "../demo/demo-actions";
import { useDispatchDemo } from "../demo/demo-mode";
import { BOARD_KEY, EARNINGS_KEY } from "./dispatch-keys";

export { BOARD_KEY, EARNINGS_KEY };

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

/**
 * Every dispatch write changes the board (and delivery the earnings): refetch both. In the demo the action changes the
 * local sample instead (`demo`), and nothing is sent or refetched.
 */
function useDispatchMutation<T, R>(send: (input: T) => Promise<R>, demo: (input: T) => DemoAction) {
  const queryClient = useQueryClient();
  const isDemo = useDispatchDemo();
  return useMutation({
    mutationFn: isDemo ? async (input: T) => applyDemoAction(queryClient, demo(input)) as R : send,
    onSettled: async () => {
      if (isDemo) return;
      await Promise.all([queryClient.invalidateQueries({ queryKey: BOARD_KEY }), queryClient.invalidateQueries({ queryKey: EARNINGS_KEY })]);
    },
  });
}

export const useSetPresence = () =>
  useDispatchMutation((input: PresenceInput) => apiRequestJson<Presence>("PUT", "/api/dispatch/presence", input), (input) => ({ kind: "presence", input }));
export const usePlaceBid = () =>
  useDispatchMutation(
    ({ jobId, amountCents }: { jobId: string; amountCents: number }) => apiRequestJson<MyBid>("POST", `/api/dispatch/jobs/${jobId}/bids`, { amountCents }),
    (input) => ({ kind: "bid", ...input }),
  );
export const usePickUp = () =>
  useDispatchMutation((jobId: string) => apiRequestJson<{ ok: true }>("POST", `/api/dispatch/runs/${jobId}/pickup`), (jobId) => ({ kind: "pickup", jobId }));
export const useDeliver = () =>
  useDispatchMutation(
    ({ jobId, code }: { jobId: string; code: string }) => apiRequestJson<{ ok: true }>("POST", `/api/dispatch/runs/${jobId}/deliver`, { code }),
    (input) => ({ kind: "deliver", ...input }),
  );
export const useDropRun = () =>
  useDispatchMutation(
    ({ jobId, ...body }: { jobId: string } & DropRunInput) => apiRequestJson<{ ok: true }>("POST", `/api/dispatch/runs/${jobId}/drop`, body),
    (input) => ({ kind: "drop", ...input }),
  );
