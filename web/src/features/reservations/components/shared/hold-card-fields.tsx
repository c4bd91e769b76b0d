import { SANDBOX_CARDS } from "@tavola/contracts";
import { CreditCard, Info, ShieldCheck } from "lucide-react";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { InlineAlert } from "@/components/domain/state-panels";
import { type CardErrors, type CardValues, formatCardNumber } from "../../lib/hold-card";

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
const YEARS_AHEAD = 12;
const groupDigits = (n: string) => n.replace(/(\d{4})(?=\d)/g, "$1 ");

type HoldCardFieldsProps = {
  notice: string;
  values: CardValues;
  errors: CardErrors;
  /** The server's word on the card (declined, required). */
  cardError?: string | null;
  onChange: (values: CardValues) => void;
  idPrefix?: string;
};

/**
 * The no-show hold: what it costs and when it is charged, then the card. Card details go only to the
 * sandbox vault for a token; the booking carries the token.
 */
export function HoldCardFields({ notice, values, errors, cardError, onChange, idPrefix = "hold" }: HoldCardFieldsProps) {
  const thisYear = new Date().getFullYear();
  const set = (key: keyof CardValues, value: string) => onChange({ ...values, [key]: value });
  return (
    <div className="grid gap-4" data-testid="fields-card-hold">
      <p className="flex items-start gap-2 rounded-lg border border-primary/40 bg-primary/5 px-3 py-2 text-sm" data-testid="text-hold-notice">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        <span>{notice}</span>
      </p>
      <FormField label="Card number" required error={errors.cardNumber} id={`${idPrefix}-card-number`}>
        <Input
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          maxLength={23}
          value={values.cardNumber}
          onChange={(e) => set("cardNumber", formatCardNumber(e.target.value))}
          data-testid="input-card-number"
        />
      </FormField>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <FormField label="Expiry month" required error={errors.expMonth} id={`${idPrefix}-exp-month`}>
          <Select autoComplete="cc-exp-month" value={values.expMonth} onChange={(e) => set("expMonth", e.target.value)} data-testid="select-exp-month">
            <option value="">MM</option>
            {MONTHS.map((m) => (
              <option key={m} value={String(m)}>
                {String(m).padStart(2, "0")}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Expiry year" required error={errors.expYear} id={`${idPrefix}-exp-year`}>
          <Select autoComplete="cc-exp-year" value={values.expYear} onChange={(e) => set("expYear", e.target.value)} data-testid="select-exp-year">
            <option value="">YYYY</option>
            {Array.from({ length: YEARS_AHEAD }, (_, i) => thisYear + i).map((y) => (
              <option key={y} value={String(y)}>
                {y}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="CVC" required error={errors.cvc} id={`${idPrefix}-cvc`} className="col-span-2 sm:col-span-1">
          <Input inputMode="numeric" autoComplete="cc-csc" placeholder="123" maxLength={4} value={values.cvc} onChange={(e) => set("cvc", e.target.value)} data-testid="input-cvc" />
        </FormField>
      </div>
      <div className="flex items-start gap-2 rounded-lg bg-muted/60 px-3 py-2 text-sm text-muted-foreground">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <p>
          Sandbox payments — no real charge. Test cards: <span className="font-mono text-foreground">{groupDigits(SANDBOX_CARDS.visaSuccess)}</span> succeeds;{" "}
          <span className="font-mono text-foreground">{groupDigits(SANDBOX_CARDS.declined)}</span> is declined. Any future expiry and any CVC.
        </p>
      </div>
      <InlineAlert message={cardError} testId="error-card-hold" />
      <p className="flex items-center gap-2 text-xs text-muted-foreground">
        <CreditCard aria-hidden="true" className="size-3.5" />
        Your card is tokenised by the payment provider; Tavola never stores the number.
      </p>
    </div>
  );
}
