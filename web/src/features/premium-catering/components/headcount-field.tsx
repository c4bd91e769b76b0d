import { HEADCOUNT_MAX, HEADCOUNT_MIN } from "@tavola/contracts";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { clampHeadcount, parseHeadcountInput } from "../lib/headcount";
import type { PremiumCateringForm } from "../lib/premium-catering-form-types";

/**
 * The headcount keeps its own text so the visitor can clear the box and retype; the form holds the number
 * (spec: clamped to 5–1000, non-numeric input becomes 0 and then fails with "Minimum 5 people for catering").
 */
export function HeadcountField({ form }: { form: PremiumCateringForm }) {
  const [text, setText] = useState(() => String(form.getValues("headcount")));
  return (
    <Controller
      control={form.control}
      name="headcount"
      render={({ field, fieldState }) => (
        <FormField
          label="Headcount"
          required
          error={fieldState.error?.message}
          description={`Between ${HEADCOUNT_MIN} and ${HEADCOUNT_MAX.toLocaleString("en-US")} people.`}
        >
          <Input
            ref={field.ref}
            name={field.name}
            type="number"
            inputMode="numeric"
            min={HEADCOUNT_MIN}
            max={HEADCOUNT_MAX}
            step={1}
            value={text}
            data-testid="input-headcount"
            onChange={(event) => {
              const value = parseHeadcountInput(event.target.value);
              // Above the maximum the box shows the cap at once; otherwise the typed text stays as is.
              setText(value === HEADCOUNT_MAX ? String(value) : event.target.value);
              field.onChange(value);
            }}
            onBlur={() => {
              const value = clampHeadcount(parseHeadcountInput(text));
              setText(String(value));
              field.onChange(value);
              field.onBlur();
            }}
          />
        </FormField>
      )}
    />
  );
}
