import type { Quote } from "@tavola/contracts";
import { BadgePercent, X } from "lucide-react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { formatCents } from "@/lib/format";

type PromoFieldProps = {
  field: UseFormRegisterReturn<"promoInput">;
  applied: string | null;
  quote: Quote | undefined;
  checking: boolean;
  error: string | null | undefined;
  onApply: () => void;
  onRemove: () => void;
};

/** A promo code is checked against a quote before it is applied; the live quote then carries it. */
export function PromoField({ field, applied, quote, checking, error, onApply, onRemove }: PromoFieldProps) {
  const discount = applied ? quote?.discounts.find((d) => d.code.toUpperCase() === applied.toUpperCase()) : undefined;
  const errorId = "promo-error";
  return (
    <div className="grid gap-3">
      {applied ? (
        <div className="flex items-center justify-between gap-3 rounded-lg border border-primary/40 bg-primary/5 px-3 py-2" data-testid="promo-applied">
          <span className="flex min-w-0 items-center gap-2 text-sm">
            <BadgePercent aria-hidden="true" className="size-4 shrink-0 text-primary" />
            <span className="font-semibold">{applied}</span>
            <span className="truncate text-muted-foreground">
              {discount ? `${discount.label} · −${formatCents(discount.amountCents)}` : quote ? "doesn't lower this order's total" : "applied"}
            </span>
          </span>
          <Button variant="ghost" size="sm" className="px-2 sm:h-8" onClick={onRemove} aria-label={`Remove promo code ${applied}`}>
            <X aria-hidden="true" />
          </Button>
        </div>
      ) : (
        <div className="grid gap-2">
          <Label htmlFor="promo-code">Promo code</Label>
          <div className="flex gap-2">
            <Input
              id="promo-code"
              autoComplete="off"
              autoCapitalize="characters"
              placeholder="WELCOME20"
              className="uppercase placeholder:normal-case"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              data-testid="input-promo"
              onKeyDown={(e) => {
                // Enter applies the code rather than submitting (and paying for) the order.
                if (e.key === "Enter") {
                  e.preventDefault();
                  onApply();
                }
              }}
              {...field}
            />
            <Button variant="outline" onClick={onApply} disabled={checking} data-testid="button-apply-promo">
              {checking ? "Checking..." : "Apply"}
            </Button>
          </div>
        </div>
      )}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive" data-testid="error-promo">
          {error}
        </p>
      ) : null}
    </div>
  );
}
