import { Button } from "@/components/ui/button";

/** Back and "Save and continue" under a step, with the server's message when it refused without naming a field. */
export function StepActions({
  pending,
  formError,
  onBack,
  label = "Save and continue",
  disabled,
}: {
  pending: boolean;
  formError?: string | null;
  onBack?: () => void;
  label?: string;
  disabled?: boolean;
}) {
  return (
    <div className="grid gap-3">
      {formError ? <p role="alert" className="text-sm font-medium text-destructive" data-testid="step-error">{formError}</p> : null}
      <div className="flex flex-wrap justify-between gap-3">
        {onBack ? (
          <Button type="button" variant="outline" onClick={onBack}>
            Back
          </Button>
        ) : <span />}
        <Button type="submit" disabled={pending || disabled} data-testid="button-step-continue">
          {pending ? "Saving…" : label}
        </Button>
      </div>
    </div>
  );
}
