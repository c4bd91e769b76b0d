import type { UseFormReturn } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { ContactValues } from "../../lib/booking-form";

/** Step 3 (shown once a table and time are chosen): who the table is for and how to reach them. */
export function ContactFields({ form, largeParty, hideNotes = false }: { form: UseFormReturn<ContactValues>; largeParty: boolean; hideNotes?: boolean }) {
  const { errors } = form.formState;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label="Name" required error={errors.name?.message} id="reservation-name">
        <Input autoComplete="name" maxLength={100} {...form.register("name")} data-testid="input-name" />
      </FormField>
      <FormField label="Phone" required error={errors.phone?.message} id="reservation-phone">
        <Input type="tel" autoComplete="tel" maxLength={30} {...form.register("phone")} data-testid="input-phone" />
      </FormField>
      <FormField label="Email" required error={errors.email?.message} id="reservation-email" className="sm:col-span-2" description="We'll send the confirmation and your cancellation link here.">
        <Input type="email" autoComplete="email" maxLength={254} {...form.register("email")} data-testid="input-email" />
      </FormField>
      {hideNotes ? null : (
        <FormField
          label="Notes (optional)"
          error={errors.notes?.message}
          id="reservation-notes"
          className="sm:col-span-2"
          description={largeParty ? "Party of more than 8? Tell us how many are coming." : "Allergies, a high chair, a celebration…"}
        >
          <Textarea maxLength={500} {...form.register("notes")} data-testid="input-notes" />
        </FormField>
      )}
    </div>
  );
}
