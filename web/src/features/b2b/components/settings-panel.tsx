import { useState, type FormEvent } from "react";
import type { CompanyAccount } from "@tavola/contracts";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { fieldError, parseApiError, type ApiError } from "@/lib/api-error";
import { useSaveSettings } from "../api/b2b-api";

/** What every order must carry and the monthly limit; read-only for orderers. */
export function SettingsPanel({ account }: { account: CompanyAccount }) {
  const c = account.company;
  const editable = account.viewerRole !== "orderer";
  const save = useSaveSettings(c.id);
  const [po, setPo] = useState(c.poNumberRequired);
  const [cc, setCc] = useState(c.costCentreRequired);
  const [limit, setLimit] = useState(c.monthlyLimitCents === null ? "" : String(c.monthlyLimitCents / 100));
  const [error, setError] = useState<ApiError | null>(null);
  const [saved, setSaved] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setSaved(false);
    const dollars = limit.trim() === "" ? null : Number(limit);
    if (dollars !== null && (!Number.isFinite(dollars) || dollars < 0)) {
      setError({ status: 400, code: "invalid", message: "The limit is an amount in dollars", fieldErrors: { monthlyLimitCents: ["The limit is an amount in dollars"] } });
      return;
    }
    try {
      await save.mutateAsync({ poNumberRequired: po, costCentreRequired: cc, monthlyLimitCents: dollars === null ? null : Math.round(dollars * 100) });
      setSaved(true);
    } catch (err) {
      setError(parseApiError(err));
    }
  }

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate aria-label="Order settings">
      <div className="flex items-center justify-between gap-3">
        <Label htmlFor="switch-po-required">PO number required</Label>
        <Switch id="switch-po-required" checked={po} onCheckedChange={setPo} disabled={!editable} data-testid="switch-po-required" />
      </div>
      <div className="flex items-center justify-between gap-3">
        <Label htmlFor="switch-cc-required">Cost centre required</Label>
        <Switch id="switch-cc-required" checked={cc} onCheckedChange={setCc} disabled={!editable} data-testid="switch-cost-centre-required" />
      </div>
      <FormField label="Monthly spending limit ($)" description="Empty: no limit" error={fieldError(error, "monthlyLimitCents")}>
        <Input type="number" inputMode="decimal" min={0} step="0.01" value={limit} onChange={(e) => setLimit(e.target.value)} disabled={!editable} data-testid="input-monthly-limit" />
      </FormField>
      <div className="text-sm text-muted-foreground">
        Billing address: {c.billingAddress.line1}, {c.billingAddress.postalCode} {c.billingAddress.city}, {c.billingAddress.country} · VAT {c.vatNumber}
        {c.parentCompanyName && <> · Part of {c.parentCompanyName}</>}
      </div>
      {editable && (
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={save.isPending} data-testid="button-save-settings">Save settings</Button>
          <p role="status" className="text-sm">{saved ? "Settings saved." : error && !Object.keys(error.fieldErrors).length ? <span className="text-destructive">{error.message}</span> : null}</p>
        </div>
      )}
    </form>
  );
}
