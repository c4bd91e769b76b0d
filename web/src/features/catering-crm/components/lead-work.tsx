import { LEAD_NOTE_MAX, LEAD_STAGE_LABELS, type LeadDetail } from "@tavola/contracts";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { parseApiError } from "@/lib/api-error";
import { useAddLeadNote, useAssignLead, useMergeLeads } from "../api/crm-api";

/** Owner (the restaurant's team) and, for executives, the restaurant. */
export function LeadAssignment({ lead }: { lead: LeadDetail }) {
  const assign = useAssignLead();
  const [error, setError] = useState<string>();
  const run = (input: { ownerUserId?: string | null; restaurantId?: string }) =>
    assign.mutate({ id: lead.id, input }, { onSuccess: () => setError(undefined), onError: (e) => setError(parseApiError(e).message) });
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {lead.assignableRestaurants.length > 0 ? (
        <FormField label="Restaurant">
          <Select value={lead.restaurant?.id ?? ""} disabled={assign.isPending} onChange={(e) => e.target.value && run({ restaurantId: e.target.value })}>
            <option value="">Not assigned</option>
            {lead.assignableRestaurants.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </Select>
        </FormField>
      ) : null}
      <FormField label="Owner" error={error} description={lead.restaurant ? undefined : "Assign a restaurant first"}>
        <Select value={lead.owner?.id ?? ""} disabled={assign.isPending || !lead.restaurant} onChange={(e) => run({ ownerUserId: e.target.value || null })}>
          <option value="">Nobody yet</option>
          {lead.assignableOwners.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </Select>
      </FormField>
    </div>
  );
}

/** A note for the team, or a logged call (which counts as the first contact). */
export function LeadNoteForm({ leadId }: { leadId: string }) {
  const add = useAddLeadNote();
  const [body, setBody] = useState("");
  const [error, setError] = useState<string>();
  const submit = (kind: "note" | "call") => {
    if (!body.trim()) return setError("Write a note");
    add.mutate(
      { id: leadId, input: { body: body.trim(), kind } },
      { onSuccess: () => (setBody(""), setError(undefined)), onError: (e) => setError(parseApiError(e).fieldErrors.body?.[0] ?? parseApiError(e).message) },
    );
  };
  return (
    <form
      className="grid gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        submit("note");
      }}
    >
      <FormField label="Add a note" error={error}>
        <Textarea maxLength={LEAD_NOTE_MAX} value={body} onChange={(e) => setBody(e.target.value)} className="min-h-20" />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={add.isPending}>
          Add note
        </Button>
        <Button type="button" size="sm" variant="outline" disabled={add.isPending} onClick={() => submit("call")}>
          Log call
        </Button>
      </div>
    </form>
  );
}

/** Other leads with the same email and event date, each mergeable into this one. */
export function LeadDuplicates({ lead }: { lead: LeadDetail }) {
  const merge = useMergeLeads();
  if (lead.duplicates.length === 0) return null;
  return (
    <section aria-labelledby="lead-duplicates" className="grid gap-2 rounded-lg border border-amber-600/40 bg-amber-50 p-3 text-amber-950 dark:bg-amber-950 dark:text-amber-50">
      <h3 id="lead-duplicates" className="text-sm font-semibold">
        Possible duplicates (same email and event date)
      </h3>
      <ul className="grid gap-2">
        {lead.duplicates.map((d) => (
          <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span className="min-w-0">
              {d.eventName} · {LEAD_STAGE_LABELS[d.stage]}
            </span>
            <Button
              size="sm"
              variant="outline"
              className="text-foreground"
              disabled={merge.isPending}
              onClick={() =>
                merge.mutate(
                  { id: lead.id, input: { duplicateId: d.id } },
                  {
                    onSuccess: () => toast({ title: "Merged", description: `${d.eventName} is now part of this lead.` }),
                    onError: (e) => toast({ variant: "destructive", title: "Not merged", description: parseApiError(e).message }),
                  },
                )
              }
            >
              Merge into this lead
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
