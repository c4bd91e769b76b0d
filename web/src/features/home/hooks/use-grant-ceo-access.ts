import { TOASTS, type User } from "@tavola/contracts";
import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";

/** A short, visible pending state so the 'Granting Access...' label is noticed rather than flashed. */
export const GRANT_CEO_DELAY_MS = 800;

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/**
 * Spec section 4/6: 'Grant CEO Access' only changes the locally held user's role to ceo — no server call.
 * The user lives in the query cache under `userQueryKey` (passed in by the screen, since features do not
 * import each other); a reload reads the real user from the server again.
 */
export function useGrantCeoAccess(userQueryKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<User> => {
      await wait(GRANT_CEO_DELAY_MS);
      const user = queryClient.getQueryData<User | null>(userQueryKey);
      if (!user) throw new Error("There is no signed-in user to grant CEO access to.");
      return { ...user, role: "ceo" };
    },
    onSuccess: (user) => {
      queryClient.setQueryData<User | null>(userQueryKey, user);
      toast(TOASTS.ceoGranted);
    },
    onError: () => {
      toast({ variant: "destructive", ...TOASTS.ceoGrantFailed });
    },
  });
}
