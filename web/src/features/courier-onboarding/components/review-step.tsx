import { COURIER_DOCUMENT_LABELS, COURIER_VEHICLE_LABELS, type CourierApplication } from "@tavola/contracts";
import type { FormEvent } from "react";
import { parseApiError } from "@/lib/api-error";
import { useSubmitApplication } from "../api/courier-application-api";
import { StepActions } from "./step-actions";

/** The last look before "Submit application": what was saved, and what is still missing. */
export function ReviewStep({ application, onBack }: { application: CourierApplication; onBack: () => void }) {
  const submit = useSubmitApplication();
  const error = submit.isError ? parseApiError(submit.error) : null;
  const missing = error ? Object.values(error.fieldErrors).flat() : application.missing;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit.mutate();
  };
  const rows: Array<[string, string]> = [
    ["Name", [application.firstName, application.lastName].filter(Boolean).join(" ")],
    ["Phone", application.phone ?? "—"],
    ["Vehicle", application.vehicle ? COURIER_VEHICLE_LABELS[application.vehicle] : "—"],
    ["Zones", application.zones.join(", ") || "—"],
    ["Documents", application.documents.map((d) => COURIER_DOCUMENT_LABELS[d.kind]).join(", ") || "—"],
    ["Payouts", application.bank ? `Account ending ${application.bank.last4}` : "—"],
    ["Terms", application.termsVersion ? `Accepted (version ${application.termsVersion})` : "—"],
  ];
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Submit application">
      <dl className="grid gap-2 text-sm sm:grid-cols-[10rem_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-muted-foreground">{term}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {missing.length > 0 ? (
        <div role="alert" className="rounded-md border border-destructive/40 p-3 text-sm" data-testid="list-missing">
          <p className="font-medium">Before you submit:</p>
          <ul className="list-disc pl-5">{missing.map((m) => <li key={m}>{m}</li>)}</ul>
        </div>
      ) : null}
      <StepActions pending={submit.isPending} onBack={onBack} label="Submit application" formError={error && Object.keys(error.fieldErrors).length === 0 ? error.message : null} />
    </form>
  );
}
