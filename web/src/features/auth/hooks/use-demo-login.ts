import { FALLBACK_FIRST_NAME, LOGIN_RELOAD_DELAY_MS, TOASTS, type Role } from "@tavola/contracts";
import { toast } from "@/components/ui/use-toast";
import { navigateTo, reloadPage } from "@/lib/browser-navigation";
import { useDemoLoginMutation } from "../api/auth-api";

/**
 * The spec's login buttons (section 4): pending → toast → full reload after 1 s so every screen
 * starts from the new session; failure → the spec's destructive toast.
 */
export function useDemoLogin(options: { role?: Role; redirectTo?: string } = {}) {
  const mutation = useDemoLoginMutation();
  const login = () =>
    mutation.mutate(options.role, {
      onSuccess: (user) => {
        toast(TOASTS.loginSuccess(user.firstName || FALLBACK_FIRST_NAME));
        window.setTimeout(() => {
          if (options.redirectTo) navigateTo(options.redirectTo);
          else reloadPage();
        }, LOGIN_RELOAD_DELAY_MS);
      },
      onError: () => {
        toast({ variant: "destructive", ...TOASTS.loginFailed });
      },
    });
  return { login, isPending: mutation.isPending };
}
