import { isExecutive as isExecutiveRole } from "@tavola/contracts";
import { type SessionState, useSession } from "./use-session";

export type AuthState = SessionState & {
  /** ceo and super_admin get the executive view (spec section 6). */
  isExecutive: boolean;
};

/** Session plus role helpers for screens. (The app shell uses the lighter `useSession`.) */
export function useAuth(): AuthState {
  const session = useSession();
  return { ...session, isExecutive: isExecutiveRole(session.user?.role) };
}
