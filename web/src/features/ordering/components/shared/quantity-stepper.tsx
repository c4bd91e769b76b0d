import { Minus, Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

type QuantityStepperProps = {
  /** The dish, for the buttons' names: "Add Margherita DOP", "Remove Margherita DOP". */
  name: string;
  quantity: number;
  onAdd: () => void;
  onRemove: () => void;
  canAdd: boolean;
  size?: "sm" | "md";
  testId?: string;
};

/** − quantity + with spoken names, since the icons alone say nothing to a screen reader. */
export function QuantityStepper({ name, quantity, onAdd, onRemove, canAdd, size = "md", testId }: QuantityStepperProps) {
  // 44 px on a phone (a finger), the compact sizes from the sm breakpoint.
  const button = size === "sm" ? "size-11 rounded-full sm:size-8" : "size-11 rounded-full sm:size-9";
  return (
    <div className="inline-flex items-center gap-1.5" data-testid={testId}>
      <Button variant="outline" size="icon" className={button} onClick={onRemove} disabled={quantity === 0} aria-label={`Remove ${name}`}>
        <Minus aria-hidden="true" />
      </Button>
      <span className={cn("min-w-6 text-center font-semibold tabular-nums", size === "sm" && "text-sm")} data-testid="text-quantity">
        {quantity}
        <span className="sr-only"> in cart</span>
      </span>
      <Button variant={quantity === 0 ? "default" : "outline"} size="icon" className={button} onClick={onAdd} disabled={!canAdd} aria-label={`Add ${name}`}>
        <Plus aria-hidden="true" />
      </Button>
    </div>
  );
}
