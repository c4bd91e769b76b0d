import { zodResolver } from "@hookform/resolvers/zod";
import { PASSWORD_MIN_LENGTH, RESET_LINK_INVALID_MESSAGE, resetRequestSchema } from "@tavola/contracts";
import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useForm } from "react-hook-form";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api-client";
import { resetTokenQueryOptions, useResetPasswordMutation, useResetRequestMutation } from "../api/exec-auth-api";
import { FormErrorAlert } from "./form-error-alert";

/** Ask for a reset link: the answer is the same whether or not the email has an account. */
export function ResetRequestForm() {
  const request = useResetRequestMutation();
  const form = useForm({ resolver: zodResolver(resetRequestSchema), defaultValues: { email: "" } });
  const onSubmit = form.handleSubmit((values) => request.mutate(values));
  if (request.isSuccess) {
    return (
      <p role="status" className="text-sm" data-testid="reset-requested">
        {request.data.message}
      </p>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Request a reset link">
      <FormErrorAlert testId="reset-request-error" message={request.isError ? getErrorMessage(request.error, "Unable to send the link.") : null} />
      <FormField label="Email" error={form.formState.errors.email?.message} required>
        <Input type="email" autoComplete="email" data-testid="input-reset-email" {...form.register("email")} />
      </FormField>
      <Button type="submit" disabled={request.isPending} data-testid="button-send-reset">
        {request.isPending ? "Sending..." : "Email me a reset link"}
      </Button>
    </form>
  );
}

/** The emailed link's page: checks the token first, then sets a new password (every session of the account ends). */
export function ResetPasswordForm({ token }: { token: string }) {
  const check = useQuery(resetTokenQueryOptions(token));
  const reset = useResetPasswordMutation();
  const [password, setPassword] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();

  if (check.isPending) return <Spinner />;
  if (reset.isSuccess) {
    return (
      <div role="status" className="grid gap-3 text-sm" data-testid="reset-done">
        <p>Your password is set. Every device that was signed in to your account has been signed out.</p>
        <Link href="/ceo/login" className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline">
          Sign in
        </Link>
      </div>
    );
  }
  if (!check.data?.valid) {
    return (
      <div className="grid gap-3 text-sm" data-testid="reset-invalid">
        <FormErrorAlert message={RESET_LINK_INVALID_MESSAGE} />
        <Link href="/ceo/reset-password" className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline">
          Request a new link
        </Link>
      </div>
    );
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (password.length < PASSWORD_MIN_LENGTH) return setFieldError(`Password must be at least ${PASSWORD_MIN_LENGTH} characters`);
    setFieldError(undefined);
    reset.mutate({ token, password });
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Set a new password">
      <FormErrorAlert testId="reset-error" message={reset.isError ? getErrorMessage(reset.error, "Unable to set the password.") : null} />
      <FormField
        label="New password"
        error={fieldError}
        description={`At least ${PASSWORD_MIN_LENGTH} characters; a few unrelated words make a strong one.`}
        required
      >
        <Input
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          maxLength={256}
          data-testid="input-reset-password"
        />
      </FormField>
      <Button type="submit" disabled={reset.isPending} data-testid="button-set-password">
        {reset.isPending ? "Saving..." : "Set new password"}
      </Button>
    </form>
  );
}
