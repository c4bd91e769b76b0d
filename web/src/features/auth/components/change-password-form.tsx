import { zodResolver } from "@hookform/resolvers/zod";
import { PASSWORD_MIN_LENGTH, changePasswordSchema } from "@tavola/contracts";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { getErrorMessage } from "@/lib/api-client";
import { useChangePasswordMutation } from "../api/exec-auth-api";
import { FormErrorAlert } from "./form-error-alert";

/** Current password + a new one (the sign-up's strength rules, on the server); other sessions end. */
export function ChangePasswordForm() {
  const change = useChangePasswordMutation();
  const form = useForm({ resolver: zodResolver(changePasswordSchema), defaultValues: { currentPassword: "", newPassword: "" } });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => change.mutate(values, { onSuccess: () => form.reset() }));

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Change password">
      {change.isSuccess ? (
        <p role="status" className="rounded-md border border-primary/40 bg-primary/10 px-3 py-2 text-sm" data-testid="change-password-done">
          Your password is changed. Every other device signed in to your account has been signed out.
        </p>
      ) : null}
      <FormErrorAlert testId="change-password-error" message={change.isError ? getErrorMessage(change.error, "Unable to change your password.") : null} />
      <FormField label="Current password" error={errors.currentPassword?.message} required>
        <Input type="password" autoComplete="current-password" data-testid="input-current-password" {...form.register("currentPassword")} />
      </FormField>
      <FormField
        label="New password"
        error={errors.newPassword?.message}
        description={`At least ${PASSWORD_MIN_LENGTH} characters; a few unrelated words make a strong one.`}
        required
      >
        <Input type="password" autoComplete="new-password" data-testid="input-new-password" {...form.register("newPassword")} />
      </FormField>
      <Button type="submit" disabled={change.isPending} data-testid="button-change-password">
        {change.isPending ? "Saving..." : "Change password"}
      </Button>
    </form>
  );
}
