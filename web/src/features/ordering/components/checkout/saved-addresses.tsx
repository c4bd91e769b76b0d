import type { SavedAddress } from "@tavola/contracts";
import { Home, Plus } from "lucide-react";
import { ChoiceCard } from "./choice-card";

/** "new" or the index of a saved address. */
export type AddressChoice = number | "new";

type SavedAddressesProps = {
  addresses: readonly SavedAddress[];
  choice: AddressChoice;
  onChoose: (choice: AddressChoice) => void;
};

const timesText = (n: number) => (n === 1 ? "Used once" : `Used ${n} times`);

/**
 * The addresses this customer ordered to before, the last used first (and chosen for them): a returning
 * customer checks out without typing. "A new address" empties the fields below.
 */
export function SavedAddresses({ addresses, choice, onChoose }: SavedAddressesProps) {
  return (
    <fieldset className="grid gap-2" data-testid="saved-addresses">
      <legend className="mb-2 text-sm font-medium">Deliver to</legend>
      {addresses.map((a, i) => (
        <ChoiceCard
          key={`${a.line1}|${a.city}|${a.country}`}
          name="saved-address"
          value={String(i)}
          checked={choice === i}
          onChange={() => onChoose(i)}
          icon={<Home aria-hidden="true" className="size-4 text-primary" />}
          title={a.line1}
          text={`${[a.city, a.postalCode].filter(Boolean).join(" ")} · ${i === 0 ? "Last used" : timesText(a.orders)}`}
          testId={`choice-saved-address-${i}`}
        />
      ))}
      <ChoiceCard
        name="saved-address"
        value="new"
        checked={choice === "new"}
        onChange={() => onChoose("new")}
        icon={<Plus aria-hidden="true" className="size-4 text-primary" />}
        title="A new address"
        testId="choice-new-address"
      />
    </fieldset>
  );
}
