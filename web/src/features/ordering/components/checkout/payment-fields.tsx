import type { UseFormReturn } from "react-hook-form";
import { CardFields, CardTokenisedNote } from "@/components/domain/card-fields";
import { InlineAlert } from "@/components/domain/state-panels";
import { formatCardNumber } from "@/lib/card";
import type { CheckoutFormValues } from "../../lib/checkout-form";

/** Card details for the sandbox vault. They are sent only to the tokeniser, never with the order. */
export function PaymentFields({ form, serverError }: { form: UseFormReturn<CheckoutFormValues>; serverError: string | undefined }) {
  const { register, formState } = form;
  const { errors } = formState;
  const { onChange: onCardChange, ...cardField } = register("cardNumber");

  return (
    <div className="grid gap-4" data-testid="fields-payment">
      <CardFields
        controls={{
          cardNumber: {
            ...cardField,
            onChange: (e) => {
              // Group the digits as they are typed (the caret may jump to the end; acceptable for a card field).
              e.target.value = formatCardNumber(e.target.value);
              void onCardChange(e);
            },
          },
          expMonth: register("expMonth"),
          expYear: register("expYear"),
          cvc: register("cvc"),
        }}
        errors={{ cardNumber: errors.cardNumber?.message, expMonth: errors.expMonth?.message, expYear: errors.expYear?.message, cvc: errors.cvc?.message }}
        hintTestId="hint-test-cards"
      />
      <InlineAlert message={serverError} testId="error-payment" />
      <CardTokenisedNote />
    </div>
  );
}
