import { useLocation } from "wouter";
import { toast } from "@/components/ui/use-toast";
import { useLogoutMutation } from "@/features/auth/api/auth-api";

/** Sign Out from either header: back to the landing page, or a toast when the server could not be reached. */
export function useSignOut() {
  const logout = useLogoutMutation();
  const [, navigate] = useLocation();
  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => navigate("/"),
      onError: () => toast({ variant: "destructive", title: "Error", description: "Unable to sign out. Please try again." }),
    });
  return { signOut, pending: logout.isPending };
}
