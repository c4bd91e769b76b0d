import type { AdminKeyInput, LoginInput, RegisterInput, Role, User } from "@tavola/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequestJson, getQueryFn } from "@/lib/api-client";

export const AUTH_USER_QUERY_KEY = ["/api/auth/user"] as const;

/**
 * Spec section 7: the user read is never stale and never refetches by itself; sign-in and sign-out
 * write the cache directly. A 401 means "signed out" and yields null instead of an error.
 */
export const authUserQueryOptions = queryOptions({
  queryKey: AUTH_USER_QUERY_KEY,
  queryFn: getQueryFn<User>({ on401: "returnNull" }),
  staleTime: Number.POSITIVE_INFINITY,
  refetchOnMount: false,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
});

/** Caches a freshly signed-in user; other cached data belonged to the previous session, so it goes. */
function useSetSignedInUser() {
  const queryClient = useQueryClient();
  return (user: User | null) => {
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== AUTH_USER_QUERY_KEY[0] });
    queryClient.setQueryData(AUTH_USER_QUERY_KEY, user);
  };
}

export function useLoginMutation() {
  const setUser = useSetSignedInUser();
  return useMutation({
    mutationFn: (input: LoginInput) => apiRequestJson<User>("POST", "/api/auth/login", input),
    onSuccess: setUser,
  });
}

export function useRegisterMutation() {
  const setUser = useSetSignedInUser();
  return useMutation({
    mutationFn: (input: RegisterInput) => apiRequestJson<User>("POST", "/api/auth/register", input),
    onSuccess: setUser,
  });
}

export function useLogoutMutation() {
  const setUser = useSetSignedInUser();
  return useMutation({
    mutationFn: () => apiRequestJson<{ ok: true }>("POST", "/api/auth/logout"),
    onSuccess: () => setUser(null),
  });
}

/** GET /api/test-login[?role=…]: the demo sign-in behind the spec's login buttons. */
export function useDemoLoginMutation() {
  const setUser = useSetSignedInUser();
  return useMutation({
    mutationFn: (role?: Role) => {
      const url = role ? `/api/test-login?role=${encodeURIComponent(role)}` : "/api/test-login";
      return apiRequestJson<User>("GET", url);
    },
    onSuccess: setUser,
  });
}

/** POST /api/auth/admin-key: 200 signs in as ceo; 403 wrong key; 404 when the feature is switched off. */
export function useAdminKeyMutation() {
  const setUser = useSetSignedInUser();
  return useMutation({
    mutationFn: (input: AdminKeyInput) => apiRequestJson<User>("POST", "/api/auth/admin-key", input),
    onSuccess: setUser,
  });
}
