import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { PremiumCateringForm } from "../lib/premium-catering-form-types";

export function PreferencesFields({ form }: { form: PremiumCateringForm }) {
  const { errors } = form.formState;
  return (
    <>
      <FormField label="Preferred Cuisine" error={errors.preferredCuisine?.message}>
        <Input
          placeholder="e.g. Mediterranean, Nordic, Japanese"
          data-testid="input-preferred-cuisine"
          {...form.register("preferredCuisine")}
        />
      </FormField>
      <FormField label="Dietary Notes" error={errors.dietaryNotes?.message}>
        <Textarea
          placeholder="Allergies, vegetarian or vegan guests, halal, kosher…"
          data-testid="textarea-dietary-notes"
          {...form.register("dietaryNotes")}
        />
      </FormField>
      <FormField label="Additional Message" error={errors.message?.message}>
        <Textarea
          placeholder="Anything else we should know about your event"
          data-testid="textarea-message"
          {...form.register("message")}
        />
      </FormField>
    </>
  );
}
