import { FALLBACK_FIRST_NAME, LOGIN_RELOAD_DELAY_MS, TOASTS, type Role } from "@tavola/contracts";
import { useLocation } from "wouter";
import { toast } from "@/components/ui/use-toast";
import { getErrorStatus } from "@/lib/api-client";
import { navigateTo, reloadPage } from "@/lib/browser-navigation";
import { useDemoLoginMutation } from "../api/auth-api";

/**
 * The spec's login buttons (section 4): pending → toast → full reload after 1 s so every screen
 * starts from the new session; failure → the spec's destructive toast. A server without demo mode has no
 * demo sign-in (404): the visitor is taken to the real sign-in form (`signInHref`) instead.
 */
export function useDemoLogin(options: { role?: Role; redirectTo?: string; signInHref?: string } = {}) {
  const mutation = useDemoLoginMutation();
  const [, navigate] = useLocation();
  const login = () =>
    mutation.mutate(options.role, {
      onSuccess: (user) => {
        toast(TOASTS.loginSuccess(user.firstName || FALLBACK_FIRST_NAME));
        window.setTimeout(() => {
          if (options.redirectTo) navigateTo(options.redirectTo);
          else reloadPage();
        }, LOGIN_RELOAD_DELAY_MS);
      },
      onError: (error) => {
        if (getErrorStatus(error) === 404) navigate(options.signInHref ?? "/login");
        else toast({ variant: "destructive", ...TOASTS.loginFailed });
      },
    });
  return { login, isPending: mutation.isPending };
}
