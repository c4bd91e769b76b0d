import { zodResolver } from "@hookform/resolvers/zod";
import { loginSchema } from "@tavola/contracts";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { getErrorMessage } from "@/lib/api-client";
import { useLoginMutation } from "../api/auth-api";
import { FormErrorAlert } from "./form-error-alert";

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const login = useLoginMutation();
  const form = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: "", password: "" },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => login.mutate(values, { onSuccess }));

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Sign in">
      <FormErrorAlert
        testId="login-error"
        message={login.isError ? getErrorMessage(login.error, "Unable to sign in. Please try again.") : null}
      />
      <FormField label="Email" error={errors.email?.message} required>
        <Input type="email" autoComplete="email" data-testid="input-email" {...form.register("email")} />
      </FormField>
      <FormField label="Password" error={errors.password?.message} required>
        <Input
          type="password"
          autoComplete="current-password"
          data-testid="input-password"
          {...form.register("password")}
        />
      </FormField>
      <Button type="submit" disabled={login.isPending} data-testid="button-sign-in">
        {login.isPending ? "Signing in..." : "Sign In"}
      </Button>
    </form>
  );
}
