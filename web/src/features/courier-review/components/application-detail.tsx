import { COURIER_DOCUMENT_LABELS, COURIER_VEHICLE_LABELS } from "@tavola/contracts";
import { useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { fieldError, parseApiError } from "@/lib/api-error";
import { applicationQueryOptions, documentHref, useReviewApplication } from "../api/courier-review-api";
import { StatusBadge } from "./status-badge";

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" }) : "—");

/** One application: who, vehicle, zones, each document to download, and the decision. */
export function ApplicationDetail({ id }: { id: string }) {
  const query = useQuery(applicationQueryOptions(id));
  const review = useReviewApplication(id);
  const [reason, setReason] = useState("");
  const [rejecting, setRejecting] = useState(false);
  const error = review.isError ? parseApiError(review.error) : null;
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = query.isSuccess;
  // Opened from the list: focus (and so scroll to) its title — on a phone the detail sits below the list.
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);

  if (query.isPending) return <Spinner label="Loading the application" />;
  if (query.isError) return <p role="alert" className="text-destructive">{parseApiError(query.error).message}</p>;
  const a = query.data;
  const reject = (e: FormEvent) => {
    e.preventDefault();
    review.mutate({ decision: "reject", reason });
  };

  return (
    <section className="grid gap-4 rounded-lg border p-4" aria-labelledby="application-title" data-testid="application-detail">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="application-title" ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">{[a.firstName, a.lastName].filter(Boolean).join(" ") || a.email}</h2>
        <StatusBadge status={a.status} />
      </div>
      <dl className="grid gap-1 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="text-muted-foreground">Email</dt><dd className="break-all">{a.email}</dd>
        <dt className="text-muted-foreground">Phone</dt><dd>{a.phone ?? "—"}</dd>
        <dt className="text-muted-foreground">Vehicle</dt><dd>{a.vehicle ? COURIER_VEHICLE_LABELS[a.vehicle] : "—"}</dd>
        <dt className="text-muted-foreground">Zones</dt><dd>{a.zones.join(", ") || "—"}</dd>
        <dt className="text-muted-foreground">Payouts</dt><dd>{a.bank ? `${a.bank.accountHolder}, ending ${a.bank.last4}` : "—"}</dd>
        <dt className="text-muted-foreground">Terms</dt><dd>{a.termsVersion ? `v${a.termsVersion}, ${when(a.termsAcceptedAt)}` : "—"}</dd>
        <dt className="text-muted-foreground">Submitted</dt><dd>{when(a.submittedAt)}</dd>
        {a.rejectionReason ? (<><dt className="text-muted-foreground">Reason</dt><dd>{a.rejectionReason}</dd></>) : null}
      </dl>
      <div className="grid gap-2">
        <h3 className="font-medium">Documents</h3>
        {a.documents.length === 0 ? <p className="text-sm text-muted-foreground">No documents uploaded.</p> : null}
        <ul className="grid gap-2">
          {a.documents.map((d) => (
            <li key={d.id}>
              <a href={documentHref(a.id, d.id)} download className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline" data-testid={`link-document-${d.kind}`}>
                <Download className="size-4" aria-hidden="true" />
                {COURIER_DOCUMENT_LABELS[d.kind]}: {d.fileName} ({Math.max(1, Math.round(d.sizeBytes / 1024))} KB)
              </a>
            </li>
          ))}
        </ul>
      </div>
      {a.status === "applied" ? (
        <div className="grid gap-3 border-t pt-4">
          {error && Object.keys(error.fieldErrors).length === 0 ? <p role="alert" className="text-sm font-medium text-destructive">{error.message}</p> : null}
          {rejecting ? (
            <form onSubmit={reject} noValidate className="grid gap-3" aria-label="Reject application">
              <FormField label="Reason (the applicant reads it)" error={fieldError(error, "reason")} required>
                <Textarea value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} rows={3} data-testid="input-reject-reason" />
              </FormField>
              <div className="flex flex-wrap gap-2">
                <Button type="submit" variant="destructive" disabled={review.isPending} data-testid="button-confirm-reject">Reject application</Button>
                <Button type="button" variant="outline" onClick={() => setRejecting(false)}>Cancel</Button>
              </div>
            </form>
          ) : (
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => review.mutate({ decision: "approve" })} disabled={review.isPending} data-testid="button-approve">Approve</Button>
              <Button variant="outline" onClick={() => setRejecting(true)} data-testid="button-reject">Reject…</Button>
            </div>
          )}
        </div>
      ) : null}
    </section>
  );
}
