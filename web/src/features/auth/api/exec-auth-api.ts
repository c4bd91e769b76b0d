import type {
  ChangePasswordInput,
  ExecDemoFactor,
  ExecLoginInput,
  ExecLoginStep,
  ExecSignedIn,
  ExecVerifyInput,
  ResetPasswordInput,
  ResetRequestInput,
} from "@tavola/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequestJson, getQueryFn } from "@/lib/api-client";
import { AUTH_USER_QUERY_KEY } from "./auth-api";

/** POST /api/ceo/login: the password step; answers what comes next (enrol a factor, or enter a code). */
export function useExecLoginMutation() {
  return useMutation({ mutationFn: (input: ExecLoginInput) => apiRequestJson<ExecLoginStep>("POST", "/api/ceo/login", input) });
}

/** POST /api/ceo/login/verify: the second factor; success is a new (executive) session. */
export function useExecVerifyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ExecVerifyInput) => apiRequestJson<ExecSignedIn>("POST", "/api/ceo/login/verify", input),
    onSuccess: ({ user }) => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== AUTH_USER_QUERY_KEY[0] });
      queryClient.setQueryData(AUTH_USER_QUERY_KEY, user);
    },
  });
}

/** GET /api/ceo/demo-factor: exists only in demo mode (404 otherwise, and then nothing is shown). */
export const demoFactorQueryOptions = queryOptions({
  queryKey: ["/api/ceo/demo-factor"] as const,
  queryFn: getQueryFn<ExecDemoFactor>({ on401: "returnNull" }),
  retry: false,
  // The code changes every 30 seconds; the panel reads it again on demand.
  staleTime: 0,
});

export function useChangePasswordMutation() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => apiRequestJson<{ ok: true }>("POST", "/api/auth/change-password", input),
  });
}

export function useResetRequestMutation() {
  return useMutation({
    mutationFn: (input: ResetRequestInput) => apiRequestJson<{ message: string }>("POST", "/api/auth/reset-password/request", input),
  });
}

export const resetTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ["/api/auth/reset-password/check", token] as const,
    queryFn: () => apiRequestJson<{ valid: boolean }>("GET", `/api/auth/reset-password/check?token=${encodeURIComponent(token)}`),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useResetPasswordMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ResetPasswordInput) => apiRequestJson<{ ok: true }>("POST", "/api/auth/reset-password", input),
    // Every session of the account ended; if it was this browser's, it is signed out now.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AUTH_USER_QUERY_KEY }),
  });
}
