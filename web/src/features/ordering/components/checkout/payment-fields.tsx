import type { SavedCard } from "@tavola/contracts";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { type UseFormReturn, useWatch } from "react-hook-form";
import { CardFields, CardTokenisedNote } from "@/components/domain/card-fields";
import { InlineAlert } from "@/components/domain/state-panels";
import { Checkbox } from "@/components/ui/checkbox";
import { toast } from "@/components/ui/use-toast";
import { parseApiError } from "@/lib/api-error";
import { formatCardNumber } from "@/lib/card";
import { savedCardsQueryOptions, useDeleteSavedCard } from "../../api/checkout-api";
import type { CheckoutFormValues } from "../../lib/checkout-form";
import { cardLabel, SavedCards } from "./saved-cards";

/**
 * A saved card (the last used is chosen once the list arrives) or a new card for the sandbox vault: new card
 * details go only to the tokeniser, never with the order, and are kept as a token only if "Save this card"
 * is ticked.
 */
export function PaymentFields({ form, serverError }: { form: UseFormReturn<CheckoutFormValues>; serverError: string | undefined }) {
  const { register, formState, control, setValue, getValues } = form;
  const { errors } = formState;
  const { onChange: onCardChange, ...cardField } = register("cardNumber");
  const choice = useWatch({ control, name: "paymentChoice" });
  const saved = useQuery(savedCardsQueryOptions);
  const remove = useDeleteSavedCard();
  const cards = saved.data ?? [];

  // The last used card, chosen once the list arrives — unless the customer has started typing a card.
  const first = saved.data?.[0]?.id;
  useEffect(() => {
    if (first && getValues("paymentChoice") === "new" && !getValues("cardNumber").trim()) setValue("paymentChoice", first);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the list arrives, not on every render
  }, [first]);

  function deleteCard(card: SavedCard) {
    remove.mutate(card.id, {
      onSuccess: () => {
        if (getValues("paymentChoice") === card.id) {
          const next = cards.find((c) => c.id !== card.id);
          setValue("paymentChoice", next?.id ?? "new");
        }
        toast({ title: "Card deleted", description: `${cardLabel(card)} is no longer saved.` });
      },
      onError: (error) => toast({ title: "We couldn't delete that card", description: parseApiError(error).message, variant: "destructive" }),
    });
  }

  return (
    <div className="grid gap-4" data-saved-cards={saved.isPending ? "loading" : "ready"} data-testid="fields-payment">
      {cards.length > 0 ? (
        <SavedCards
          cards={cards}
          choice={choice}
          onChoose={(c) => setValue("paymentChoice", c, { shouldValidate: formState.isSubmitted })}
          onDelete={deleteCard}
          deleting={remove.isPending ? (remove.variables ?? null) : null}
        />
      ) : null}
      {choice === "new" ? (
        <>
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
          <div className="grid gap-1">
            <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium" data-testid="label-save-card">
              <Checkbox aria-describedby="save-card-note" data-testid="checkbox-save-card" {...register("saveCard")} />
              Save this card
            </label>
            <p id="save-card-note" className="text-xs text-muted-foreground">
              For your next order: we keep a token with the brand, last four digits and expiry — never the card number or security code.
            </p>
          </div>
        </>
      ) : null}
      <InlineAlert message={serverError} testId="error-payment" />
      {choice === "new" ? <CardTokenisedNote /> : null}
    </div>
  );
}
