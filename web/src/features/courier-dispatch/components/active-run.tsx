import { useState, type FormEvent } from "react";
import type { ActiveRun as Run } from "@tavola/contracts";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { fieldError, parseApiError } from "@/lib/api-error";
import { formatCents } from "@/lib/format";
import { useDeliver, usePickUp } from "../api/dispatch-api";
import { DropRunDialog } from "./drop-run-dialog";
import { PositionSharing } from "./position-sharing";
import { useDispatchDemo } from "../demo/demo-mode";
import { DEMO_CODE } from "../demo/sample-board";

const STEPS = ["To restaurant", "Picked up", "To customer", "Delivered"] as const;

/** The active delivery: to the restaurant → picked up (the order goes out for delivery) → delivered with the customer's code. */
export function ActiveRun({ run }: { run: Run }) {
  const demo = useDispatchDemo();
  const pickUp = usePickUp();
  const deliver = useDeliver();
  const [code, setCode] = useState("");
  const current = run.status === "assigned" ? 0 : 2;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    deliver.mutate({ jobId: run.jobId, code: code.trim() });
  };
  const pickError = pickUp.error ? parseApiError(pickUp.error).message : null;
  const deliverError = deliver.error ? parseApiError(deliver.error) : null;
  const codeMessage = deliverError ? (fieldError(deliverError, "code") ?? deliverError.message) : null;
  // Unique per run: a batch shows two or three of these cards at once.
  const codeId = `handover-code-${run.jobId}`;
  return (
    <Card data-testid="card-active-run" className="border-primary">
      <CardHeader className="pb-2">
        <CardTitle className="text-lg">
          Active delivery · {run.orderReference}
        </CardTitle>
        {run.explanation && (
          <p className="text-sm text-muted-foreground" data-testid="text-run-explanation">
            {run.explanation}
          </p>
        )}
      </CardHeader>
      <CardContent className="grid gap-4">
        <ol className="grid grid-cols-2 gap-1 text-center text-xs sm:grid-cols-4" aria-label="Delivery steps">
          {STEPS.map((s, i) => (
            <li key={s} aria-current={i === current ? "step" : undefined} className={i <= current ? "rounded bg-primary/15 p-1 font-semibold" : "rounded bg-muted p-1 text-muted-foreground"}>
              {s}
            </li>
          ))}
        </ol>
        {demo ? (
          <p className="rounded-lg bg-muted px-3 py-2 text-sm" data-testid="text-position-sharing">
            Demo: your location is not shared. The customer's code is {DEMO_CODE}.
          </p>
        ) : (
          <PositionSharing jobId={run.jobId} />
        )}
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Restaurant</dt>
          <dd>
            {run.restaurant.name}, {run.restaurant.address}
          </dd>
          <dt className="text-muted-foreground">Customer</dt>
          <dd>
            {run.customerFirstName} · {run.dropoff.line1 ?? run.dropoff.area}
          </dd>
          <dt className="text-muted-foreground">Fee</dt>
          <dd>
            {formatCents(run.feeCents)}
            {run.tipCents > 0 && ` + ${formatCents(run.tipCents)} tip`}
          </dd>
        </dl>
        {run.status === "assigned" ? (
          <div className="grid gap-2">
            {!run.orderReady && <p className="text-sm text-muted-foreground">The kitchen is still preparing the order.</p>}
            <Button onClick={() => pickUp.mutate(run.jobId)} disabled={pickUp.isPending} data-testid="button-picked-up">
              Picked up
            </Button>
            <DropRunDialog jobId={run.jobId} />
            {pickError && (
              <p role="alert" className="text-sm text-destructive">
                {pickError}
              </p>
            )}
          </div>
        ) : (
          <form onSubmit={submit} className="grid gap-2" noValidate>
            <label htmlFor={codeId} className="text-sm font-medium">
              Customer's 4-digit code
            </label>
            <div className="flex gap-2">
              <Input
                id={codeId}
                data-testid="input-handover-code"
                inputMode="numeric"
                autoComplete="off"
                maxLength={4}
                value={code}
                onChange={(e) => setCode(e.target.value.replace(/\D/g, "").slice(0, 4))}
                aria-invalid={codeMessage ? true : undefined}
                aria-describedby={codeMessage ? `${codeId}-error` : undefined}
                className="max-w-28"
              />
              <Button type="submit" disabled={deliver.isPending} data-testid="button-delivered">
                Delivered
              </Button>
            </div>
            {codeMessage && (
              <p id={`${codeId}-error`} role="alert" className="text-sm text-destructive">
                {codeMessage}
              </p>
            )}
          </form>
        )}
      </CardContent>
    </Card>
  );
}
