import type {
  PosApprovalList,
  PosApprovalRequest,
  PosApprovalRequestInput,
  PosCurrentShift,
  PosDiscountInput,
  PosOrderInput,
  PosPaymentInput,
  PosPaymentResult,
  PosRefundInput,
  PosRefundResult,
  PosSetup,
  PosShift,
  PosShiftOpenInput,
  PosTicket,
} from "@tavola/contracts";
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
      void qc.invalidateQueries({ queryKey: currentShiftQueryOptions.queryKey });
    },
  });
}

/** A mutation on a ticket whose answer is the ticket (fire a course, a discount): the till shows it at once. */
function useTicketMutation<I>(orderId: string, path: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => apiRequestJson<PosTicket>("POST", `/api/pos/orders/${encodeURIComponent(orderId)}/${path}`, input),
    onSuccess: (ticket) => {
      qc.setQueryData(posTicketQueryOptions(orderId).queryKey, ticket);
      void qc.invalidateQueries({ queryKey: posSetupQueryOptions.queryKey });
    },
  });
}

export function useFireCourse(orderId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (course: number) => apiRequestJson<PosTicket>("POST", `/api/pos/orders/${encodeURIComponent(orderId)}/courses/${course}/fire`, {}),
    onSuccess: (ticket) => qc.setQueryData(posTicketQueryOptions(orderId).queryKey, ticket),
  });
}

export const useApplyDiscount = (orderId: string) => useTicketMutation<PosDiscountInput>(orderId, "discounts");

export function useRefund(orderId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: PosRefundInput) => apiRequestJson<PosRefundResult>("POST", `/api/pos/orders/${encodeURIComponent(orderId)}/refunds`, input),
    onSuccess: (result) => {
      qc.setQueryData(posTicketQueryOptions(orderId).queryKey, result.ticket);
      void qc.invalidateQueries({ queryKey: currentShiftQueryOptions.queryKey });
    },
  });
}

export const useEmailReceipt = (orderId: string) =>
  useMutation({ mutationFn: (email: string) => apiRequestJson<{ queued: boolean }>("POST", `/api/pos/orders/${encodeURIComponent(orderId)}/receipt-email`, { email }) });

/** The caller's open shift (or null) with its running totals. */
export const currentShiftQueryOptions = queryOptions({
  queryKey: ["/api/pos/shifts/current"] as const,
  queryFn: ({ signal }) => apiRequestJson<PosCurrentShift>("GET", "/api/pos/shifts/current", undefined, { signal }),
});

export function useOpenShift() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: PosShiftOpenInput) => apiRequestJson<PosShift>("POST", "/api/pos/shifts", input),
    onSuccess: (shift) => qc.setQueryData(currentShiftQueryOptions.queryKey, { shift }),
  });
}

export function useCloseShift(shiftId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (countedCashCents: number) => apiRequestJson<PosShift>("POST", `/api/pos/shifts/${encodeURIComponent(shiftId)}/close`, { countedCashCents }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: currentShiftQueryOptions.queryKey }),
  });
}

/** Approval requests: an owner's or manager's pending ones to decide, or the caller's own recent ones. */
export const approvalRequestsQueryOptions = queryOptions({
  queryKey: ["/api/pos/approval-requests"] as const,
  queryFn: ({ signal }) => apiRequestJson<PosApprovalList>("GET", "/api/pos/approval-requests", undefined, { signal }),
});

export const approvalRequestQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ["/api/pos/approval-requests", id] as const,
    queryFn: ({ signal }) => apiRequestJson<PosApprovalRequest>("GET", `/api/pos/approval-requests/${encodeURIComponent(id)}`, undefined, { signal }),
  });

/** Sends a discount over the threshold to the owners' and managers' screens. */
export function useRequestApproval(orderId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: PosApprovalRequestInput) => apiRequestJson<PosApprovalRequest>("POST", `/api/pos/orders/${encodeURIComponent(orderId)}/discount-requests`, input),
    onSuccess: (request) => qc.setQueryData(approvalRequestQueryOptions(request.id).queryKey, request),
  });
}

/** An owner or manager approves or declines; the list, the request and its ticket are re-read. */
export function useDecideApproval() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: "approve" | "decline" }) =>
      apiRequestJson<PosApprovalRequest>("POST", `/api/pos/approval-requests/${encodeURIComponent(id)}/decision`, { decision }),
    onSettled: (request) => {
      void qc.invalidateQueries({ queryKey: approvalRequestsQueryOptions.queryKey });
      if (request) void qc.invalidateQueries({ queryKey: posTicketQueryOptions(request.orderId).queryKey });
    },
  });
}
