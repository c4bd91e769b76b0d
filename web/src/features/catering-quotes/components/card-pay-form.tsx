import { useState, type FormEvent } from "react";
import { CATERING_CARD_ON_FILE_CONSENT, CATERING_CARD_ON_FILE_HINT, tokenizeCardSchema } from "@tavola/contracts";
import { CardFields, controlledCard } from "@/components/domain/card-fields";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { getErrorMessage } from "@/lib/api-client";
import { type CardErrors, type CardValues, EMPTY_CARD, tokenizeCard } from "@/lib/card";
import { formatCents } from "@/lib/format";
import { newIdempotencyKey } from "@/lib/idempotency-key";

type PayMutation = { mutate(input: { paymentToken: string; key: string; keepCardOnFile?: boolean }): void; isPending: boolean; isError: boolean; error: unknown };

/**
 * A card form that pays one amount through a client link (deposit or balance): the card is tokenized in the sandbox
 * vault, then paid with an Idempotency-Key made once per form, so a retried tap charges once. `askCardOnFile` (the
 * deposit) adds the client's consent to keep the card for the balance after delivery — unticked unless they tick it.
 */
export function CardPayForm({
  label, heading, amountCents, idPrefix, pay, testId, askCardOnFile = false,
}: { label: string; heading: string; amountCents: number; idPrefix: string; pay: PayMutation; testId: string; askCardOnFile?: boolean }) {
  const [card, setCard] = useState<CardValues>(EMPTY_CARD);
  const [keepCardOnFile, setKeepCardOnFile] = useState(false);
  const [errors, setErrors] = useState<CardErrors>({});
  const [key] = useState(newIdempotencyKey);
  const [tokenizing, setTokenizing] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = tokenizeCardSchema.safeParse({ cardNumber: card.cardNumber, expMonth: card.expMonth ? Number(card.expMonth) : undefined, expYear: card.expYear ? Number(card.expYear) : undefined, cvc: card.cvc.trim() });
    if (!parsed.success) {
      const found: CardErrors = {};
      for (const issue of parsed.error.issues) {
        const k = issue.path[0] as keyof CardValues | undefined;
        if (k) found[k] ??= issue.message;
      }
      return setErrors(found);
    }
    setErrors({});
    setTokenizing(true);
    try {
      const { token: paymentToken } = await tokenizeCard(parsed.data);
      pay.mutate(askCardOnFile ? { paymentToken, key, keepCardOnFile } : { paymentToken, key });
    } catch (err) {
      setErrors({ cardNumber: getErrorMessage(err) });
    } finally {
      setTokenizing(false);
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} className="grid gap-4" noValidate aria-label={label}>
      <p className="font-medium" data-testid={testId}>
        {heading}: {formatCents(amountCents)}
      </p>
      <fieldset className="grid gap-4">
        <legend className="mb-2 font-medium">Card</legend>
        <CardFields controls={controlledCard(card, setCard)} errors={errors} idPrefix={idPrefix} testCardsLead="Test card" />
      </fieldset>
      {askCardOnFile ? (
        <div className="flex items-start gap-3">
          <Checkbox id={`${idPrefix}-card-on-file`} checked={keepCardOnFile} onChange={(e) => setKeepCardOnFile(e.target.checked)} aria-describedby={`${idPrefix}-card-on-file-hint`} className="sm:mt-1" />
          <div className="grid gap-1">
            <label htmlFor={`${idPrefix}-card-on-file`} className="cursor-pointer py-2.5 font-medium sm:py-0">
              {CATERING_CARD_ON_FILE_CONSENT}
            </label>
            <p id={`${idPrefix}-card-on-file-hint`} className="text-sm text-muted-foreground">
              {CATERING_CARD_ON_FILE_HINT}
            </p>
          </div>
        </div>
      ) : null}
      {pay.isError ? <p role="alert" className="text-sm text-destructive">{getErrorMessage(pay.error)}</p> : null}
      <Button type="submit" disabled={pay.isPending || tokenizing} className="w-full sm:w-fit">
        {pay.isPending || tokenizing ? "Paying…" : `Pay ${formatCents(amountCents)}`}
      </Button>
    </form>
  );
}
