import { type UseFormReturn, useWatch } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { formatCents } from "@/lib/format";
import { cn } from "@/lib/utils";
import { type CheckoutFormValues, percentOf, TIP_PRESETS } from "../../lib/checkout-form";
import { InlineAlert } from "@/components/domain/state-panels";

const segment =
  "flex cursor-pointer flex-col items-center justify-center rounded-md border px-2 py-2 text-center text-sm transition-colors hover:bg-accent/60 has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:checked]:text-foreground has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2 has-[:focus-visible]:ring-offset-background";

/** Tip presets as a percentage of the food subtotal, or a custom amount; all of it goes to the team. */
export function TipField({ form, subtotalCents, serverError }: { form: UseFormReturn<CheckoutFormValues>; subtotalCents: number; serverError: string | undefined }) {
  const { register, control, formState } = form;
  const choice = useWatch({ control, name: "tipChoice" });
  const field = register("tipChoice");
  return (
    <div className="grid gap-3">
      <fieldset className="grid grid-cols-3 gap-2 sm:grid-cols-5">
        <legend className="sr-only">Tip</legend>
        {TIP_PRESETS.map((pct) => (
          <label key={pct} className={segment} data-testid={`choice-tip-${pct}`}>
            <input type="radio" value={String(pct)} className="sr-only" {...field} />
            <span className="font-medium">{pct === 0 ? "No tip" : `${pct}%`}</span>
            <span className="text-xs text-muted-foreground tabular-nums">{formatCents(percentOf(subtotalCents, pct))}</span>
          </label>
        ))}
        <label className={cn(segment, "col-span-2 sm:col-span-1")} data-testid="choice-tip-custom">
          <input type="radio" value="custom" className="sr-only" {...field} />
          <span className="font-medium">Custom</span>
          <span className="text-xs text-muted-foreground">Your amount</span>
        </label>
      </fieldset>
      {choice === "custom" ? (
        <FormField label="Custom tip (USD)" error={formState.errors.customTip?.message}>
          <Input inputMode="decimal" placeholder="5.00" autoComplete="off" data-testid="input-custom-tip" {...register("customTip")} />
        </FormField>
      ) : null}
      <InlineAlert message={serverError} testId="error-tip" />
    </div>
  );
}
