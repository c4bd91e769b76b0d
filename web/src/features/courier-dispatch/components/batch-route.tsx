import type { CourierBatch } from "@tavola/contracts";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ActiveRun } from "./active-run";

/**
 * A batch: 2–3 orders on one route. The stops in the route's order (pick up A, pick up B, drop A, drop B), ticked as
 * they are done, then each order's own card with its steps, "Picked up" and the customer's code.
 */
export function BatchRoute({ batch }: { batch: CourierBatch }) {
  const next = batch.stops.findIndex((s) => !s.done);
  return (
    <div className="grid gap-4" data-testid="batch-route">
      <Card className="border-primary">
        <CardHeader className="pb-2">
          <CardTitle className="text-lg">Batch · {batch.runs.length} orders on one route</CardTitle>
          <p className="text-sm text-muted-foreground">
            {batch.routeKm} km instead of {batch.separateKm} km for separate runs. Each order pays its own fee and tip.
          </p>
        </CardHeader>
        <CardContent>
          <ol className="grid gap-1 text-sm" aria-label="Stops in order">
            {batch.stops.map((s, i) => (
              <li
                key={`${s.kind}-${s.jobId}`}
                data-testid="batch-stop"
                aria-current={i === next ? "step" : undefined}
                className={s.done ? "rounded bg-muted px-2 py-1 text-muted-foreground line-through" : i === next ? "rounded bg-primary/15 px-2 py-1 font-semibold" : "rounded px-2 py-1"}
              >
                {i + 1}. {s.kind === "pickup" ? "Pick up" : "Drop"} {s.orderReference} · {s.place}
                {s.done && <span className="sr-only"> (done)</span>}
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>
      {batch.runs.map((run) => (
        <ActiveRun key={run.jobId} run={run} />
      ))}
    </div>
  );
}
