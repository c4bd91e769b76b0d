import type { ChurnFitStatus } from "@tavola/contracts";
import { Progress } from "@/components/ui/progress";

/** A churn fit being computed by the job (never in the request): queued, or running with its progress. */
export function FitProgress({ pending, what }: { pending: ChurnFitStatus; what: string }) {
  const percent = Math.round(pending.progress * 100);
  return (
    <div role="status" className="grid gap-2 rounded-lg border p-4" data-testid="churn-fit-progress">
      <p className="text-sm">
        {what}: {pending.state === "queued" ? "queued, being computed shortly" : `being computed — ${percent}%`}. This page updates by itself.
      </p>
      <Progress value={pending.state === "queued" ? 0 : percent} aria-label={`${what}: progress`} />
    </div>
  );
}
