import { zodResolver } from "@hookform/resolvers/zod";
import { adminKeySchema, FALLBACK_FIRST_NAME, LOGIN_RELOAD_DELAY_MS, TOASTS } from "@tavola/contracts";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage, getErrorStatus } from "@/lib/api-client";
import { reloadPage } from "@/lib/browser-navigation";
import { useAdminKeyMutation } from "../api/auth-api";
import { FormErrorAlert } from "./form-error-alert";

type AdminKeyDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

function describeAdminKeyError(error: unknown): string {
  // 404 means the deployment has no admin key configured, which is worth saying plainly.
  if (getErrorStatus(error) === 404) return "Admin key access is not enabled on this server.";
  // Outside demo mode the key raises a signed-in account; it never signs anyone in by itself.
  if (getErrorStatus(error) === 401) return "Sign in first: the admin key raises the account you are signed in with.";
  return getErrorMessage(error, "Unable to authenticate. Please try again.");
}

/** The spec's hidden 'CEO Access' modal: one masked, required admin key field. */
export function AdminKeyDialog({ open, onOpenChange }: AdminKeyDialogProps) {
  const adminKey = useAdminKeyMutation();
  const form = useForm({ resolver: zodResolver(adminKeySchema), defaultValues: { adminKey: "" } });

  const handleOpenChange = (next: boolean) => {
    if (!next) {
      form.reset();
      adminKey.reset();
    }
    onOpenChange(next);
  };

  const onSubmit = form.handleSubmit((values) =>
    adminKey.mutate(values, {
      onSuccess: (user) => {
        toast(TOASTS.loginSuccess(user.firstName || FALLBACK_FIRST_NAME));
        handleOpenChange(false);
        window.setTimeout(reloadPage, LOGIN_RELOAD_DELAY_MS);
      },
    }),
  );

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent data-testid="dialog-admin-key">
        <DialogHeader>
          <DialogTitle>CEO Access</DialogTitle>
          <DialogDescription>Enter the platform admin key to continue as the executive account.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormErrorAlert message={adminKey.isError ? describeAdminKeyError(adminKey.error) : null} />
          <FormField label="Admin key" error={form.formState.errors.adminKey?.message} required>
            <Input
              type="password"
              autoComplete="off"
              autoFocus
              data-testid="input-admin-key"
              {...form.register("adminKey")}
            />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => handleOpenChange(false)} data-testid="button-admin-cancel">
              Cancel
            </Button>
            <Button type="submit" disabled={adminKey.isPending} data-testid="button-admin-access">
              {adminKey.isPending ? "Authenticating..." : "Access Platform"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
