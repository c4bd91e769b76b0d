import { useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { getErrorMessage, getErrorStatus } from "@/lib/api-client";
import { clientPdfUrl, clientQuoteQueryOptions, useAcceptQuote } from "../api/quote-api";
import { CancellationPanel, ReconfirmBox } from "./client-event-actions";
import { QuoteSummary } from "./quote-summary";

/** The client's page from the mailed link (no account): the latest sent version, the PDF, and accepting it by name. */
export function ClientQuote({ token }: { token: string }) {
  const quote = useQuery(clientQuoteQueryOptions(token));
  const accept = useAcceptQuote(token);
  const [fullName, setFullName] = useState("");
  const [nameError, setNameError] = useState<string | undefined>();

  if (quote.isPending) return <Skeleton className="h-64 w-full" aria-label="Loading the quote" />;
  if (quote.isError) {
    const status = getErrorStatus(quote.error);
    return (
      <p role="alert" className="rounded-md border p-4">
        {status === 404 || status === 400 ? "This quote link is not valid. Please use the latest link the restaurant sent you." : getErrorMessage(quote.error)}
      </p>
    );
  }
  const q = quote.data;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (fullName.trim().length < 2) return setNameError("Type your full name to accept");
    setNameError(undefined);
    accept.mutate({ versionId: q.version.id, fullName: fullName.trim() });
  };

  return (
    <Card data-testid="client-quote">
      <CardHeader>
        <CardTitle>
          {q.eventName} — quote v{q.version.number}
        </CardTitle>
        <p className="text-sm text-muted-foreground">
          {q.restaurantName ?? "Tavola catering"} for {q.contactName}, event on {q.eventDate}
        </p>
      </CardHeader>
      <CardContent className="grid gap-6">
        <QuoteSummary version={q.version} />
        <a className="text-sm font-medium text-primary underline underline-offset-4" href={clientPdfUrl(token)} target="_blank" rel="noreferrer">
          Download PDF
        </a>
        {q.event.cancellation.cancelled ? null : q.acceptance ? (
          <div role="status" className="grid gap-3 rounded-md border border-green-600/40 p-4">
            <p>
              Accepted by <strong>{q.acceptance.fullName}</strong> on {new Date(q.acceptance.acceptedAt).toLocaleString("en-US")} (v{q.acceptance.versionNumber}).
            </p>
            <Button asChild className="w-full sm:w-fit">
              <Link href={`/catering-checkout/${q.leadId}?token=${encodeURIComponent(token)}`}>{q.event.balance ? "Pay the balance" : "Pay the deposit"}</Link>
            </Button>
          </div>
        ) : q.expired ? (
          <p role="alert" className="rounded-md border border-destructive/50 p-4">
            {q.message}
          </p>
        ) : (
          <form onSubmit={onSubmit} className="grid gap-3" noValidate aria-label="Accept this quote">
            <FormField label="Your full name" error={nameError} required description="Typing your name accepts this version of the quote.">
              <Input value={fullName} onChange={(e) => setFullName(e.target.value)} maxLength={120} autoComplete="name" />
            </FormField>
            {accept.isError ? (
              <p role="alert" className="text-sm text-destructive">
                {getErrorMessage(accept.error)}
              </p>
            ) : null}
            <Button type="submit" disabled={accept.isPending} className="w-full sm:w-fit">
              {accept.isPending ? "Accepting…" : "Accept quote"}
            </Button>
          </form>
        )}
        {q.acceptance ? <ReconfirmBox q={q} token={token} /> : null}
        <CancellationPanel q={q} token={token} />
      </CardContent>
    </Card>
  );
}
