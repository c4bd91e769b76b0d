import { useState, type FormEvent } from "react";
import type { MyBid, OpenJob } from "@tavola/contracts";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { fieldError, parseApiError } from "@/lib/api-error";
import { formatCents } from "@/lib/format";
import { usePlaceBid } from "../api/dispatch-api";
import { secondsUntil } from "../hooks/use-dispatch-stream";

const conditionLabels = (c: OpenJob["conditions"]) => [c.night && "Night", c.rain && "Rain", c.peak && "Peak"].filter(Boolean) as string[];

function BidForm({ job }: { job: OpenJob }) {
  const placeBid = usePlaceBid();
  const [dollars, setDollars] = useState(() => ((job.myBidCents ?? job.band.floorCents) / 100).toFixed(2));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const cents = Math.round(Number(dollars) * 100);
    placeBid.mutate({ jobId: job.id, amountCents: Number.isFinite(cents) ? cents : 0 });
  };
  const error = placeBid.error ? parseApiError(placeBid.error) : null;
  const message = error ? (fieldError(error, "amountCents") ?? error.message) : null;
  const inputId = `bid-${job.id}`;
  return (
    <form onSubmit={submit} className="grid gap-2" noValidate>
      <label htmlFor={inputId} className="text-sm font-medium">
        Your bid ({formatCents(job.band.floorCents)}–{formatCents(job.band.capCents)})
      </label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          data-testid={`input-bid-${job.id}`}
          inputMode="decimal"
          value={dollars}
          onChange={(e) => setDollars(e.target.value.slice(0, 8))}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${inputId}-error` : undefined}
          className="max-w-32"
        />
        <Button type="submit" disabled={placeBid.isPending} data-testid={`button-bid-${job.id}`}>
          {job.myBidCents === null ? "Bid" : "Update bid"}
        </Button>
      </div>
      {message && (
        <p id={`${inputId}-error`} role="alert" className="text-sm text-destructive">
          {message}
        </p>
      )}
    </form>
  );
}

/** Open jobs near me: fee band, pickup and drop-off areas, distance, and the seconds left to bid. */
export function JobOffers({ jobs, online, now }: { jobs: OpenJob[]; online: boolean; now: number }) {
  const open = jobs.filter((j) => secondsUntil(j.bidClosesAt, now) > 0);
  return (
    <section aria-labelledby="jobs-heading" className="grid gap-3">
      <h2 id="jobs-heading" className="text-xl font-semibold">
        Open jobs near you
      </h2>
      {!online ? (
        <p className="text-muted-foreground">You're offline.</p>
      ) : open.length === 0 ? (
        <p className="text-muted-foreground" data-testid="text-no-jobs">
          No open jobs within 6 km right now. New ones appear here live.
        </p>
      ) : (
        open.map((job) => {
          const left = secondsUntil(job.bidClosesAt, now);
          return (
            <Card key={job.id} data-testid={`card-job-${job.id}`}>
              <CardHeader className="pb-2">
                <CardTitle className="flex flex-wrap items-center justify-between gap-2 text-base">
                  <span>{job.restaurantName}</span>
                  <span className="text-sm font-normal" aria-live="off">
                    {left >= 120 ? `${Math.floor(left / 60)} min left to bid` : `${left} s left to bid`}
                  </span>
                </CardTitle>
              </CardHeader>
              <CardContent className="grid gap-3">
                <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
                  <dt className="text-muted-foreground">Fee band</dt>
                  <dd className="font-semibold">
                    {formatCents(job.band.floorCents)} – {formatCents(job.band.capCents)}
                  </dd>
                  <dt className="text-muted-foreground">Pickup</dt>
                  <dd>
                    {job.pickupArea} · {job.toPickupKm.toFixed(1)} km from you
                  </dd>
                  <dt className="text-muted-foreground">Drop-off</dt>
                  <dd>{job.dropoffArea}</dd>
                  <dt className="text-muted-foreground">Ride</dt>
                  <dd>
                    {job.distanceKm.toFixed(1)} km · about {job.expectedMinutes} min
                  </dd>
                </dl>
                {conditionLabels(job.conditions).length > 0 && (
                  <div className="flex gap-1">
                    {conditionLabels(job.conditions).map((c) => (
                      <Badge key={c} variant="secondary">
                        {c}
                      </Badge>
                    ))}
                  </div>
                )}
                {job.myBidCents !== null && <p className="text-sm">Your bid: {formatCents(job.myBidCents)}</p>}
                <BidForm job={job} />
              </CardContent>
            </Card>
          );
        })
      )}
    </section>
  );
}

const OUTCOME: Record<MyBid["outcome"], { label: string; variant: "default" | "secondary" | "outline" | "destructive" }> = {
  pending: { label: "Waiting", variant: "outline" },
  won: { label: "Won", variant: "default" },
  lost: { label: "Not won", variant: "secondary" },
  cancelled: { label: "Cancelled", variant: "secondary" },
};

/** My bids only, each with why it was or was not won once decided. */
export function MyBids({ bids }: { bids: MyBid[] }) {
  if (bids.length === 0) return null;
  return (
    <section aria-labelledby="bids-heading" className="grid gap-2">
      <h2 id="bids-heading" className="text-xl font-semibold">
        My bids
      </h2>
      <ul className="grid gap-2">
        {bids.map((b) => (
          <li key={b.jobId} className="rounded-md border p-3 text-sm" data-testid={`bid-${b.jobId}`}>
            <div className="flex items-center justify-between gap-2">
              <span className="font-medium">
                {b.restaurantName} · {formatCents(b.amountCents)}
              </span>
              <Badge variant={OUTCOME[b.outcome].variant}>{OUTCOME[b.outcome].label}</Badge>
            </div>
            {b.explanation && (
              <p className="mt-1 text-muted-foreground" data-testid={`text-bid-explanation-${b.jobId}`}>
                {b.explanation}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
