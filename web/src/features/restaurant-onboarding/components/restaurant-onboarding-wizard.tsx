import { ONBOARDING_STEP_IDS, ONBOARDING_STEP_SCHEMAS, ONBOARDING_STEP_TITLES, RESTAURANT_APPLICATION_STATUS_LABELS, type OnboardingStepId, type RestaurantApplication } from "@tavola/contracts";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { parseApiError } from "@/lib/api-error";
import { myRestaurantApplicationQueryOptions, useSaveOnboardingStep, useSubmitOnboarding } from "../api/onboarding-api";
import { stepBody, valuesFromDraft, type WizardValues } from "../lib/wizard-values";
import { HoursStep, InfoStep, LocationStep, ServicesStep, type StepProps, TablesStep } from "./step-fields";

const STEP_VIEWS: Record<OnboardingStepId, (p: StepProps) => ReactNode> = { info: InfoStep, location: LocationStep, hours: HoursStep, services: ServicesStep, tables: TablesStep };

/**
 * /restaurant-onboarding: the spec's wizard made real. Signed out, the first step is the owner's account; each later
 * step is checked with its own contracts schema, saved as the draft on "Save and continue" (so a visit later resumes
 * at the first unsaved step), and the last one submits the application for the executives' review.
 */
export function RestaurantOnboardingWizard({ signedIn, accountStep }: { signedIn: boolean; accountStep: ReactNode }) {
  const query = useQuery({ ...myRestaurantApplicationQueryOptions, enabled: signedIn });
  const total = ONBOARDING_STEP_IDS.length + 1;
  if (!signedIn) return <Frame step={1} total={total} title="Your account">{accountStep}</Frame>;
  if (query.isPending) return <p aria-busy="true" className="text-muted-foreground">Loading your application…</p>;
  if (query.isError) return <p role="alert" className="text-destructive">{parseApiError(query.error).message}</p>;
  const application = query.data.application;
  if (application && (application.status === "submitted" || application.status === "approved")) return <ApplicationStatus application={application} />;
  return <Steps key={application?.id ?? "new"} application={application} total={total} />;
}

function Frame({ step, total, title, children }: { step: number; total: number; title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader className="grid gap-3">
        <p className="text-sm text-muted-foreground" data-testid="text-step">
          Step {step} of {total}
        </p>
        <Progress value={(step / total) * 100} aria-label={`Step ${step} of ${total}`} />
        <h2 className="text-xl font-semibold">{title}</h2>
      </CardHeader>
      <CardContent className="grid gap-5">{children}</CardContent>
    </Card>
  );
}

function Steps({ application, total }: { application: RestaurantApplication | null; total: number }) {
  const saved = new Set(application?.savedSteps ?? []);
  const [index, setIndex] = useState(() => Math.max(0, ONBOARDING_STEP_IDS.findIndex((s) => !saved.has(s))));
  const [values, setValues] = useState<WizardValues>(() => valuesFromDraft(application?.data ?? {}));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveOnboardingStep();
  const submit = useSubmitOnboarding();
  const step = ONBOARDING_STEP_IDS[index]!;
  const last = index === ONBOARDING_STEP_IDS.length - 1;
  const View = STEP_VIEWS[step];

  function next(e: React.FormEvent) {
    e.preventDefault();
    const body = stepBody(step, values);
    const parsed = ONBOARDING_STEP_SCHEMAS[step].safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message])));
      return;
    }
    setErrors({});
    const onError = (error: unknown) => {
      const parsedError = parseApiError(error);
      setErrors({ _form: parsedError.message, ...Object.fromEntries(Object.entries(parsedError.fieldErrors).map(([k, v]) => [k, v[0] ?? ""])) });
    };
    save.mutate(
      { step, body },
      {
        onSuccess: () => (last ? submit.mutate(undefined, { onError }) : setIndex(index + 1)),
        onError,
      },
    );
  }

  const busy = save.isPending || submit.isPending;
  return (
    <form onSubmit={next} noValidate className="grid gap-4" aria-label="Restaurant onboarding">
      {application?.status === "changes_requested" || application?.status === "rejected" ? (
        <div role="status" className="rounded-md border border-amber-500/60 bg-amber-500/10 px-4 py-3 text-sm" data-testid="text-review-message">
          <p className="font-semibold">{application.status === "rejected" ? "Your application was not approved" : "The Tavola team asked for changes"}</p>
          {application.reviewMessage ? <p>{application.reviewMessage}</p> : null}
          <p className="text-muted-foreground">Update your answers and submit again.</p>
        </div>
      ) : null}
      <Frame step={index + 2} total={total} title={ONBOARDING_STEP_TITLES[step]}>
        {errors._form ? (
          <p role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 px-3 py-2 text-sm text-destructive">
            {errors._form}
          </p>
        ) : null}
        <View values={values} set={(patch) => setValues((v) => ({ ...v, ...patch }))} errors={errors} />
        <div className="flex justify-between gap-3 pt-2">
          <Button type="button" variant="outline" disabled={index === 0 || busy} onClick={() => (setErrors({}), setIndex(index - 1))} data-testid="button-previous">
            Previous
          </Button>
          <Button type="submit" disabled={busy} data-testid="button-next">
            {busy ? "Saving…" : last ? "Submit for review" : "Save and continue"}
          </Button>
        </div>
        <p className="text-xs text-muted-foreground">Each step is saved as you continue; come back any time to finish.</p>
      </Frame>
    </form>
  );
}

function ApplicationStatus({ application }: { application: RestaurantApplication }) {
  const name = String((application.data.info as { restaurantName?: string } | undefined)?.restaurantName ?? "Your restaurant");
  return (
    <Card data-testid="application-status">
      <CardHeader>
        <h2 className="text-xl font-semibold">{name}</h2>
        <p className="text-sm font-medium" data-testid="text-application-status">
          {RESTAURANT_APPLICATION_STATUS_LABELS[application.status]}
        </p>
      </CardHeader>
      <CardContent className="grid gap-3">
        {application.status === "approved" ? (
          <>
            <p>You're live on Tavola: guests can find {name}, order and book a table. Add your dishes on the Menu tab.</p>
            <Button asChild className="justify-self-start">
              <Link href="/restaurant-dashboard">Open your dashboard</Link>
            </Button>
          </>
        ) : (
          <p>Thank you! Our team reviews new restaurants within one business day; we'll email {application.ownerEmail} when it's decided.</p>
        )}
      </CardContent>
    </Card>
  );
}
