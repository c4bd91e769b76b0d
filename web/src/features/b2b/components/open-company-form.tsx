import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { fieldError, parseApiError, type ApiError } from "@/lib/api-error";
import { useOpenCompany, type CompanyList } from "../api/b2b-api";

/**
 * Executives open a company account: name, CVR or EU VAT number (checked by the server, its message on the field),
 * billing address, optional parent company; the first admin is invited by email.
 */
export function OpenCompanyForm({ companies, onOpened }: { companies: CompanyList["companies"]; onOpened: (id: string) => void }) {
  const open = useOpenCompany();
  const [v, setV] = useState({ name: "", vatNumber: "", line1: "", postalCode: "", city: "", country: "DK", parentCompanyId: "", adminEmail: "" });
  const [error, setError] = useState<ApiError | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const set = (k: keyof typeof v) => (e: { target: { value: string } }) => setV((x) => ({ ...x, [k]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setDone(null);
    try {
      const r = await open.mutateAsync({
        name: v.name,
        vatNumber: v.vatNumber,
        billingAddress: { line1: v.line1, postalCode: v.postalCode, city: v.city, country: v.country.toUpperCase() },
        parentCompanyId: v.parentCompanyId || null,
        adminEmail: v.adminEmail,
      });
      setDone(`${r.company.name} is open; ${v.adminEmail} was invited as its admin.`);
      onOpened(r.company.id);
    } catch (err) {
      setError(parseApiError(err));
    }
  }

  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2" noValidate aria-label="Open a company account">
      <FormField label="Company name" error={fieldError(error, "name")} required>
        <Input value={v.name} maxLength={200} onChange={set("name")} data-testid="input-company-name" />
      </FormField>
      <FormField label="CVR or EU VAT number" description="8-digit CVR, or a VAT number with its country prefix (DE123456789)" error={fieldError(error, "vatNumber")} required>
        <Input value={v.vatNumber} maxLength={30} onChange={set("vatNumber")} data-testid="input-company-vat" />
      </FormField>
      <FormField label="Street address" error={fieldError(error, "billingAddress.line1")} required>
        <Input value={v.line1} maxLength={200} autoComplete="street-address" onChange={set("line1")} />
      </FormField>
      <FormField label="Postal code" error={fieldError(error, "billingAddress.postalCode")} required>
        <Input value={v.postalCode} maxLength={20} autoComplete="postal-code" onChange={set("postalCode")} />
      </FormField>
      <FormField label="City" error={fieldError(error, "billingAddress.city")} required>
        <Input value={v.city} maxLength={100} onChange={set("city")} />
      </FormField>
      <FormField label="Country code" error={fieldError(error, "billingAddress.country")} required>
        <Input value={v.country} maxLength={2} autoComplete="country" onChange={set("country")} />
      </FormField>
      <FormField label="Parent company" error={fieldError(error, "parentCompanyId")}>
        <Select value={v.parentCompanyId} onChange={set("parentCompanyId")}>
          <option value="">None (invoiced itself)</option>
          {companies.filter((c) => !c.parentCompanyId).map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
        </Select>
      </FormField>
      <FormField label="First admin's email" error={fieldError(error, "adminEmail")} required>
        <Input type="email" value={v.adminEmail} maxLength={254} autoComplete="off" onChange={set("adminEmail")} />
      </FormField>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <Button type="submit" disabled={open.isPending} data-testid="button-open-company">Open account</Button>
        <p role="status" className="text-sm">{done ?? (error && !Object.keys(error.fieldErrors).length ? <span className="text-destructive">{error.message}</span> : null)}</p>
      </div>
    </form>
  );
}
