import type { CourierApplication } from "@tavola/contracts";
import { useState, type FormEvent } from "react";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { fieldError, parseApiError } from "@/lib/api-error";
import { useSaveBankStep } from "../api/courier-application-api";
import { StepActions } from "./step-actions";

/** The payout account. Only its last four digits come back: the number is never shown again. */
export function BankStep({ application, onDone, onBack }: { application: CourierApplication; onDone: () => void; onBack: () => void }) {
  const save = useSaveBankStep();
  const [accountHolder, setHolder] = useState(application.bank?.accountHolder ?? [application.firstName, application.lastName].filter(Boolean).join(" "));
  const [routingNumber, setRouting] = useState("");
  const [accountNumber, setAccount] = useState("");
  const error = save.isError ? parseApiError(save.error) : null;
  const keepSaved = application.bank !== null && routingNumber === "" && accountNumber === "";

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (keepSaved) return onDone();
    save.mutate({ accountHolder, routingNumber, accountNumber }, { onSuccess: onDone });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-5" aria-label="Bank details">
      {application.bank ? (
        <p className="rounded-md border bg-muted/40 p-3 text-sm" data-testid="text-saved-bank">
          Payouts go to {application.bank.accountHolder}, account ending {application.bank.last4}. Enter a new account below to change it.
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">Weekly payouts go here. We keep only the last four digits of the account number.</p>
      )}
      <FormField label="Account holder" error={fieldError(error, "accountHolder")} required>
        <Input autoComplete="name" value={accountHolder} onChange={(e) => setHolder(e.target.value)} maxLength={100} data-testid="input-account-holder" />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Routing number" error={fieldError(error, "routingNumber")} required={!application.bank}>
          <Input inputMode="numeric" autoComplete="off" value={routingNumber} onChange={(e) => setRouting(e.target.value.trim())} maxLength={9} data-testid="input-routing-number" />
        </FormField>
        <FormField label="Account number" error={fieldError(error, "accountNumber")} required={!application.bank}>
          <Input inputMode="numeric" autoComplete="off" value={accountNumber} onChange={(e) => setAccount(e.target.value.trim())} maxLength={17} data-testid="input-account-number" />
        </FormField>
      </div>
      <StepActions pending={save.isPending} onBack={onBack} formError={error && Object.keys(error.fieldErrors).length === 0 ? error.message : null} />
    </form>
  );
}
