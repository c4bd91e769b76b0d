import { useQuery } from "@tanstack/react-query";
import { LEAD_STAGE_LABELS } from "@tavola/contracts";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { getErrorMessage } from "@/lib/api-client";
import { quotableLeadsQueryOptions } from "../api/quote-api";

/** Choose the lead to quote: New, Contacted and Quoted leads the viewer may work on. */
export function LeadPicker({ value, onChange }: { value: string | null; onChange: (id: string) => void }) {
  const leads = useQuery(quotableLeadsQueryOptions());
  if (leads.isError) return <p role="alert">{getErrorMessage(leads.error)}</p>;
  return (
    <FormField label="Lead" className="max-w-xl">
      <Select value={value ?? ""} disabled={leads.isPending} onChange={(e) => e.target.value && onChange(e.target.value)}>
        <option value="">{leads.isPending ? "Loading leads…" : leads.data.length ? "Choose a lead" : "No leads to quote"}</option>
        {leads.data?.map((l) => (
          <option key={l.id} value={l.id}>
            {l.eventName} · {l.companyName ?? l.contactName} · {l.eventDate} · {LEAD_STAGE_LABELS[l.stage]}
          </option>
        ))}
      </Select>
    </FormField>
  );
}
