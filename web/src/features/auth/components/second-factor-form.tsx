import { type ExecLoginStep, type ExecSignedIn } from "@tavola/contracts";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { getErrorMessage } from "@/lib/api-client";
import { useExecVerifyMutation } from "../api/exec-auth-api";
import { FormErrorAlert } from "./form-error-alert";

type Props = { step: ExecLoginStep; onVerified: (result: ExecSignedIn) => void; onRestart: () => void };

/** The second step: enrol (QR code + the secret for manual entry) and confirm, or enter a code / a recovery code. */
export function SecondFactorForm({ step, onVerified, onRestart }: Props) {
  const verify = useExecVerifyMutation();
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const enrolling = step.step === "enrol";

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const entered = value.replace(/\s+/g, "");
    if (!useRecovery && !/^\d{6}$/.test(entered)) return setFieldError("Enter the 6-digit code from your authenticator app");
    if (useRecovery && !entered) return setFieldError("Enter a recovery code");
    setFieldError(undefined);
    verify.mutate(useRecovery ? { recoveryCode: entered } : { code: entered }, { onSuccess: onVerified });
  };
  const expired = verify.isError && getErrorMessage(verify.error, "").includes("expired");

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Two-step verification">
      {enrolling ? (
        <div className="grid gap-3 text-sm" data-testid="totp-enrolment">
          <p>
            Set up two-step verification: scan this QR code with an authenticator app (Google Authenticator, 1Password,
            Authy…), then enter the 6-digit code it shows.
          </p>
          <img
            src={step.qrCodeDataUrl}
            alt="QR code to add Tavola to your authenticator app"
            width={192}
            height={192}
            className="mx-auto rounded-md bg-white p-2"
            data-testid="totp-qr"
          />
          <p>Can't scan it? Enter this key in the app instead:</p>
          <code className="block break-all rounded bg-muted px-2 py-1.5 text-center font-mono text-foreground" data-testid="totp-secret">
            {step.secret}
          </code>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          {useRecovery
            ? "Enter one of the recovery codes you saved when you set up two-step verification. Each works once."
            : "Enter the 6-digit code from your authenticator app."}
        </p>
      )}
      <FormErrorAlert testId="ceo-code-error" message={verify.isError ? getErrorMessage(verify.error, "That code did not work.") : null} />
      <FormField label={useRecovery ? "Recovery code" : "Authentication code"} error={fieldError} required>
        <Input
          value={value}
          onChange={(e) => setValue(e.target.value)}
          inputMode={useRecovery ? "text" : "numeric"}
          autoComplete="one-time-code"
          maxLength={useRecovery ? 64 : 6}
          autoFocus
          data-testid="input-ceo-code"
        />
      </FormField>
      <Button type="submit" disabled={verify.isPending} data-testid="button-ceo-verify">
        {verify.isPending ? "Authenticating..." : enrolling ? "Confirm and sign in" : "Sign in"}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        {!enrolling ? (
          <Button
            type="button"
            variant="link"
            className="h-auto min-h-11 px-0"
            onClick={() => {
              setUseRecovery(!useRecovery);
              setValue("");
              setFieldError(undefined);
            }}
            data-testid="button-toggle-recovery"
          >
            {useRecovery ? "Use your authenticator app" : "Use a recovery code"}
          </Button>
        ) : (
          <span />
        )}
        {expired ? (
          <Button type="button" variant="link" className="h-auto min-h-11 px-0" onClick={onRestart}>
            Start again
          </Button>
        ) : null}
      </div>
    </form>
  );
}
