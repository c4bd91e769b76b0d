import type { User } from "@tavola/contracts";
import { useQuery } from "@tanstack/react-query";
import { authUserQueryOptions } from "../api/auth-api";

export type SessionState = {
  user: User | null;
  isLoading: boolean;
  isAuthenticated: boolean;
  error: Error | null;
};

/**
 * The signed-in user, for the always-loaded shell (header, route guards). It imports only types from
 * the contracts, so the first-load bundle does not carry the zod schemas; screens that need role
 * checks use `useAuth()`, which lives in lazy chunks.
 */
export function useSession(): SessionState {
  const { data, isLoading, error } = useQuery(authUserQueryOptions);
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null, error };
}
