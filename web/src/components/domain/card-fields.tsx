import { SANDBOX_CARDS } from "@tavola/contracts";
import { CreditCard, Info } from "lucide-react";
import type { ComponentProps } from "react";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { type CardErrors, type CardValues, formatCardNumber } from "@/lib/card";

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
const YEARS_AHEAD = 12;
const groupDigits = (n: string) => n.replace(/(\d{4})(?=\d)/g, "$1 ");

/** What each control is bound to: react-hook-form's register(…) or a controlled value + onChange. */
export type CardControls = {
  cardNumber: ComponentProps<"input">;
  expMonth: ComponentProps<"select">;
  expYear: ComponentProps<"select">;
  cvc: ComponentProps<"input">;
};

/** Controls for a card kept in state; the number is grouped as it is typed. */
export function controlledCard(values: CardValues, onChange: (values: CardValues) => void): CardControls {
  const set = (key: keyof CardValues, value: string) => onChange({ ...values, [key]: value });
  return {
    cardNumber: { value: values.cardNumber, onChange: (e) => set("cardNumber", formatCardNumber(e.target.value)) },
    expMonth: { value: values.expMonth, onChange: (e) => set("expMonth", e.target.value) },
    expYear: { value: values.expYear, onChange: (e) => set("expYear", e.target.value) },
    cvc: { value: values.cvc, onChange: (e) => set("cvc", e.target.value) },
  };
}

type CardFieldsProps = {
  controls: CardControls;
  errors: CardErrors;
  /** Field ids become `<idPrefix>-card-number`…; generated ones without it. */
  idPrefix?: string;
  hintTestId?: string;
  /** The words before the test card numbers. */
  testCardsLead?: string;
};

/**
 * Card number, expiry and CVC for the sandbox vault, then the sandbox's test cards. Rendered as siblings so they
 * sit in the caller's grid (checkout's payment step, a booking's no-show hold, a table's bill).
 */
export function CardFields({ controls, errors, idPrefix, hintTestId, testCardsLead = "Test cards:" }: CardFieldsProps) {
  const thisYear = new Date().getFullYear();
  const id = (name: string) => (idPrefix ? `${idPrefix}-${name}` : undefined);
  return (
    <>
      <FormField label="Card number" error={errors.cardNumber} required id={id("card-number")}>
        <Input inputMode="numeric" autoComplete="cc-number" placeholder="1234 1234 1234 1234" maxLength={23} data-testid="input-card-number" {...controls.cardNumber} />
      </FormField>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <FormField label="Expiry month" error={errors.expMonth} required id={id("exp-month")}>
          <Select autoComplete="cc-exp-month" data-testid="select-exp-month" {...controls.expMonth}>
            <option value="">MM</option>
            {MONTHS.map((m) => (
              <option key={m} value={String(m)}>
                {String(m).padStart(2, "0")}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Expiry year" error={errors.expYear} required id={id("exp-year")}>
          <Select autoComplete="cc-exp-year" data-testid="select-exp-year" {...controls.expYear}>
            <option value="">YYYY</option>
            {Array.from({ length: YEARS_AHEAD }, (_, i) => thisYear + i).map((y) => (
              <option key={y} value={String(y)}>
                {y}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="CVC" error={errors.cvc} required id={id("cvc")} className="col-span-2 sm:col-span-1">
          <Input inputMode="numeric" autoComplete="cc-csc" placeholder="CVC" maxLength={4} data-testid="input-cvc" {...controls.cvc} />
        </FormField>
      </div>
      <div className="flex items-start gap-2 rounded-lg bg-muted/60 px-3 py-2 text-sm text-muted-foreground" data-testid={hintTestId}>
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <p>
          Sandbox payments — no real charge. {testCardsLead} <span className="font-mono text-foreground">{groupDigits(SANDBOX_CARDS.visaSuccess)}</span> succeeds;{" "}
          <span className="font-mono text-foreground">{groupDigits(SANDBOX_CARDS.declined)}</span> is declined. Any future expiry and any CVC.
        </p>
      </div>
    </>
  );
}

/** The line under a card form: the number goes to the provider's vault, not to Tavola. */
export function CardTokenisedNote() {
  return (
    <p className="flex items-center gap-2 text-xs text-muted-foreground">
      <CreditCard aria-hidden="true" className="size-3.5" />
      Your card is tokenised by the payment provider; Tavola never stores the number.
    </p>
  );
}
