import { zodResolver } from "@hookform/resolvers/zod";
import { PASSWORD_MIN_LENGTH, registerSchema } from "@tavola/contracts";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { getErrorMessage } from "@/lib/api-client";
import { useRegisterMutation } from "../api/auth-api";
import { FormErrorAlert } from "./form-error-alert";

export function SignupForm({ onSuccess }: { onSuccess: () => void }) {
  const register = useRegisterMutation();
  const form = useForm({
    resolver: zodResolver(registerSchema),
    defaultValues: { firstName: "", lastName: "", email: "", password: "" },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => register.mutate(values, { onSuccess }));

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Create account">
      <FormErrorAlert
        testId="signup-error"
        message={register.isError ? getErrorMessage(register.error, "Unable to create your account.") : null}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" error={errors.firstName?.message} required>
          <Input autoComplete="given-name" data-testid="input-first-name" {...form.register("firstName")} />
        </FormField>
        <FormField label="Last name" error={errors.lastName?.message} required>
          <Input autoComplete="family-name" data-testid="input-last-name" {...form.register("lastName")} />
        </FormField>
      </div>
      <FormField label="Email" error={errors.email?.message} required>
        <Input type="email" autoComplete="email" data-testid="input-email" {...form.register("email")} />
      </FormField>
      <FormField
        label="Password"
        error={errors.password?.message}
        description={`At least ${PASSWORD_MIN_LENGTH} characters; avoid common words and patterns.`}
        required
      >
        <Input
          type="password"
          autoComplete="new-password"
          data-testid="input-password"
          {...form.register("password")}
        />
      </FormField>
      <Button type="submit" disabled={register.isPending} data-testid="button-create-account">
        {register.isPending ? "Creating account..." : "Create Account"}
      </Button>
    </form>
  );
}
