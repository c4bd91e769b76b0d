import { SANDBOX_CARDS } from "@tavola/contracts";
import { CreditCard, Info } from "lucide-react";
import type { UseFormReturn } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { type CheckoutFormValues, formatCardNumber } from "../../lib/checkout-form";
import { InlineAlert } from "@/components/domain/state-panels";

const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, "0"));
const YEARS_AHEAD = 12;

/** Card details for the sandbox vault. They are sent only to the tokeniser, never with the order. */
export function PaymentFields({ form, serverError }: { form: UseFormReturn<CheckoutFormValues>; serverError: string | undefined }) {
  const { register, formState } = form;
  const { errors } = formState;
  const thisYear = new Date().getFullYear();
  const { onChange: onCardChange, ...cardField } = register("cardNumber");

  return (
    <div className="grid gap-4" data-testid="fields-payment">
      <FormField label="Card number" error={errors.cardNumber?.message} required>
        <Input inputMode="numeric" autoComplete="cc-number" placeholder="4242 4242 4242 4242" maxLength={23} data-testid="input-card-number"
          {...cardField}
          onChange={(e) => {
            // Group the digits as they are typed (the caret may jump to the end; acceptable for a card field).
            e.target.value = formatCardNumber(e.target.value);
            void onCardChange(e);
          }}
        />
      </FormField>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <FormField label="Expiry month" error={errors.expMonth?.message} required>
          <Select autoComplete="cc-exp-month" data-testid="select-exp-month" {...register("expMonth")}>
            <option value="">MM</option>
            {MONTHS.map((m) => (
              <option key={m} value={String(Number(m))}>
                {m}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Expiry year" error={errors.expYear?.message} required>
          <Select autoComplete="cc-exp-year" data-testid="select-exp-year" {...register("expYear")}>
            <option value="">YYYY</option>
            {Array.from({ length: YEARS_AHEAD }, (_, i) => thisYear + i).map((y) => (
              <option key={y} value={String(y)}>
                {y}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="CVC" error={errors.cvc?.message} required className="col-span-2 sm:col-span-1">
          <Input inputMode="numeric" autoComplete="cc-csc" placeholder="123" maxLength={4} data-testid="input-cvc" {...register("cvc")} />
        </FormField>
      </div>
      <div className="flex items-start gap-2 rounded-lg bg-muted/60 px-3 py-2 text-sm text-muted-foreground" data-testid="hint-test-cards">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <p>
          Sandbox payments — no real charge. Test cards: <span className="font-mono text-foreground">{groupDigits(SANDBOX_CARDS.visaSuccess)}</span> succeeds;{" "}
          <span className="font-mono text-foreground">{groupDigits(SANDBOX_CARDS.declined)}</span> is declined. Any future expiry and any CVC.
        </p>
      </div>
      <InlineAlert message={serverError} testId="error-payment" />
      <p className="flex items-center gap-2 text-xs text-muted-foreground">
        <CreditCard aria-hidden="true" className="size-3.5" />
        Your card is tokenised by the payment provider; Tavola never stores the number.
      </p>
    </div>
  );
}

const groupDigits = (n: string) => n.replace(/(\d{4})(?=\d)/g, "$1 ");
