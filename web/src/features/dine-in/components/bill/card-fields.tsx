import { SANDBOX_CARDS } from "@tavola/contracts";
import { Info } from "lucide-react";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { type CardValues, formatCardNumber } from "../../lib/card-fields";

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
const YEARS_AHEAD = 12;

/** Card details for the sandbox vault (as on checkout; duplicated because features do not share components). */
export function CardFields({ value, onChange, errors }: { value: CardValues; onChange: (v: CardValues) => void; errors: Partial<Record<keyof CardValues, string>> }) {
  const thisYear = new Date().getFullYear();
  const set = (patch: Partial<CardValues>) => onChange({ ...value, ...patch });
  return (
    <fieldset className="grid gap-4" data-testid="fields-card">
      <legend className="mb-2 font-medium">Card</legend>
      <FormField label="Card number" error={errors.cardNumber} required>
        <Input
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          maxLength={23}
          value={value.cardNumber}
          onChange={(e) => set({ cardNumber: formatCardNumber(e.target.value) })}
          data-testid="input-card-number"
        />
      </FormField>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <FormField label="Expiry month" error={errors.expMonth} required>
          <Select autoComplete="cc-exp-month" value={value.expMonth} onChange={(e) => set({ expMonth: e.target.value })} data-testid="select-exp-month">
            <option value="">MM</option>
            {MONTHS.map((m) => (
              <option key={m} value={String(m)}>
                {String(m).padStart(2, "0")}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Expiry year" error={errors.expYear} required>
          <Select autoComplete="cc-exp-year" value={value.expYear} onChange={(e) => set({ expYear: e.target.value })} data-testid="select-exp-year">
            <option value="">YYYY</option>
            {Array.from({ length: YEARS_AHEAD }, (_, i) => thisYear + i).map((y) => (
              <option key={y} value={String(y)}>
                {y}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="CVC" error={errors.cvc} required className="col-span-2 sm:col-span-1">
          <Input inputMode="numeric" autoComplete="cc-csc" placeholder="123" maxLength={4} value={value.cvc} onChange={(e) => set({ cvc: e.target.value })} data-testid="input-cvc" />
        </FormField>
      </div>
      <p className="flex items-start gap-2 rounded-lg bg-muted/60 px-3 py-2 text-sm text-muted-foreground">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          Sandbox payments — no real charge. Test card <span className="font-mono text-foreground">{group(SANDBOX_CARDS.visaSuccess)}</span> succeeds;{" "}
          <span className="font-mono text-foreground">{group(SANDBOX_CARDS.declined)}</span> is declined. Any future expiry and any CVC.
        </span>
      </p>
    </fieldset>
  );
}

const group = (n: string) => n.replace(/(\d{4})(?=\d)/g, "$1 ");
