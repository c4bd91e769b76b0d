import { COURIER_COMMISSION_PERCENT, COURIER_TERMS_VERSION, type CourierApplication } from "@tavola/contracts";
import { useState, type FormEvent } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { fieldError, parseApiError } from "@/lib/api-error";
import { useSaveTermsStep } from "../api/courier-application-api";
import { StepActions } from "./step-actions";

export function TermsStep({ application, onDone, onBack }: { application: CourierApplication; onDone: () => void; onBack: () => void }) {
  const save = useSaveTermsStep();
  const [accepted, setAccepted] = useState(application.termsVersion === COURIER_TERMS_VERSION);
  const error = save.isError ? parseApiError(save.error) : null;
  const termsError = fieldError(error, "acceptTerms", "termsVersion");
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ acceptTerms: accepted as true, termsVersion: COURIER_TERMS_VERSION }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Courier terms">
      <div className="grid gap-2 rounded-lg border border-primary/30 bg-primary/5 p-4 text-sm" data-testid="box-courier-terms">
        <p className="font-medium">Courier terms (version {COURIER_TERMS_VERSION})</p>
        <ul className="list-disc space-y-1 pl-5">
          <li>Courier commission {COURIER_COMMISSION_PERCENT}% per successful delivery, weekly payouts.</li>
          <li>Tips go to you in full.</li>
          <li>You bid for deliveries inside the fee band shown with each job.</li>
          <li>Keep your documents current; an expired one pauses your account.</li>
        </ul>
      </div>
      <label className="flex cursor-pointer items-start gap-3 text-sm">
        <Checkbox
          checked={accepted}
          onChange={(e) => setAccepted(e.target.checked)}
          aria-invalid={termsError ? true : undefined}
          aria-describedby={termsError ? "terms-error" : undefined}
          data-testid="checkbox-accept-terms"
        />
        <span className="py-3 sm:py-0">I accept the courier terms</span>
      </label>
      {termsError ? <p id="terms-error" role="alert" className="text-sm font-medium text-destructive">{termsError}</p> : null}
      <StepActions pending={save.isPending} onBack={onBack} />
    </form>
  );
}
