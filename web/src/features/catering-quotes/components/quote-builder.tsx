import { useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { QUOTE_LINE_KIND_LABELS, QUOTE_LINE_KINDS, SERVICE_TYPE_LABELS, SERVICE_TYPES, type LeadQuote, type QuoteLineKind, type ServiceType } from "@tavola/contracts";
import { Plus, Trash2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { getErrorMessage } from "@/lib/api-client";
import { formatCents } from "@/lib/format";
import { leadQuoteQueryOptions, teamPdfUrl, useSaveDraft, useSendQuote } from "../api/quote-api";
import { initialForm, previewOf, suggestedLines, toDraft, type DraftForm, type LineForm } from "../lib/draft-form";
import { QuoteTotalsTable } from "./quote-summary";

const STATUS_LABEL = { draft: "Draft", sent: "Sent", superseded: "Superseded", accepted: "Accepted", expired: "Expired" } as const;

/** The staff's quote builder for one lead: lines, service type, discount, deposits, a live preview, save and send. */
export function QuoteBuilder({ leadId }: { leadId: string }) {
  const quote = useQuery(leadQuoteQueryOptions(leadId));
  if (quote.isPending) return <Skeleton className="h-96 w-full" aria-label="Loading the quote" />;
  if (quote.isError) return <p role="alert">{getErrorMessage(quote.error)}</p>;
  return <BuilderForm key={leadId} quote={quote.data} />;
}

function BuilderForm({ quote }: { quote: LeadQuote }) {
  const [form, setForm] = useState<DraftForm>(() => initialForm(quote));
  const [clientPath, setClientPath] = useState<string | null>(null);
  const save = useSaveDraft(quote.leadId);
  const send = useSendQuote(quote.leadId);
  const latest = quote.versions[0];
  const locked = quote.acceptance !== null || !quote.canEdit;
  const preview = previewOf(form, quote.taxRatePpm);
  const set = (patch: Partial<DraftForm>) => setForm((f) => ({ ...f, ...patch }));
  const setLine = (i: number, patch: Partial<LineForm>) => set({ lines: form.lines.map((l, j) => (j === i ? { ...l, ...patch } : l)) });
  useEffect(() => setClientPath(null), [quote.leadId]);

  const onSend = async () => {
    const saved = await save.mutateAsync(toDraft(form));
    const draft = saved.versions[0];
    if (draft && !draft.sentAt) {
      const sent = await send.mutateAsync(draft.id);
      setClientPath(sent.clientPath);
    }
  };
  const error = save.error ?? send.error;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <Card>
        <CardHeader>
          <CardTitle>
            {quote.eventName} · {quote.contactName}
          </CardTitle>
          <p className="text-sm text-muted-foreground">
            {quote.eventDate} · {quote.headcount ?? "?"} guests · {quote.restaurantName ?? "No restaurant"} · tax {quote.taxRatePpm / 10_000} %
          </p>
        </CardHeader>
        <CardContent>
          <form className="grid gap-5" aria-label="Quote" onSubmit={(e) => { e.preventDefault(); save.mutate(toDraft(form)); }}>
            <fieldset disabled={locked} className="grid gap-5">
              <div className="flex flex-wrap items-end gap-3">
                <FormField label="Service type" className="min-w-48 flex-1">
                  <Select value={form.serviceType} onChange={(e) => set({ serviceType: e.target.value as ServiceType })}>
                    {SERVICE_TYPES.map((s) => <option key={s} value={s}>{SERVICE_TYPE_LABELS[s]}</option>)}
                  </Select>
                </FormField>
                <Button type="button" variant="outline" onClick={() => set({ lines: [...form.lines, ...suggestedLines(form.serviceType, quote.headcount)] })}>
                  Add staffing and equipment lines
                </Button>
              </div>

              <fieldset className="grid gap-3">
                <legend className="mb-1 font-semibold">Lines</legend>
                {form.lines.map((l, i) => (
                  <div key={i} className="grid gap-2 rounded-md border p-3 sm:grid-cols-[9rem_minmax(0,1fr)_5rem_7rem_auto]" role="group" aria-label={`Line ${i + 1}`}>
                    <FormField label="Kind">
                      <Select value={l.kind} onChange={(e) => setLine(i, { kind: e.target.value as QuoteLineKind })}>
                        {QUOTE_LINE_KINDS.map((k) => <option key={k} value={k}>{QUOTE_LINE_KIND_LABELS[k]}</option>)}
                      </Select>
                    </FormField>
                    <FormField label="Description">
                      <Input value={l.description} maxLength={200} onChange={(e) => setLine(i, { description: e.target.value })} />
                    </FormField>
                    <FormField label="Qty">
                      <Input inputMode="numeric" value={l.quantity} onChange={(e) => setLine(i, { quantity: e.target.value.replace(/\D/g, "") })} />
                    </FormField>
                    <FormField label="Unit price ($)">
                      <Input inputMode="decimal" value={l.unitPrice} onChange={(e) => setLine(i, { unitPrice: e.target.value })} />
                    </FormField>
                    <Button type="button" variant="ghost" size="icon" className="self-end" aria-label={`Remove line ${i + 1}`} onClick={() => set({ lines: form.lines.filter((_, j) => j !== i) })}>
                      <Trash2 aria-hidden="true" />
                    </Button>
                    <FormField label="Dietary note" className="sm:col-span-5">
                      <Input value={l.dietaryNote} maxLength={200} onChange={(e) => setLine(i, { dietaryNote: e.target.value })} />
                    </FormField>
                  </div>
                ))}
                <Button type="button" variant="outline" className="w-fit" onClick={() => set({ lines: [...form.lines, { kind: "custom", description: "", quantity: "1", unitPrice: "", dietaryNote: "" }] })}>
                  <Plus aria-hidden="true" /> Add line
                </Button>
              </fieldset>

              <div className="grid gap-3 sm:grid-cols-3">
                <FormField label="Discount">
                  <Select value={form.discountKind} onChange={(e) => set({ discountKind: e.target.value as DraftForm["discountKind"] })}>
                    <option value="none">No discount</option>
                    <option value="percent">Percent</option>
                    <option value="amount">Amount ($)</option>
                  </Select>
                </FormField>
                {form.discountKind !== "none" ? (
                  <FormField label={form.discountKind === "percent" ? "Discount (%)" : "Discount ($)"}>
                    <Input inputMode="decimal" value={form.discountValue} onChange={(e) => set({ discountValue: e.target.value })} />
                  </FormField>
                ) : null}
                <FormField label="Valid for (days)">
                  <Input inputMode="numeric" value={form.validDays} onChange={(e) => set({ validDays: e.target.value.replace(/\D/g, "") })} />
                </FormField>
              </div>

              <fieldset className="grid gap-3">
                <legend className="mb-1 font-semibold">Deposits</legend>
                {form.deposits.map((d, i) => (
                  <div key={i} className="grid gap-2 sm:grid-cols-[8rem_7rem_minmax(0,1fr)_auto]" role="group" aria-label={`Deposit ${i + 1}`}>
                    <FormField label="Kind">
                      <Select value={d.kind} onChange={(e) => set({ deposits: form.deposits.map((x, j) => (j === i ? { ...x, kind: e.target.value as "percent" | "amount" } : x)) })}>
                        <option value="percent">Percent</option>
                        <option value="amount">Amount ($)</option>
                      </Select>
                    </FormField>
                    <FormField label={d.kind === "percent" ? "Share (%)" : "Amount ($)"}>
                      <Input inputMode="decimal" value={d.value} onChange={(e) => set({ deposits: form.deposits.map((x, j) => (j === i ? { ...x, value: e.target.value } : x)) })} />
                    </FormField>
                    <FormField label="Due">
                      <Input type="date" value={d.dueDate} onChange={(e) => set({ deposits: form.deposits.map((x, j) => (j === i ? { ...x, dueDate: e.target.value } : x)) })} />
                    </FormField>
                    <Button type="button" variant="ghost" size="icon" className="self-end" aria-label={`Remove deposit ${i + 1}`} disabled={form.deposits.length === 1} onClick={() => set({ deposits: form.deposits.filter((_, j) => j !== i) })}>
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                ))}
                <Button type="button" variant="outline" className="w-fit" onClick={() => set({ deposits: [...form.deposits, { kind: "amount", value: "", dueDate: form.deposits.at(-1)?.dueDate ?? "" }] })}>
                  <Plus aria-hidden="true" /> Add deposit
                </Button>
                <p className="text-xs text-muted-foreground">The balance is captured after delivery.</p>
              </fieldset>

              {latest?.sentAt ? (
                <FormField label="What changed (for the next version)">
                  <Textarea value={form.changeNote} maxLength={500} onChange={(e) => set({ changeNote: e.target.value })} />
                </FormField>
              ) : null}
            </fieldset>

            {error ? <p role="alert" className="text-sm text-destructive">{getErrorMessage(error)}</p> : null}
            {locked ? (
              <p role="status" className="text-sm">
                {quote.acceptance ? `Accepted by ${quote.acceptance.fullName} (v${quote.acceptance.versionNumber}).` : "You can read this quote but not change it."}
              </p>
            ) : (
              <div className="flex flex-wrap gap-3">
                <Button type="submit" variant="outline" disabled={save.isPending || send.isPending}>Save draft</Button>
                <Button type="button" disabled={!preview.ok || save.isPending || send.isPending} onClick={() => void onSend().catch(() => undefined)}>
                  {send.isPending ? "Sending…" : "Send to client"}
                </Button>
              </div>
            )}
            {clientPath ? (
              <p role="status" className="break-all text-sm">
                Sent. The client was mailed this link: <a className="text-primary underline" href={clientPath}>{window.location.origin}{clientPath}</a>
              </p>
            ) : null}
          </form>
        </CardContent>
      </Card>

      <div className="grid content-start gap-6">
        <Card aria-live="polite">
          <CardHeader>
            <CardTitle>Preview</CardTitle>
          </CardHeader>
          <CardContent>
            {preview.ok ? (
              <QuoteTotalsTable figures={{ ...preview.totals, taxRatePpm: quote.taxRatePpm, schedule: preview.schedule }} />
            ) : (
              <p role="alert" className="text-sm text-destructive">{preview.message}</p>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Versions</CardTitle>
          </CardHeader>
          <CardContent>
            {quote.versions.length === 0 ? (
              <p className="text-sm text-muted-foreground">No versions yet. Save a draft to start v1.</p>
            ) : (
              <ol className="grid gap-3" data-testid="quote-versions">
                {quote.versions.map((v) => (
                  <li key={v.id} className="grid gap-1 text-sm">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="font-semibold">v{v.number}</span>
                      <Badge variant={v.status === "accepted" ? "default" : "secondary"}>{STATUS_LABEL[v.status]}</Badge>
                      <span className="tabular-nums">{formatCents(v.totalCents)}</span>
                      <a className="ml-auto text-primary underline underline-offset-4" href={teamPdfUrl(quote.leadId, v.number)} target="_blank" rel="noreferrer">
                        PDF<span className="sr-only"> of v{v.number}</span>
                      </a>
                    </div>
                    {v.changeNote ? <p className="text-muted-foreground">{v.changeNote}</p> : null}
                    {v.changes.length > 0 ? (
                      <ul className="list-disc pl-5 text-xs text-muted-foreground">{v.changes.map((c) => <li key={c}>{c}</li>)}</ul>
                    ) : null}
                  </li>
                ))}
              </ol>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
