import { ArrowLeft, ArrowRight, Check } from "lucide-react";
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { cn } from "@/lib/utils";
import { nextStep, previousStep } from "./wizard-steps";
import type { WizardDefinition } from "./wizard-types";

/**
 * The one onboarding wizard behind the restaurant, customer and courier demos. Spec section 4/5: the step
 * moves by one within bounds, required fields are only marked (Next always advances), finishing goes to the
 * matching demo dashboard, and nothing is saved or sent — values live in this component's state only, so
 * they survive moving back and forth.
 */
export function OnboardingWizard<T>({ definition }: { definition: WizardDefinition<T> }) {
  const { key, title, subtitle, steps, initialValues, finishLabel, finishHref } = definition;
  const [, navigate] = useLocation();
  const [stepIndex, setStepIndex] = useState(0);
  const [values, setValues] = useState<T>(initialValues);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hasMoved = useRef(false);

  const total = steps.length;
  const step = steps[stepIndex];
  const isFirst = stepIndex === 0;
  const isLast = stepIndex === total - 1;

  const setValue = useCallback(<K extends keyof T>(field: K, value: T[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
  }, []);

  // Moving to another step replaces the fields under the keyboard user's focus; put focus on the new
  // step's heading so screen readers announce where they are (but not on first load).
  useEffect(() => {
    if (hasMoved.current) headingRef.current?.focus();
  }, [stepIndex]);

  function goTo(index: number) {
    hasMoved.current = true;
    setStepIndex(index);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isLast) navigate(finishHref);
    else goTo(nextStep(stepIndex, total));
  }

  if (!step) return null;
  const StepIcon = step.icon;
  const progressLabelId = `${key}-onboarding-progress-label`;

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14" data-testid={`page-demo-${key}-onboarding`}>
      <header className="mb-8 text-center">
        <p className="text-sm font-medium uppercase tracking-wide text-primary">Interactive demo</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-3 text-muted-foreground">{subtitle}</p>
      </header>

      <div className="mb-6 grid gap-2">
        <div className="flex items-center justify-between text-sm">
          <span id={progressLabelId} className="font-medium" data-testid="text-wizard-step">
            Step {stepIndex + 1} of {total}
          </span>
          <span className="text-muted-foreground" data-testid="text-wizard-percent">
            {Math.round(((stepIndex + 1) / total) * 100)}% complete
          </span>
        </div>
        <Progress
          value={stepIndex + 1}
          max={total}
          aria-labelledby={progressLabelId}
          data-testid="progress-wizard"
        />
        <ol className="mt-3 hidden gap-2 sm:grid" style={{ gridTemplateColumns: `repeat(${total}, minmax(0, 1fr))` }}>
          {steps.map((s, index) => (
            <li
              key={s.id}
              aria-current={index === stepIndex ? "step" : undefined}
              className={cn(
                "flex items-center gap-2 text-xs",
                index <= stepIndex ? "text-foreground" : "text-muted-foreground",
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  "flex size-6 shrink-0 items-center justify-center rounded-full border text-[0.7rem] font-semibold",
                  index < stepIndex && "border-primary bg-primary text-primary-foreground",
                  index === stepIndex && "border-primary text-primary",
                )}
              >
                {index < stepIndex ? <Check className="size-3.5" /> : index + 1}
              </span>
              <span className="truncate">{s.title}</span>
            </li>
          ))}
        </ol>
      </div>

      <Card>
        <form onSubmit={handleSubmit} noValidate aria-labelledby={`${key}-step-title`} data-testid={`form-${key}-onboarding`}>
          <div className="flex items-start gap-4 p-6">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <StepIcon aria-hidden="true" className="size-5" />
            </span>
            <div className="grid gap-1">
              <h2
                id={`${key}-step-title`}
                ref={headingRef}
                tabIndex={-1}
                className="text-xl font-semibold tracking-tight focus:outline-none"
                data-testid="text-step-title"
              >
                {step.title}
              </h2>
              <p className="text-sm text-muted-foreground">{step.description}</p>
            </div>
          </div>
          <CardContent className="grid gap-5" data-testid={`step-${step.id}`}>
            {step.render({ values, setValue })}
            <p className="text-xs text-muted-foreground">
              Fields marked * are required. This is a demo: nothing you enter is saved or sent.
            </p>
          </CardContent>
          <div className="flex items-center justify-between gap-3 border-t p-6">
            <Button
              variant="outline"
              onClick={() => goTo(previousStep(stepIndex))}
              disabled={isFirst}
              data-testid="button-wizard-previous"
            >
              <ArrowLeft aria-hidden="true" />
              Previous
            </Button>
            <Button type="submit" data-testid={isLast ? "button-wizard-finish" : "button-wizard-next"}>
              {isLast ? finishLabel : "Next"}
              {isLast ? <Check aria-hidden="true" /> : <ArrowRight aria-hidden="true" />}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
