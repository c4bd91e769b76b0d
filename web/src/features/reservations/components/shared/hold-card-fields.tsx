import { ShieldCheck } from "lucide-react";
import { CardFields, CardTokenisedNote, controlledCard } from "@/components/domain/card-fields";
import { InlineAlert } from "@/components/domain/state-panels";
import type { CardErrors, CardValues } from "@/lib/card";

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
  return (
    <div className="grid gap-4" data-testid="fields-card-hold">
      <p className="flex items-start gap-2 rounded-lg border border-primary/40 bg-primary/5 px-3 py-2 text-sm" data-testid="text-hold-notice">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        <span>{notice}</span>
      </p>
      <CardFields controls={controlledCard(values, onChange)} errors={errors} idPrefix={idPrefix} />
      <InlineAlert message={cardError} testId="error-card-hold" />
      <CardTokenisedNote />
    </div>
  );
}
