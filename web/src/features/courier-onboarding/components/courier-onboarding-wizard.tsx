import type { CourierApplication } from "@tavola/contracts";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Progress } from "@/components/ui/progress";
import { Spinner } from "@/components/ui/spinner";
import { parseApiError } from "@/lib/api-error";
import { cn } from "@/lib/utils";
import { myApplicationQueryOptions } from "../api/courier-application-api";
import { ApplicationStatus } from "./application-status";
import { BankStep } from "./bank-step";
import { DocumentsStep } from "./documents-step";
import { ReviewStep } from "./review-step";
import { TermsStep } from "./terms-step";
import { VehicleStep } from "./vehicle-step";

export const COURIER_STEPS = ["Account", "Vehicle & zones", "Documents", "Bank details", "Terms", "Submit"] as const;

/** Where a saved draft resumes: the first step it has not completed. */
export function resumeStep(application: CourierApplication | null): number {
  if (!application?.vehicle) return 1;
  if (application.requiredDocuments.some((k) => !application.documents.some((d) => d.kind === k))) return 2;
  if (!application.bank) return 3;
  if (!application.termsAcceptedAt) return 4;
  return 5;
}

function StepProgress({ step }: { step: number }) {
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground" id="courier-progress-label">
        Step {step + 1} of {COURIER_STEPS.length}: {COURIER_STEPS[step]}
      </p>
      <Progress value={step + 1} max={COURIER_STEPS.length} aria-labelledby="courier-progress-label" />
      <ol className="hidden gap-2 text-xs sm:flex" aria-label="Steps">
        {COURIER_STEPS.map((name, i) => (
          <li key={name} aria-current={i === step ? "step" : undefined} className={cn("flex-1 rounded px-2 py-1", i === step ? "bg-primary/10 font-semibold text-foreground" : i < step ? "text-foreground" : "text-muted-foreground")}>
            {i < step ? "✓ " : ""}{name}
          </li>
        ))}
      </ol>
    </div>
  );
}

function StepFrame({ step, children }: { step: number; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    // Moving between steps puts focus on the new step's title, so a screen reader says where the user is.
    if (first.current) first.current = false;
    else heading.current?.focus();
  }, [step]);
  return (
    <div className="grid gap-6">
      <StepProgress step={step} />
      <section className="grid gap-4" aria-labelledby="courier-step-title">
        <h2 id="courier-step-title" ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
          {COURIER_STEPS[step]}
        </h2>
        {children}
      </section>
    </div>
  );
}

/**
 * The courier application: account (signed out, the page passes the sign-up form) → vehicle & zones → documents →
 * bank → terms → submit. Every step is saved on the server, so leaving and coming back resumes the draft.
 */
export function CourierOnboardingWizard({ signedIn, accountStep }: { signedIn: boolean; accountStep: ReactNode }) {
  const query = useQuery({ ...myApplicationQueryOptions, enabled: signedIn });
  const [chosen, setChosen] = useState<number | null>(null);
  const [editing, setEditing] = useState(false);
  // The step a visit resumes at is decided once, from the draft as loaded: saving a step must not jump ahead.
  const resumed = useRef<number | null>(null);
  if (resumed.current === null && query.data) resumed.current = resumeStep(query.data.application);

  if (!signedIn) return <StepFrame step={0}>{accountStep}</StepFrame>;
  if (query.isPending) return <div className="flex justify-center py-10"><Spinner label="Loading your application" /></div>;
  if (query.isError) return <p role="alert" className="text-destructive">{parseApiError(query.error).message}</p>;

  const application = query.data.application;
  if (application && (application.status === "applied" || application.status === "approved" || (application.status === "rejected" && !editing))) {
    return <ApplicationStatus application={application} onEdit={() => { setEditing(true); setChosen(1); }} />;
  }
  const step = chosen ?? resumed.current ?? 1;
  const go = (n: number) => () => setChosen(n);

  return (
    <StepFrame step={step}>
      {step <= 1 || !application ? (
        <VehicleStep application={application} onDone={go(2)} />
      ) : step === 2 ? (
        <DocumentsStep application={application} onDone={go(3)} onBack={go(1)} />
      ) : step === 3 ? (
        <BankStep application={application} onDone={go(4)} onBack={go(2)} />
      ) : step === 4 ? (
        <TermsStep application={application} onDone={go(5)} onBack={go(3)} />
      ) : (
        <ReviewStep application={application} onBack={go(4)} />
      )}
    </StepFrame>
  );
}
