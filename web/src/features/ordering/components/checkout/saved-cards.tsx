import type { SavedCard } from "@tavola/contracts";
import { CreditCard, Plus, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ChoiceCard } from "./choice-card";

const BRANDS: Record<string, string> = { visa: "Visa", mastercard: "Mastercard", amex: "American Express", dankort: "Dankort" };
export const brandName = (brand: string) => BRANDS[brand] ?? "Card";
export const cardLabel = (c: Pick<SavedCard, "brand" | "last4">) => `${brandName(c.brand)} ending ${c.last4}`;
const expiry = (c: SavedCard) => `Expires ${String(c.expMonth).padStart(2, "0")}/${String(c.expYear).slice(-2)}`;

type SavedCardsProps = {
  cards: readonly SavedCard[];
  /** A saved card's id, or "new". */
  choice: string;
  onChoose: (choice: string) => void;
  onDelete: (card: SavedCard) => void;
  deleting: string | null;
};

/**
 * The cards this customer saved, the last used first (and chosen for them): brand, last four and expiry —
 * the number itself stays with the payment vault. "A new card" opens the card fields; each saved card can be
 * deleted.
 */
export function SavedCards({ cards, choice, onChoose, onDelete, deleting }: SavedCardsProps) {
  return (
    <fieldset className="grid gap-2" data-testid="saved-cards">
      <legend className="mb-2 text-sm font-medium">Pay with</legend>
      {cards.map((c, i) => (
        <div key={c.id} className="flex items-stretch gap-2">
          <ChoiceCard
            className="min-w-0 flex-1"
            name="saved-card"
            value={c.id}
            checked={choice === c.id}
            onChange={() => onChoose(c.id)}
            icon={<CreditCard aria-hidden="true" className="size-4 text-primary" />}
            title={<span data-testid={`text-saved-card-${i}`}>{cardLabel(c)}</span>}
            text={`${expiry(c)}${i === 0 ? " · Last used" : ""}`}
            testId={`choice-saved-card-${i}`}
          />
          <Button
            variant="ghost"
            size="icon"
            className="h-auto min-h-11 w-11 shrink-0 text-muted-foreground hover:text-destructive"
            aria-label={`Delete ${cardLabel(c)}`}
            disabled={deleting === c.id}
            onClick={() => onDelete(c)}
            data-testid={`button-delete-card-${i}`}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      ))}
      <ChoiceCard
        name="saved-card"
        value="new"
        checked={choice === "new"}
        onChange={() => onChoose("new")}
        icon={<Plus aria-hidden="true" className="size-4 text-primary" />}
        title="A new card"
        testId="choice-new-card"
      />
    </fieldset>
  );
}
