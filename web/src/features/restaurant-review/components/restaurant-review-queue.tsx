import {
  ONBOARDING_WEEKDAYS,
  RESTAURANT_APPLICATION_STATUS_LABELS,
  RESTAURANT_APPLICATION_STATUSES,
  type RestaurantApplication,
  type RestaurantApplicationData,
  type RestaurantApplicationStatus,
} from "@tavola/contracts";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { parseApiError } from "@/lib/api-error";
import { restaurantApplicationsQueryOptions, useReviewRestaurant } from "../api/restaurant-review-api";

type Parts = Partial<Record<"info" | "location" | "hours" | "services" | "tables", Record<string, unknown>>>;
const data = (a: RestaurantApplication) => a.data as Parts;
const nameOf = (a: RestaurantApplication) => String(data(a).info?.restaurantName ?? "Unnamed restaurant");

/** /admin/restaurants: applications waiting for review first; each opens with its answers and the three decisions. */
export function RestaurantReviewQueue() {
  const [status, setStatus] = useState<RestaurantApplicationStatus>("submitted");
  const [open, setOpen] = useState<string | null>(null);
  const query = useQuery(restaurantApplicationsQueryOptions(status));
  const items = query.data?.items ?? [];
  const current = items.find((a) => a.id === open) ?? null;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)]">
      <div className="grid content-start gap-4">
        <div className="grid gap-1">
          <Label htmlFor="filter-restaurant-status">Status</Label>
          <Select id="filter-restaurant-status" value={status} onChange={(e) => (setStatus(e.target.value as RestaurantApplicationStatus), setOpen(null))}>
            {RESTAURANT_APPLICATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {RESTAURANT_APPLICATION_STATUS_LABELS[s]}
              </option>
            ))}
          </Select>
        </div>
        {query.isPending ? <p aria-busy="true">Loading applications…</p> : null}
        {query.isError ? <p role="alert" className="text-destructive">{parseApiError(query.error).message}</p> : null}
        {query.data && items.length === 0 ? <p className="rounded-md border p-4 text-sm" data-testid="text-queue-empty">Nothing here. New applications appear as they are submitted.</p> : null}
        <ul className="grid gap-2" aria-label="Restaurant applications">
          {items.map((a) => (
            <li key={a.id}>
              <button
                type="button"
                onClick={() => setOpen(a.id)}
                aria-current={open === a.id ? "true" : undefined}
                className="grid w-full gap-1 rounded-lg border p-3 text-left hover:bg-muted aria-[current=true]:border-primary"
                data-testid={`application-${nameOf(a)}`}
              >
                <span className="flex items-center justify-between gap-2 font-semibold">
                  {nameOf(a)} <Badge variant="secondary">{RESTAURANT_APPLICATION_STATUS_LABELS[a.status]}</Badge>
                </span>
                <span className="text-sm text-muted-foreground">
                  {a.ownerName} · {String(data(a).location?.city ?? "")} · {a.submittedAt ? `submitted ${new Date(a.submittedAt).toLocaleString()}` : "not submitted"}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </div>
      {current ? <ApplicationReview key={current.id} application={current} /> : <p className="text-muted-foreground">Choose an application to review it.</p>}
    </div>
  );
}

function ApplicationReview({ application }: { application: RestaurantApplication }) {
  const review = useReviewRestaurant(application.id);
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string | null>(null);
  const d = data(application) as Partial<Record<keyof Parts, Partial<RestaurantApplicationData>>>;
  const hours = d.hours?.operatingHours;
  const decide = (decision: "approve" | "request_changes" | "reject") =>
    review.mutate(
      { decision, message },
      {
        onSuccess: (a) => toast({ title: `${nameOf(a)}: ${RESTAURANT_APPLICATION_STATUS_LABELS[a.status].toLowerCase()}` }),
        onError: (e) => setError(parseApiError(e).fieldErrors.message?.[0] ?? parseApiError(e).message),
      },
    );
  return (
    <section aria-labelledby="application-title" className="grid content-start gap-4 rounded-xl border p-4" data-testid="application-review">
      <h2 id="application-title" className="text-xl font-semibold">
        {nameOf(application)}
      </h2>
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[9rem_1fr]">
        <dt className="text-muted-foreground">Owner</dt>
        <dd>{application.ownerName} ({application.ownerEmail})</dd>
        <dt className="text-muted-foreground">Cuisine</dt>
        <dd className="capitalize">{d.info?.cuisine}</dd>
        <dt className="text-muted-foreground">Description</dt>
        <dd>{d.info?.description || "—"}</dd>
        <dt className="text-muted-foreground">Address</dt>
        <dd>{d.location?.address} ({d.location?.lat}, {d.location?.lng}; {d.location?.timeZone})</dd>
        <dt className="text-muted-foreground">Contact</dt>
        <dd>{d.location?.phone} · {d.location?.email}</dd>
        <dt className="text-muted-foreground">Seats</dt>
        <dd>{d.location?.capacity} guests; {d.tables?.tables?.length ?? 0} tables</dd>
        <dt className="text-muted-foreground">Hours</dt>
        <dd>{hours ? ONBOARDING_WEEKDAYS.map((day) => `${day.slice(0, 3)} ${hours[day]?.closed ? "closed" : `${hours[day]?.open}–${hours[day]?.close}`}`).join(", ") : "—"}</dd>
        <dt className="text-muted-foreground">Services</dt>
        <dd>{d.services?.services?.join(", ")}</dd>
        <dt className="text-muted-foreground">Payment</dt>
        <dd>{d.services?.paymentMethods?.join(", ")}</dd>
        <dt className="text-muted-foreground">Tax</dt>
        <dd>{d.tables?.taxRatePpm != null ? `${d.tables.taxRatePpm / 10_000} %` : "—"}</dd>
      </dl>
      {application.reviewMessage ? <p className="text-sm">Last message: {application.reviewMessage}</p> : null}
      {application.status === "submitted" ? (
        <div className="grid gap-3">
          <div className="grid gap-1">
            <Label htmlFor="review-message">Message to the owner (needed to ask for changes or reject)</Label>
            <Textarea id="review-message" value={message} maxLength={1000} rows={3} aria-invalid={!!error} aria-describedby={error ? "review-error" : undefined} onChange={(e) => setMessage(e.target.value)} />
            {error ? (
              <p id="review-error" role="alert" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => decide("approve")} disabled={review.isPending} data-testid="button-approve">
              Approve
            </Button>
            <Button variant="outline" onClick={() => decide("request_changes")} disabled={review.isPending} data-testid="button-request-changes">
              Ask for changes
            </Button>
            <Button variant="destructive" onClick={() => decide("reject")} disabled={review.isPending} data-testid="button-reject">
              Reject
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
