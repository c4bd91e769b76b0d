import { zodResolver } from "@hookform/resolvers/zod";
import { FALLBACK_FIRST_NAME, TOASTS, execLoginSchema, type ExecLoginStep, type User } from "@tavola/contracts";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { useExecLoginMutation } from "../api/exec-auth-api";
import { ExecDemoPanel } from "./exec-demo-panel";
import { FormErrorAlert } from "./form-error-alert";
import { RecoveryCodesPanel } from "./recovery-codes-panel";
import { SecondFactorForm } from "./second-factor-form";

type Stage = { kind: "password" } | { kind: "factor"; step: ExecLoginStep } | { kind: "codes"; codes: string[] };

/**
 * /ceo/login in three stages: email and password → the second factor (enrolling an authenticator on the first
 * sign-in) → on enrolment, the recovery codes, shown once. `onSignedIn` runs when the session exists and the
 * person is done here.
 */
export function ExecLoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [stage, setStage] = useState<Stage>({ kind: "password" });
  const login = useExecLoginMutation();
  const form = useForm({ resolver: zodResolver(execLoginSchema), defaultValues: { email: "", password: "" } });
  const { errors } = form.formState;

  const welcome = (user: User) => toast(TOASTS.loginSuccess(user.firstName || FALLBACK_FIRST_NAME));
  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, { onSuccess: (step) => setStage({ kind: "factor", step }) }),
  );

  if (stage.kind === "codes") return <RecoveryCodesPanel codes={stage.codes} onDone={onSignedIn} />;
  if (stage.kind === "factor") {
    return (
      <SecondFactorForm
        step={stage.step}
        onRestart={() => setStage({ kind: "password" })}
        onVerified={(result) => {
          welcome(result.user);
          if (result.recoveryCodes) setStage({ kind: "codes", codes: result.recoveryCodes });
          else onSignedIn();
        }}
      />
    );
  }
  return (
    <div className="grid gap-6">
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Executive sign in">
        <FormErrorAlert
          testId="ceo-login-error"
          message={login.isError ? getErrorMessage(login.error, TOASTS.loginFailed.description) : null}
        />
        <FormField label="Email" error={errors.email?.message} required>
          <Input type="email" autoComplete="username" data-testid="input-ceo-email" {...form.register("email")} />
        </FormField>
        <FormField label="Password" error={errors.password?.message} required>
          <Input type="password" autoComplete="current-password" data-testid="input-ceo-password" {...form.register("password")} />
        </FormField>
        <Button type="submit" disabled={login.isPending} data-testid="button-ceo-continue">
          {login.isPending ? "Authenticating..." : "Continue"}
        </Button>
      </form>
      <ExecDemoPanel
        onFill={(email, password) => {
          form.setValue("email", email, { shouldValidate: true });
          form.setValue("password", password, { shouldValidate: true });
        }}
      />
    </div>
  );
}
